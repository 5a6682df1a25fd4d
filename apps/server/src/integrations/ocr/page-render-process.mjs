// Runs in a child process forked by page-render.ts (files/child-task.ts): receives one job over IPC, renders that PDF
// page to PNG at the size the server chose (pageRenderSize), sends the bytes back and exits.
// Plain JavaScript because the child does not go through the server's TypeScript loader.
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';

process.once('message', async ({ pdf, pageNumber, scale, width, height, maxImageSize }) => {
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  // IPC hands bytes over as a Buffer, which pdf.js refuses.
  const doc = await getDocumentProxy(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), {
    maxImageSize,
  });
  const page = await doc.getPage(pageNumber);
  const { canvas, context } = new CanvasFactory().create(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport: page.getViewport({ scale }) }).promise;
  const png = await canvas.encode('png');
  process.send({ kind: 'result', value: new Uint8Array(png) }, () => process.exit(0));
});
