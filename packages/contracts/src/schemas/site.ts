import { z } from 'zod';

/** Public details of the operator, from server configuration (GET /api/site-info, guard public). */
export const siteInfoSchema = z.object({
  support: z.object({
    email: z.email(),
    /** Display form, e.g. '01 23 45 67 89'; null when the operator has not published a line. */
    phone: z.string().nullable(),
  }),
  publisher: z.object({
    name: z.string(),
    legalForm: z.string().nullable(),
    address: z.string().nullable(),
    siren: z.string().nullable(),
    director: z.string().nullable(),
  }),
  host: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
  }),
  privacy: z.object({
    contactEmail: z.email(),
    sessionDays: z.number().int().positive(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
