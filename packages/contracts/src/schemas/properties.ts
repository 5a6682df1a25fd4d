import { z } from 'zod';
import {
  PROPERTY_PAGE_MAX,
  PROPERTY_PAGE_SIZE,
  PROPERTY_SEARCH_MAX,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '../constants';
import { SITE_HIDDEN_REASONS } from '../leads/site-paths';
import { PROPERTY_KINDS } from '../listing/constants';
import { propertyMessages } from '../messages/properties';
import {
  numberField,
  optionalText,
  priceField,
  requiredText,
  searchQueryField,
  storableString,
  zipField,
} from './fields';
import { checkFacts, propertyFactsResponseShape, propertyFactsShape, scopeFacts } from './property-facts';

/** Fields of the add and edit forms (000 §5, 001 §5), then the listing facts (issue 12). */
const propertyFieldsObject = z.object({
  name: requiredText(200),
  // A blank field is missing, not 0; a French decimal comma is accepted.
  price: z.preprocess(
    (v: string | number) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().replace(',', '.')) : v,
    priceField,
  ),
  // Any text comes in (the form's « Choisir » is blank), and only a type goes out.
  type: z
    .string({ error: propertyMessages.typeInvalid })
    .pipe(z.enum(PROPERTY_TYPES, { error: propertyMessages.typeInvalid })),
  address: requiredText(300),
  city: requiredText(120),
  zip: zipField,
  description: optionalText(20_000),
  ...propertyFactsShape,
  /**
   * « Publié sur le site » (issue 29). Absent leaves it as it is (a form that does not show the
   * switch never unpublishes); 'true'/'false' from a form, or a boolean in JSON.
   */
  publishedOnSite: z.preprocess(
    (v: boolean | string | null | undefined) =>
      v === undefined || v === null || v === ''
        ? undefined
        : v === 'true' || v === 'on'
          ? true
          : v === 'false'
            ? false
            : v,
    z.boolean({ error: propertyMessages.publishedOnSiteInvalid }).optional(),
  ),
});

/** What the API validates and the forms check: fields, facts, and the rules between them. */
export const propertyFieldsSchema = propertyFieldsObject.superRefine(checkFacts).transform(scopeFacts);
export type PropertyFields = z.output<typeof propertyFieldsSchema>;
/** What the add and edit forms hold: the text as typed (blank is « non renseigné »), ticked boxes as true. */
export type PropertyFieldsInput = z.input<typeof propertyFieldsSchema>;
export type PropertyFieldName = keyof PropertyFields;

/** The fields that must be filled, in form order, for the 'Champs manquants' toast. */
export const REQUIRED_PROPERTY_FIELDS = ['name', 'price', 'type', 'address', 'city', 'zip'] as const;

/** Edit: the same fields, plus which existing photos to drop (new ones arrive as files). */
export const propertyUpdateSchema = propertyFieldsObject
  .extend({
    removePhotoIds: z
      .union([z.uuid(propertyMessages.photoUnknown), z.array(z.uuid(propertyMessages.photoUnknown))])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  })
  .superRefine(checkFacts)
  .transform(scopeFacts);

/** The « Publié sur le site » switch of the property page. */
export const propertySiteSchema = z.object({
  publishedOnSite: z.boolean({ error: propertyMessages.publishedOnSiteInvalid }),
});

export const propertyStatusSchema = z.object({
  status: z.enum(PROPERTY_STATUSES, { error: propertyMessages.statusInvalid }),
});

const f = propertyMessages.filters;
/** An optional bound typed in a filter: blank means no bound, a French decimal comma is accepted. */
const boundField = (max: number) =>
  z.preprocess(
    (v: string | number | undefined) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    numberField(
      z.number({ error: f.boundInvalid }).min(0, f.boundInvalid).max(max, f.boundInvalid),
    ).optional(),
  );
const blankIsAll = (v: unknown) => (v === '' ? undefined : v);

export const propertyListQuerySchema = z
  .object({
    q: searchQueryField(PROPERTY_SEARCH_MAX)
      .optional()
      .transform((v) => v || undefined),
    cursor: storableString().max(200).optional(),
    limit: numberField(z.number().int().min(1).max(PROPERTY_PAGE_MAX)).default(PROPERTY_PAGE_SIZE),
    status: z.preprocess(
      blankIsAll,
      z.enum(PROPERTY_STATUSES, { error: propertyMessages.statusInvalid }).optional(),
    ),
    type: z.preprocess(
      blankIsAll,
      z.enum(PROPERTY_TYPES, { error: propertyMessages.typeInvalid }).optional(),
    ),
    kind: z.preprocess(blankIsAll, z.enum(PROPERTY_KINDS, { error: f.kindInvalid }).optional()),
    minPrice: boundField(1e12),
    maxPrice: boundField(1e12),
    minSurface: boundField(1e7),
    maxSurface: boundField(1e7),
    sort: z.preprocess(blankIsAll, z.enum(PROPERTY_SORTS, { error: f.sortInvalid }).default('recent')),
  })
  .superRefine((v, ctx) => {
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice)
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: f.rangeInverted });
    if (v.minSurface !== undefined && v.maxSurface !== undefined && v.minSurface > v.maxSurface)
      ctx.addIssue({ code: 'custom', path: ['maxSurface'], message: f.rangeInverted });
  });
export type PropertyListQuery = z.input<typeof propertyListQuerySchema>;

/** A dashboard card: only what the card shows, and one thumbnail URL (no image data). */
export const propertyCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  price: z.number(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Surface habitable, or the land's surface for a plot (m²). */
  surface: z.number().nullable(),
  rooms: z.number().nullable(),
  /** The register number of the mandate in force on the property, the latest when there are two. */
  mandateNumber: z.number().int().nullable(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyPageSchema = z.object({
  items: z.array(propertyCardSchema),
  /** Exact number of properties matching the search, all pages together. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type PropertyPage = z.infer<typeof propertyPageSchema>;

export const propertyPhotoSchema = z.object({
  id: z.uuid(),
  thumbnailUrl: z.string(),
  largeUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PropertyPhoto = z.infer<typeof propertyPhotoSchema>;

export const storedDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  text: z.string().nullable(),
  /** A client document's type (issue 15, décret 2015-1437 list); null for property and history files. */
  documentType: z.string().nullable(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

export const propertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  type: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  marketPrice: z.number().nullable(),
  marketStatus: z.number().nullable(),
  createdAt: z.string(),
  photos: z.array(propertyPhotoSchema),
  documents: z.array(storedDocumentSchema),
  ...propertyFactsResponseShape,
  /** The agency's fee scale (barème), which every sale or rental listing must point to. */
  agencyFeeScaleUrl: z.string().nullable(),
  /** « Publié sur le site » (issue 29). */
  publishedOnSite: z.boolean(),
  /** The listing's public number, given at its first publication and kept for good. */
  siteReference: z.number().int().nullable(),
  /** The listing's page on the agency's public site, while it shows there; null otherwise. */
  sitePublicUrl: z.string().nullable(),
  /** Why a listing marked « Publié sur le site » does not show there (empty when it does, or is not marked). */
  siteHiddenBecause: z.array(z.enum(SITE_HIDDEN_REASONS)),
});
export type Property = z.infer<typeof propertySchema>;
