import { z } from 'zod';
import { storableString } from './fields';
import { clientDocumentTypeField } from './privacy';

/**
 * The extraction endpoint answers one NDJSON line per event: the page count once the PDF is
 * accepted, each page as it starts and as its reading progresses, then the text (with a receipt that lets the same file and
 * text be saved later) or an error.
 */
export const extractionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('accepted'), pageCount: z.number().int() }),
  z.object({
    type: z.literal('page'),
    page: z.number().int(),
    pageCount: z.number().int(),
    method: z.enum(['text', 'ocr', 'service']),
    /** How much of this page is read (0 to 1); the pages before it are read. */
    fraction: z.number().min(0).max(1),
  }),
  z.object({ type: z.literal('done'), text: z.string(), receipt: z.string(), pageCount: z.number().int() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ExtractionEvent = z.infer<typeof extractionEventSchema>;

/** Multipart fields sent with the file when a document is saved after its extraction. */
export const documentSaveFieldsSchema = z.object({
  text: storableString().max(2_000_000),
  receipt: storableString().min(1).max(500),
});

/** A client's document also carries its type, from the closed list (issue 15, part 2). */
export const clientDocumentSaveFieldsSchema = documentSaveFieldsSchema.extend({
  documentType: clientDocumentTypeField,
});
