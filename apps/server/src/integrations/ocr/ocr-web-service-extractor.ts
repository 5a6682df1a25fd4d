import { pdfMessages } from '@immopilote/contracts';
import { withDeadline } from '../deadline';
import {
  abortError,
  ExtractionFailedError,
  type ExtractionInput,
  type PdfTextExtractor,
} from './pdf-text-extractor';

/** The OCR web service's answer (spec 001 §3 "OCR result"). */
interface OcrServiceResponse {
  IsErroredOnProcessing?: boolean;
  ErrorMessage?: string[] | string | null;
  ParsedResults?: { ParsedText?: string | null }[] | null;
}

const TIMEOUT_MS = 90_000;

/**
 * Adapter for the OCR web service of spec 001 §7 (OCR.space, whose answer the spec describes),
 * used only when its key is configured. The spec calls the upload field "pdf" but the service
 * reads the file from `file`, and `filetype=PDF` spares it guessing the type (docs/decisions/clients-and-documents.md);
 * French, no overlay. The key travels in the `apikey` header from the server, never from the
 * browser. Every ParsedResults entry (one per page) is kept, in order.
 */
export class OcrWebServiceExtractor implements PdfTextExtractor {
  readonly name = 'service';
  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
  ) {}

  async extract({ pdf, pageCount, signal, onProgress }: ExtractionInput): Promise<string> {
    // The service reads the whole file in one call: it gives no progress until it answers.
    onProgress({ page: 1, pageCount, method: 'service', fraction: 0 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'document.pdf');
    form.append('filetype', 'PDF');
    form.append('language', 'fre');
    form.append('isOverlayRequired', 'false');
    let response: Response;
    try {
      response = await fetch(this.apiUrl, {
        method: 'POST',
        headers: { apikey: this.apiKey },
        body: form,
        signal: withDeadline(signal, TIMEOUT_MS),
      });
    } catch (err) {
      if (signal.aborted) throw abortError();
      throw new ExtractionFailedError(pdfMessages.processingError, { cause: err });
    }
    const body = (await response.json().catch(() => null)) as OcrServiceResponse | null;
    if (!response.ok || !body) throw new ExtractionFailedError(pdfMessages.processingError);
    if (body.IsErroredOnProcessing) {
      const messages = (Array.isArray(body.ErrorMessage) ? body.ErrorMessage : [body.ErrorMessage])
        .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
        .map((m) => m.trim());
      throw new ExtractionFailedError(messages.length ? messages.join(' ') : pdfMessages.processingError);
    }
    for (let n = 1; n <= pageCount; n++) onProgress({ page: n, pageCount, method: 'service', fraction: 1 });
    return (body.ParsedResults ?? [])
      .map((r) => (r.ParsedText ?? '').trim())
      .filter(Boolean)
      .join('\n\n');
  }

  async close(): Promise<void> {}
}
