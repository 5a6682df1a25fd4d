import { z } from 'zod';
import { IMPORT_STATUSES } from '../connect/constants';
import { contactImportMessages as m } from '../messages/contact-import';

/** What a column of the file may become; `ignore` leaves it out. */
export const CONTACT_IMPORT_FIELDS = [
  'ignore',
  'lastName',
  'firstName',
  'fullName',
  'email',
  'phone',
  'address',
  'roles',
  'transaction',
  'budgetMin',
  'budgetMax',
  'cities',
  'surfaceMin',
  'roomsMin',
  'kinds',
  'notes',
  'consent',
] as const;
export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number];

/** The fields that make a search (client_searches); a row with none of them only creates the contact. */
export const CONTACT_SEARCH_FIELDS: readonly ContactImportField[] = [
  'transaction',
  'budgetMin',
  'budgetMax',
  'cities',
  'surfaceMin',
  'roomsMin',
  'kinds',
];

export const CONTACT_IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 100,
  previewRows: 20,
  examples: 3,
} as const;

/** The chosen mapping: column index (as a string, « 0 », « 1 »…) → field. */
export const contactImportMappingSchema = z.object({
  mapping: z
    .record(
      z.string().regex(/^\d{1,3}$/, m.mappingUnknownColumn),
      z.enum(CONTACT_IMPORT_FIELDS, { error: m.mappingUnknownColumn }),
    )
    .superRefine((mapping, ctx) => {
      const used = Object.values(mapping).filter((f) => f !== 'ignore');
      const twice = used.find((f, i) => used.indexOf(f) !== i);
      if (twice) ctx.addIssue({ code: 'custom', message: m.mappingTwice(m.fields[twice]) });
      if (!used.includes('lastName') && !used.includes('fullName')) {
        ctx.addIssue({ code: 'custom', message: m.mappingNeedsName });
      }
      if (!used.includes('email')) ctx.addIssue({ code: 'custom', message: m.mappingNeedsEmail });
    }),
});
export type ContactImportMappingInput = z.input<typeof contactImportMappingSchema>;

export const contactImportColumnSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  examples: z.array(z.string()),
  suggested: z.enum(CONTACT_IMPORT_FIELDS),
});
export type ContactImportColumn = z.infer<typeof contactImportColumnSchema>;

/** One line of the report: the line number in the file (the header is line 1) and what happened. */
export const contactImportLineSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  messages: z.array(z.string()),
});
export const contactImportDuplicateSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The file's earlier line it repeats, or the agency's existing client. */
  ofLine: z.number().int().nullable(),
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ContactImportDuplicate = z.infer<typeof contactImportDuplicateSchema>;

export const contactImportReportSchema = z.object({
  created: z.number().int(),
  searchesCreated: z.number().int(),
  duplicates: z.array(contactImportDuplicateSchema),
  errors: z.array(contactImportLineSchema),
  /** Created, with something left out (an invalid phone, an unknown city…). */
  warnings: z.array(contactImportLineSchema),
});
export type ContactImportReport = z.infer<typeof contactImportReportSchema>;

export const contactImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** CSV only: « UTF-8 », « Windows-1252 »; the delimiter found. */
  encoding: z.string().nullable(),
  delimiter: z.string().nullable(),
  columns: z.array(contactImportColumnSchema),
  rowCount: z.number().int(),
  mapping: z.record(z.string(), z.enum(CONTACT_IMPORT_FIELDS)).nullable(),
  done: z.number().int(),
  total: z.number().int(),
  report: contactImportReportSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

/** A row as it will be imported. */
export const contactImportPreviewRowSchema = z.object({
  line: z.number().int(),
  status: z.enum(['ok', 'error', 'duplicate']),
  contact: z.object({
    fullName: z.string(),
    firstName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    roles: z.array(z.string()),
    consent: z.boolean(),
  }),
  /** The search in one French line (« Achat · Appartement · Lyon · ≤ 300 000 € »), null when none. */
  search: z.string().nullable(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  duplicate: contactImportDuplicateSchema.nullable(),
});
export type ContactImportPreviewRow = z.infer<typeof contactImportPreviewRowSchema>;
export const contactImportPreviewSchema = z.object({ rows: z.array(contactImportPreviewRowSchema) });
export type ContactImportPreview = z.infer<typeof contactImportPreviewSchema>;
