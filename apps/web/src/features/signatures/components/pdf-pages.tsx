import { signaturesScreenMessages as sm } from '@immopilote/contracts';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
// The worker ships with the package and is served from our own build (never a CDN).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { pagesToRender, renderScale } from '../lib/signing-logic';

const t = sm.signing.document;
/** A4 portrait, until the first page says otherwise. */
const A4_RATIO = 297 / 210;

/**
 * pdf.js, loaded only here (the signing page), the first time a document is shown. Our PDFs embed
 * their DejaVu fonts (files/pdf/pdf-writer.ts), so no standard font or CMap file is needed
 * (docs/decisions/signatures.md).
 */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false }).promise;
}

/**
 * Every page of the document, stacked, each as wide as the column. Only the pages near the screen
 * are drawn (`pagesToRender`): a 50-page mandate stays light on a phone.
 */
export function PdfPages({ url, onFailed }: { url: string; onFailed(): void }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [ratios, setRatios] = useState<Record<number, number>>({});
  const [visible, setVisible] = useState<Set<number>>(new Set());
  const [width, setWidth] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    openPdf(url).then(
      (doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      },
      () => !cancelled && failed.current(),
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  // The column's width: a page is drawn again when it changes (a phone turned, a window resized).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || !pdf) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { rootMargin: '200px 0px' },
    );
    for (const child of element.querySelectorAll('[data-page]')) observer.observe(child);
    return () => observer.disconnect();
  }, [pdf]);

  const pageCount = pdf?.numPages ?? 0;
  const drawn = pagesToRender(visible, pageCount);
  const defaultRatio = ratios[1] ?? A4_RATIO;

  return (
    <div ref={container} className="space-y-3" aria-busy={!pdf}>
      {!pdf ? (
        <div role="status">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="aspect-[210/297] w-full" />
        </div>
      ) : (
        Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => (
          <figure
            key={page}
            data-page={page}
            className="relative w-full overflow-hidden rounded-md bg-white shadow ring-1 ring-slate-200"
            style={{ aspectRatio: `1 / ${ratios[page] ?? defaultRatio}` }}
          >
            {drawn.has(page) && width > 0 && (
              <PdfPage
                pdf={pdf}
                page={page}
                width={width}
                onRatio={(ratio) => setRatios((r) => (r[page] === ratio ? r : { ...r, [page]: ratio }))}
              />
            )}
            <figcaption className="sr-only">{t.page(page, pageCount)}</figcaption>
          </figure>
        ))
      )}
    </div>
  );
}

function PdfPage({
  pdf,
  page,
  width,
  onRatio,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  onRatio(ratio: number): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const reportRatio = useRef(onRatio);
  reportRatio.current = onRatio;

  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    const target = canvas.current;
    void pdf.getPage(page).then((proxy) => {
      if (cancelled || !target) return;
      const base = proxy.getViewport({ scale: 1 });
      reportRatio.current(base.height / base.width);
      const viewport = proxy.getViewport({ scale: renderScale(base.width, width, window.devicePixelRatio) });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      task = proxy.render({ canvas: target, viewport });
      task.promise.catch(() => {
        // A render cancelled by scrolling away or resizing: the next one draws the page.
      });
    });
    return () => {
      cancelled = true;
      task?.cancel();
      // Frees the bitmap at once: a page scrolled far away costs nothing.
      if (target) {
        target.width = 0;
        target.height = 0;
      }
    };
  }, [pdf, page, width]);

  return <canvas ref={canvas} className="block h-full w-full" aria-hidden />;
}
