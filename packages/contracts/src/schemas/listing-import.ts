import { z } from 'zod';
import { IMPORT_STATUSES } from '../connect/constants';

/**
 * « Importer » (issue 33): the report an import shows before anything is written (the dry run), then
 * what the run did. One shape for every kind of import may grow from here (contacts keep their own).
 */
export const IMPORT_PROBLEM_LEVELS = ['error', 'warning'] as const;
export type ImportProblemLevel = (typeof IMPORT_PROBLEM_LEVELS)[number];

/** One thing that could not be read: a line (1-based, null for the file), maybe a rank, why. */
export const importProblemSchema = z.object({
  line: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  level: z.enum(IMPORT_PROBLEM_LEVELS),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A Poliris rank and what it becomes here (null: not taken), with how many lines filled it. */
export const importMappingRowSchema = z.object({
  rank: z.number().int(),
  column: z.string(),
  field: z.string().nullable(),
  count: z.number().int().min(0),
});
export type ImportMappingRow = z.infer<typeof importMappingRowSchema>;

export const listingImportAnalysisSchema = z.object({
  /** The version read (Config.txt, else rank 301), null when neither says. */
  version: z.string().nullable(),
  application: z.string().nullable(),
  encoding: z.enum(['utf-8', 'windows-1252']),
  lines: z.number().int().min(0),
  toCreate: z.number().int().min(0),
  toUpdate: z.number().int().min(0),
  refused: z.number().int().min(0),
  photos: z.object({
    found: z.number().int().min(0),
    missing: z.number().int().min(0),
    byUrl: z.number().int().min(0),
    overLimit: z.number().int().min(0),
  }),
  mapping: z.array(importMappingRowSchema),
  unmapped: z.array(importMappingRowSchema),
  problems: z.array(importProblemSchema),
  /** Problems past the ones kept (the report stays small). */
  problemsOmitted: z.number().int().min(0),
});
export type ListingImportAnalysis = z.infer<typeof listingImportAnalysisSchema>;

/** The previous software's mandate number, kept as text: no register entry is made from it. */
export const importedMandateSchema = z.object({
  propertyId: z.uuid(),
  name: z.string(),
  number: z.string(),
  date: z.string().nullable(),
  exclusive: z.boolean().nullable(),
});
export type ImportedMandate = z.infer<typeof importedMandateSchema>;

export const listingImportResultSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  notImported: z.number().int().min(0),
  photos: z.number().int().min(0),
  photosSkipped: z.number().int().min(0),
  mandates: z.array(importedMandateSchema),
  problems: z.array(importProblemSchema),
});
export type ListingImportResult = z.infer<typeof listingImportResultSchema>;

export const listingImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  /** Lines handled so far out of `total` (the dry run's, then the run's). */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  error: z.string().nullable(),
  analysis: listingImportAnalysisSchema.nullable(),
  result: listingImportResultSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ListingImport = z.infer<typeof listingImportSchema>;

export const listingImportSummarySchema = listingImportSchema
  .pick({
    id: true,
    status: true,
    fileName: true,
    done: true,
    total: true,
    createdAt: true,
    finishedAt: true,
  })
  .extend({ created: z.number().int().min(0), updated: z.number().int().min(0) });
export type ListingImportSummary = z.infer<typeof listingImportSummarySchema>;

export const listingImportListSchema = z.object({
  imports: z.array(listingImportSummarySchema),
  /** The largest ZIP accepted, in bytes (the page says it before the upload). */
  maxBytes: z.number().int().min(0),
});
export type ListingImportList = z.infer<typeof listingImportListSchema>;

/** The upload form: the ZIP travels as the file part `file`; no text field. */
export const listingImportUploadFieldsSchema = z.object({});
