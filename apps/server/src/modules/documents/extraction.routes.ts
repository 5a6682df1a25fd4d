import { PassThrough } from 'node:stream';
import { endpoints, type ExtractionEvent, pdfMessages } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { ExtractionFailedError } from '../../integrations/ocr/pdf-text-extractor';
import { route } from '../../http/route';
import type { DocumentServices } from './document-services';
import { inspectPdf } from './pdf-rule';
import { readMultipartPdfForm, requirePdfFile } from './pdf-upload';

/**
 * POST /api/documents/extract: validates the PDF (plain JSON errors), then streams NDJSON progress
 * (page k of n) and the text. Nothing is stored. Closing the connection (Annuler) aborts the work,
 * including a page being read by tesseract.
 */
export async function extractionRoutes(app: FastifyInstance, _deps: AppDeps, services: DocumentServices) {
  route(app, endpoints.documents.extract, { guard: guard.member() }, async ({ request, reply }) => {
    const scope = scopeOf(request);
    const file = requirePdfFile(await readMultipartPdfForm(request));
    const { pageCount } = await inspectPdf(file.bytes);

    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      controller.abort();
    });
    const stream = new PassThrough();
    const emit = (event: ExtractionEvent) => {
      if (!stream.destroyed) stream.write(`${JSON.stringify(event)}\n`);
    };
    emit({ type: 'accepted', pageCount });

    void services.extractor
      .extract({
        pdf: file.bytes,
        pageCount,
        signal: controller.signal,
        onProgress: (p) => emit({ type: 'page', ...p }),
      })
      .then((raw) => {
        const text = raw.replace(/\r\n?/g, '\n');
        emit({
          type: 'done',
          text,
          pageCount,
          receipt: services.receipts.issue(scope.agencyId, file.bytes, text),
        });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ExtractionFailedError ? err.message : pdfMessages.processingError;
        if (!(err instanceof ExtractionFailedError)) request.log.error({ err }, 'PDF extraction failed');
        emit({ type: 'error', code: 'UPSTREAM_FAILED', message });
      })
      .finally(() => stream.end());

    return reply
      .header('Content-Type', 'application/x-ndjson; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
  });
}
