import {
  commonMessages,
  CSRF_HEADER,
  endpoints,
  type ExtractionEvent,
  pdfMessages,
} from '@immopilote/contracts';
import { ApiRequestError, endpointUrl } from '../../../lib/api-client';
import type { ExtractionProgress } from '../lib/extraction-progress';

export type { ExtractionProgress } from '../lib/extraction-progress';

/**
 * Uploads the PDF with XMLHttpRequest (the only browser API with upload progress), then reads the
 * NDJSON progress lines as they stream in. Aborting the signal closes the connection, which stops
 * the server's work.
 */
export function extractDocument(
  file: File,
  opts: { signal: AbortSignal; onProgress(p: ExtractionProgress): void },
): Promise<{ text: string; receipt: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let read = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    const consumeLines = () => {
      const text = xhr.responseText;
      let newline = text.indexOf('\n', read);
      while (newline !== -1) {
        const line = text.slice(read, newline).trim();
        read = newline + 1;
        newline = text.indexOf('\n', read);
        if (!line) continue;
        const event = JSON.parse(line) as ExtractionEvent;
        if (event.type === 'accepted')
          opts.onProgress({ phase: 'pages', page: 0, pageCount: event.pageCount, fraction: 0 });
        if (event.type === 'page') {
          const { page, pageCount, fraction } = event;
          opts.onProgress({ phase: 'pages', page, pageCount, fraction });
        }
        if (event.type === 'done') settle(() => resolve({ text: event.text, receipt: event.receipt }));
        if (event.type === 'error') {
          settle(() =>
            reject(new ApiRequestError(502, 'UPSTREAM_FAILED', event.message || pdfMessages.processingError)),
          );
        }
      }
    };
    xhr.open(endpoints.documents.extract.method, endpointUrl(endpoints.documents.extract, {}));
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable)
        opts.onProgress({ phase: 'upload', percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.onprogress = () => {
      if (xhr.status === 200) consumeLines();
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        consumeLines();
        settle(() => reject(new ApiRequestError(502, 'UPSTREAM_FAILED', pdfMessages.processingError)));
        return;
      }
      let message: string = commonMessages.genericError;
      let code: ApiRequestError['code'] = 'INTERNAL';
      try {
        const body = JSON.parse(xhr.responseText) as {
          error?: { message?: string; code?: ApiRequestError['code'] };
        };
        message = body.error?.message ?? message;
        code = body.error?.code ?? code;
      } catch {
        // Not JSON (a proxy page, for instance): keep the generic message.
      }
      settle(() => reject(new ApiRequestError(xhr.status, code, message)));
    };
    xhr.onerror = () => settle(() => reject(new ApiRequestError(0, 'NETWORK', commonMessages.genericError)));
    xhr.onabort = () => settle(() => reject(new DOMException(pdfMessages.cancelled, 'AbortError')));
    opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
