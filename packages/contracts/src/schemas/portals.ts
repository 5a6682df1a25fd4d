import { z } from 'zod';
import {
  PORTAL_PROTOCOLS,
  PORTAL_UPLOAD_STATUSES,
  PORTAL_UPLOAD_TRIGGERS,
  PORTALS,
} from '../connect/constants';
import { portalsMessages as m } from '../messages/portals';
import { numberField, storableString } from './fields';
import { portalExportExclusionSchema } from './portal-export';

/**
 * The agency's identifier at a portal: rank 1 of every line and part of the file's name, so
 * nothing a file name or a CSV cell could trip on.
 */
export const PORTAL_AGENCY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A connection as the head fills it in. The password is write-only: required when the connection
 * is created, an empty one on edit keeps the stored one.
 */
export const portalConnectionFieldsSchema = z.object({
  /** « Autre flux Poliris » only: the name the agency gives the feed. */
  label: z.preprocess(blankToNull, storableString().trim().max(80).nullable()).default(null),
  portalAgencyId: storableString({ error: m.portalAgencyIdInvalid })
    .trim()
    .regex(PORTAL_AGENCY_ID_PATTERN, m.portalAgencyIdInvalid),
  protocol: z.enum(PORTAL_PROTOCOLS).default('ftp'),
  host: storableString({ error: m.hostInvalid })
    .trim()
    .regex(/^[A-Za-z0-9.:-]{1,253}$/, m.hostInvalid),
  port: numberField(
    z.number({ error: m.portInvalid }).int(m.portInvalid).min(1, m.portInvalid).max(65535, m.portInvalid),
  ).default(21),
  username: storableString({ error: m.usernameInvalid }).trim().min(1, m.usernameInvalid).max(254),
  /** Empty keeps the stored password (on edit). */
  password: storableString().max(1000).optional(),
  folder: storableString({ error: m.folderInvalid })
    .trim()
    .max(500, m.folderInvalid)
    .regex(/^\/[^\\\0]*$/, m.folderInvalid)
    .default('/'),
  enabled: z.boolean().default(true),
});

export const portalConnectionCreateSchema = portalConnectionFieldsSchema
  .extend({ portal: z.enum(PORTALS) })
  .superRefine((v, ctx) => {
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordRequired });
    if (v.portal === 'poliris' && !v.label)
      ctx.addIssue({ code: 'custom', path: ['label'], message: m.labelRequired });
  });
export type PortalConnectionCreate = z.input<typeof portalConnectionCreateSchema>;
export const portalConnectionUpdateSchema = portalConnectionFieldsSchema;
export type PortalConnectionUpdate = z.input<typeof portalConnectionUpdateSchema>;

/** One upload of one portal's feed, as the publication page shows it. */
export const portalUploadSchema = z.object({
  id: z.uuid(),
  status: z.enum(PORTAL_UPLOAD_STATUSES),
  trigger: z.enum(PORTAL_UPLOAD_TRIGGERS),
  sent: z.number().int().min(0),
  /** What the portal held before (the guard compares with it). */
  heldBefore: z.number().int().min(0),
  excluded: z.array(portalExportExclusionSchema),
  /** In French: the failure, or why the upload waits for the head's confirmation. */
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PortalUpload = z.infer<typeof portalUploadSchema>;

/** A connection as answered: never the password, only whether one is kept. */
export const portalConnectionSchema = z.object({
  id: z.uuid(),
  portal: z.enum(PORTALS),
  label: z.string().nullable(),
  portalAgencyId: z.string(),
  protocol: z.enum(PORTAL_PROTOCOLS),
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  hasPassword: z.boolean(),
  folder: z.string(),
  enabled: z.boolean(),
  /** How many listings the portal holds since the last upload it accepted. */
  heldCount: z.number().int().min(0),
  lastUpload: portalUploadSchema.nullable(),
  lastSuccessAt: z.string().nullable(),
});
export type PortalConnection = z.infer<typeof portalConnectionSchema>;
export const portalConnectionListSchema = z.object({ items: z.array(portalConnectionSchema) });
export type PortalConnectionList = z.infer<typeof portalConnectionListSchema>;

/** The publication page: each connected portal with its last upload (no connection details). */
export const portalPublicationSchema = z.object({
  items: z.array(
    portalConnectionSchema.pick({
      id: true,
      portal: true,
      label: true,
      portalAgencyId: true,
      enabled: true,
      heldCount: true,
      lastUpload: true,
      lastSuccessAt: true,
    }),
  ),
});
export type PortalPublication = z.infer<typeof portalPublicationSchema>;

/** « Diffuser sur »: the agency's connected portals, and those this listing goes to. */
export const propertyPortalsSchema = z.object({
  available: z.array(z.object({ portal: z.enum(PORTALS), name: z.string() })),
  selected: z.array(z.enum(PORTALS)),
});
export type PropertyPortals = z.infer<typeof propertyPortalsSchema>;
export const propertyPortalsInputSchema = z.object({
  portals: z.array(z.enum(PORTALS)).max(PORTALS.length),
});
export type PropertyPortalsInput = z.input<typeof propertyPortalsInputSchema>;
