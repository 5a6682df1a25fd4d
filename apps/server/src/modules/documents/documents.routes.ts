import { PassThrough } from 'node:stream';
import { endpoints, type ExtractionEvent, pdfMessages } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { AgencyExtractionLimit } from '../../integrations/ocr/agency-extraction-limit';
import { ExtractionFailedError } from '../../integrations/ocr/pdf-text-extractor';
import { readForm } from '../../multipart';
import {
  acceptPdfForExtraction,
  checkPdf,
  type DocumentsDeps,
  extractPdfText,
  openDocument,
  openHistoryThumbnail,
  pdfUploadLimits,
} from './documents.service';

export async function documentsRoutes(app: FastifyInstance, deps: DocumentsDeps) {
  /** One authorised download for every stored document, whoever owns it (client, property, history entry). */
  route(app, endpoints.documents.download, { guard: guard.member() }, async ({ request, reply, params }) => {
    const { fileName, mimeType, object } = await openDocument(deps, scopeOf(request), {
      ...params,
      ip: request.ip,
    });
    return reply
      .header('Content-Type', mimeType)
      .header('Content-Length', String(object.size))
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(object.body);
  });

  route(app, endpoints.documents.thumbnail, { guard: guard.member() }, async ({ request, reply, params }) => {
    const image = await openHistoryThumbnail(deps, scopeOf(request), params);
    // A document never changes under its id: the browser may keep the preview for the session.
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'private, max-age=3600')
      .send(image);
  });

  route(app, endpoints.documents.check, { guard: guard.member() }, async ({ request }) => {
    await checkPdf(await readForm(request, pdfUploadLimits));
  });

  /**
   * Validates the PDF (plain JSON errors), then streams NDJSON progress (page k of n) and the text.
   * Nothing is stored. Closing the connection (Annuler) aborts the work, including a page being
   * read by tesseract.
   */
  const running = new AgencyExtractionLimit();
  route(app, endpoints.documents.extract, { guard: guard.member() }, async ({ request, reply }) => {
    const scope = scopeOf(request);
    // Taken before the upload is read, so a refused request holds no file in memory.
    const leave = running.enter(scope.agencyId);
    const { pdf, pageCount } = await readForm(request, pdfUploadLimits)
      .then((form) => acceptPdfForExtraction(deps, scope, { form }))
      .catch((err: unknown) => {
        leave();
        throw err;
      });

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

    void extractPdfText(deps, scope, {
      pdf,
      pageCount,
      signal: controller.signal,
      onProgress: (p) => emit({ type: 'page', ...p }),
    })
      .then(({ text, receipt }) => emit({ type: 'done', text, pageCount, receipt }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ExtractionFailedError ? err.message : pdfMessages.processingError;
        if (!(err instanceof ExtractionFailedError)) request.log.error({ err }, 'PDF extraction failed');
        emit({ type: 'error', code: 'UPSTREAM_FAILED', message });
      })
      .finally(() => {
        leave();
        stream.end();
      });

    return reply
      .header('Content-Type', 'application/x-ndjson; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
  });
}
