import { documentSaveFieldsSchema } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPdfTextExtractor, type PdfTextExtractor } from '../../integrations/ocr';
import { parse } from '../../validation';
import { ExtractionReceipts } from './extraction-receipt';
import { inspectPdf } from './pdf-rule';
import { readMultipartPdfForm, requirePdfFile } from './pdf-upload';

export interface DocumentServices {
  extractor: PdfTextExtractor;
  receipts: ExtractionReceipts;
}

export function createDocumentServices(deps: AppDeps): DocumentServices {
  return {
    extractor: deps.ocr ?? createPdfTextExtractor(deps.config),
    receipts: new ExtractionReceipts(deps.config.documentReceiptSecret),
  };
}

export interface DocumentToSave {
  pdf: Buffer;
  fileName: string;
  text: string;
  /** The other multipart fields (for example the new client's data). */
  fields: Record<string, string>;
}

/**
 * A save request after /ocr-result: the same PDF rule as everywhere, and a receipt proving this
 * agency extracted exactly this text from exactly this file.
 */
export async function readDocumentToSave(
  request: FastifyRequest,
  services: DocumentServices,
  agencyId: string,
): Promise<DocumentToSave> {
  const form = await readMultipartPdfForm(request);
  const file = requirePdfFile(form);
  const fields = parse(documentSaveFieldsSchema, form.fields);
  // multipart/form-data turns every LF of a text field into CRLF (HTML form encoding); undo it.
  const text = fields.text.replace(/\r\n?/g, '\n');
  const receipt = fields.receipt;
  await inspectPdf(file.bytes);
  services.receipts.verify(receipt, agencyId, file.bytes, text);
  return { pdf: file.bytes, fileName: file.fileName, text, fields: form.fields };
}
