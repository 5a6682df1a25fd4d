/*
 * Prerendered pages only (src/entry-server.tsx): their content is in the HTML, the JavaScript only
 * makes it interactive, so it is requested once the page has painted instead of competing with the
 * HTML and the stylesheet on a slow connection. A file, since the CSP allows no inline script.
 */
const { entry, preload } = document.currentScript.dataset;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const href of preload ? preload.split(' ') : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

if (document.visibilityState === 'visible') {
  // Two frames: the first one shows the content at the start of its fade-in (opacity 0).
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
}
// A tab opened in the background paints no frame: load anyway.
setTimeout(start, 1000);
