/**
 * Registers the service worker (sw/sw.ts) from the signed-in app only: the landing page's first
 * load stays as light as it is, and an agent has the app's files on the phone before opening an
 * inspection in a cellar. Once the page has loaded and the browser is idle: the worker's install
 * downloads the app's code, which must not compete with the page's own requests.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, an old browser): the app works online as before.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
