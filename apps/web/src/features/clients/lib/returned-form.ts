import { type ClientInput, pdfMessages } from '@immopilote/contracts';
import { appendExtractedText, type OcrReturnState } from '../../../lib/ocr-navigation';

/**
 * What the form starts with when the PDF step sends the user back (cancel, failure, "Retourner à
 * l'édition"): the typed values, and the extracted text appended to Notes (docs/decisions/clients-and-documents.md).
 */
export function returnedForm(state: unknown, fallback: ClientInput): ClientInput {
  const back = state as Partial<OcrReturnState<ClientInput>> | null;
  if (!back?.form) return fallback;
  const form = { ...fallback, ...back.form };
  if (back.extractedText) {
    form.notes = appendExtractedText(form.notes ?? '', back.extractedText, pdfMessages.extractedHeader);
  }
  return form;
}
