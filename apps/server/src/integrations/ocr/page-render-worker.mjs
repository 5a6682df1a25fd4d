// Runs in a worker thread started by page-render.ts: renders one PDF page to PNG at the size the
// main thread chose (pageRenderSize) and sends the bytes back. Plain JavaScript because worker
// threads do not go through the TypeScript loader of the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';

const { pdf, pageNumber, scale, width, height, maxImageSize } = workerData;
const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
const doc = await getDocumentProxy(pdf, { maxImageSize });
const page = await doc.getPage(pageNumber);
const factory = new CanvasFactory();
const { canvas, context } = factory.create(width, height);
context.fillStyle = '#ffffff';
context.fillRect(0, 0, width, height);
await page.render({ canvas, canvasContext: context, viewport: page.getViewport({ scale }) }).promise;
const png = await canvas.encode('png');
parentPort.postMessage(png);
