import { z } from 'zod';
import { ENERGY_CLASSES, PROPERTY_KINDS } from '../listing/constants';
import {
  ALERT_MODES,
  CONSENT_SOURCES,
  MATCH_CRITERIA,
  MATCH_EVENTS,
  MATCH_LEVELS,
  MATCH_STATES,
  MUST_HAVES,
  PROPOSAL_ANSWERS,
  SEARCH_LIMITS,
  SEARCH_STATUSES,
  SEARCH_TRANSACTIONS,
} from '../matching/constants';
import { PROPERTY_TYPES } from '../constants';
import { commonMessages } from '../messages/common';
import { matchingMessages as m } from '../messages/matching';
import { prospectingMessages } from '../messages/prospecting';
import { calendarDateField, numberField, optionalText, searchQueryField, storableString } from './fields';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** An optional amount in euros: empty is « no bound ». */
const amountField = z.preprocess(
  emptyToNull,
  numberField(
    z
      .number({ error: m.budgetInvalid })
      .finite(m.budgetInvalid)
      .min(0, m.budgetInvalid)
      .max(1_000_000_000, m.budgetInvalid),
  ).nullable(),
);
const surfaceField = z.preprocess(
  emptyToNull,
  numberField(
    z
      .number({ error: m.surfaceInvalid })
      .finite(m.surfaceInvalid)
      // The column keeps hundredths: a smaller surface would be stored as 0.
      .min(0.01, m.surfaceInvalid)
      .max(100_000, m.surfaceInvalid),
  ).nullable(),
);
const countField = z.preprocess(
  emptyToNull,
  numberField(
    z.number({ error: m.countInvalid }).int(m.countInvalid).min(0, m.countInvalid).max(50, m.countInvalid),
  ).nullable(),
);

/** A commune by its INSEE code (five characters: 2A/2B for Corsica), as the places lookup gave it. */
export const communeCodeField = storableString({ error: m.placeUnknown }).regex(
  /^(\d{5}|2[AB]\d{3})$/,
  m.placeUnknown,
);

/** The centre of a radius search: a commune, or an address within a commune (located by DVF sales). */
export const radiusCenterSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('commune'), communeCode: communeCodeField }),
    z.object({
      kind: z.literal('address'),
      communeCode: communeCodeField,
      address: storableString({ error: m.radiusCenterRequired })
        .trim()
        .min(3, m.radiusCenterRequired)
        .max(300, commonMessages.tooLong),
    }),
  ],
  { error: m.radiusCenterRequired },
);

export const radiusSchema = z.object({
  km: numberField(
    z
      .number({ error: m.radiusInvalid(SEARCH_LIMITS.maxRadiusKm) })
      .int(m.radiusInvalid(SEARCH_LIMITS.maxRadiusKm))
      .min(1, m.radiusInvalid(SEARCH_LIMITS.maxRadiusKm))
      .max(SEARCH_LIMITS.maxRadiusKm, m.radiusInvalid(SEARCH_LIMITS.maxRadiusKm)),
  ),
  center: radiusCenterSchema,
});

/**
 * A search's criteria as the agent enters them (client record « Recherches »). Places are communes
 * (several) and/or a radius around a commune or an address. Every bound is optional except the
 * transaction, one kind and one place.
 */
export const searchInputSchema = z
  .object({
    transaction: z.enum(SEARCH_TRANSACTIONS, { error: m.transactionRequired }),
    kinds: z
      .array(z.enum(PROPERTY_KINDS, { error: m.kindsRequired }))
      .min(1, m.kindsRequired)
      .max(PROPERTY_KINDS.length),
    budgetMin: amountField,
    budgetMax: amountField,
    surfaceMin: surfaceField,
    roomsMin: countField,
    bedroomsMin: countField,
    communeCodes: z
      .array(communeCodeField)
      .max(SEARCH_LIMITS.maxPlaces, m.placesTooMany(SEARCH_LIMITS.maxPlaces))
      .default([]),
    radius: radiusSchema.nullable().default(null),
    mustHaves: z.array(z.enum(MUST_HAVES)).max(MUST_HAVES.length).default([]),
    worstEnergyClass: z.preprocess(emptyToNull, z.enum(ENERGY_CLASSES).nullable()),
    wantedBy: z.preprocess(emptyToNull, calendarDateField().nullable()),
    notes: optionalText(SEARCH_LIMITS.maxNotes),
    alertMode: z.enum(ALERT_MODES).default('off'),
    /** Paris hour of the daily digest. */
    alertHour: z.preprocess(
      emptyToNull,
      numberField(
        z
          .number({ error: m.alertHourInvalid })
          .int(m.alertHourInvalid)
          .min(0, m.alertHourInvalid)
          .max(23, m.alertHourInvalid),
      ).nullable(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.budgetMin !== null && v.budgetMax !== null && v.budgetMin > v.budgetMax) {
      ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: m.budgetOrder });
    }
    if (v.communeCodes.length === 0 && v.radius === null) {
      ctx.addIssue({ code: 'custom', path: ['communeCodes'], message: m.placeRequired });
    }
    if (v.transaction === 'achat' && v.mustHaves.includes('meuble')) {
      ctx.addIssue({ code: 'custom', path: ['mustHaves'], message: m.furnishedForRentalOnly });
    }
    if (v.alertMode === 'daily' && v.alertHour === null) {
      ctx.addIssue({ code: 'custom', path: ['alertHour'], message: m.alertHourInvalid });
    }
  });
export type SearchInput = z.output<typeof searchInputSchema>;

export const searchStatusInputSchema = z.object({ status: z.enum(SEARCH_STATUSES) });

export const placeSchema = z.object({
  code: z.string(),
  name: z.string(),
  postcodes: z.array(z.string()),
  departmentCode: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** The places lookup: a commune name (three letters or more) or a postcode (five digits). */
export const placeQuerySchema = z.object({
  q: searchQueryField(100).pipe(z.string().min(2, m.placeQueryTooShort)),
});
export const placeListSchema = z.object({ items: z.array(placeSchema) });

export const searchHistoryEntrySchema = z.object({
  at: z.string(),
  byName: z.string().nullable(),
  /** French, ready to show: « Statut : Active → En pause », « Critères modifiés ». */
  text: z.string(),
});

export const searchSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  transaction: z.enum(SEARCH_TRANSACTIONS),
  kinds: z.array(z.enum(PROPERTY_KINDS)),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  surfaceMin: z.number().nullable(),
  roomsMin: z.number().int().nullable(),
  bedroomsMin: z.number().int().nullable(),
  places: z.array(placeSchema),
  radius: z.object({ km: z.number().int(), center: radiusCenterSchema, label: z.string() }).nullable(),
  mustHaves: z.array(z.enum(MUST_HAVES)),
  worstEnergyClass: z.enum(ENERGY_CLASSES).nullable(),
  wantedBy: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SEARCH_STATUSES),
  alertMode: z.enum(ALERT_MODES),
  alertHour: z.number().int().nullable(),
  /** One line in French summing the criteria: « Achat · Appartement · Toulon · ≤ 300 000 € · 60 m² min. ». */
  summary: z.string(),
  matchCount: z.number().int(),
  nearCount: z.number().int(),
  history: z.array(searchHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Search = z.infer<typeof searchSchema>;
export const searchListSchema = z.object({ items: z.array(searchSchema) });

/** One reason of a match, in French: « Budget : 285 000 € ≤ 300 000 € », « Manque : parking ». */
export const matchReasonSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  ok: z.boolean(),
  text: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const matchSchema = z.object({
  /** Stable: the search and the listing. */
  searchId: z.uuid(),
  propertyId: z.uuid(),
  level: z.enum(MATCH_LEVELS),
  state: z.enum(MATCH_STATES),
  dismissReason: z.string().nullable(),
  visitId: z.uuid().nullable(),
  reasons: z.array(matchReasonSchema),
  clientId: z.uuid(),
  clientName: z.string(),
  searchSummary: z.string(),
  property: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.string(),
    price: z.number(),
    city: z.string(),
    surface: z.number().nullable(),
    rooms: z.number().int().nullable(),
    dpeClass: z.enum(ENERGY_CLASSES).nullable(),
    photoUrl: z.string().nullable(),
    status: z.string(),
  }),
  /** The member following the client or listing, for the « Rapprochements » filter. */
  memberId: z.uuid().nullable(),
  memberName: z.string().nullable(),
  firstMatchedAt: z.string(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchListSchema = z.object({
  items: z.array(matchSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});

export const matchListQuerySchema = z.object({
  state: z.enum(MATCH_STATES).optional(),
  level: z.enum(MATCH_LEVELS).optional(),
  kind: z.enum(PROPERTY_KINDS).optional(),
  memberId: z.uuid(commonMessages.notFound).optional(),
  cursor: z.string().max(200).optional(),
});

export const matchParams = z.object({
  searchId: z.uuid(commonMessages.notFound),
  propertyId: z.uuid(commonMessages.notFound),
});

export const matchStateInputSchema = z
  .object({
    state: z.enum(MATCH_STATES),
    dismissReason: optionalText(500),
    visitId: z.preprocess(emptyToNull, z.uuid(commonMessages.notFound).nullable()).default(null),
  })
  .superRefine((v, ctx) => {
    if (v.state === 'ecarte' && !v.dismissReason) {
      ctx.addIssue({ code: 'custom', path: ['dismissReason'], message: m.dismissReasonRequired });
    }
  });

/** The client's prospecting consent (required before any alert). */
export const prospectingConsentSchema = z.object({
  consentedAt: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  withdrawnAt: z.string().nullable(),
  /** Given and not withdrawn: alerts and proposals may leave. */
  current: z.boolean(),
  /** Newest first: « Accord donné (Accord oral) », « Accord retiré », by whom. */
  history: z.array(
    z.object({
      at: z.string(),
      action: z.enum(['granted', 'withdrawn']),
      source: z.enum(CONSENT_SOURCES).nullable(),
      /** A member's name, or « le client, par le lien de désinscription ». */
      byName: z.string().nullable(),
    }),
  ),
});
export const prospectingConsentInputSchema = z
  .object({
    granted: z.boolean(),
    source: z.enum(CONSENT_SOURCES).optional(),
  })
  .superRefine((v, ctx) => {
    // The law asks to be able to show where a consent came from: a consent without its source is refused.
    if (v.granted && !v.source) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: prospectingMessages.consentSourceRequired });
    }
  });

/** A proposal sent to a client (« Propositions »). */
export const proposalSchema = z.object({
  id: z.uuid(),
  /** Null once the search or the listing was deleted: what was sent stays on the record. */
  searchId: z.uuid().nullable(),
  propertyId: z.uuid().nullable(),
  propertyName: z.string(),
  propertyCity: z.string(),
  price: z.number(),
  /** « Location »: the price is a monthly rent (`formatPrice(price, propertyType)`). */
  propertyType: z.enum(PROPERTY_TYPES),
  event: z.enum(MATCH_EVENTS),
  /** manual (the agent), instant or daily (automatic alerts). */
  via: z.enum(['manual', 'instant', 'daily']),
  sentAt: z.string(),
  sentByName: z.string().nullable(),
  answer: z.enum(PROPOSAL_ANSWERS).nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.enum(['client', 'agent']).nullable(),
});
export const proposalListSchema = z.object({ items: z.array(proposalSchema) });

export const proposeInputSchema = z.object({
  matches: z.array(matchParams).min(1).max(50),
});
export const proposeResultSchema = z.object({
  sent: z.number().int(),
  skipped: z.array(z.object({ searchId: z.uuid(), propertyId: z.uuid(), reason: z.string() })),
});

export const proposalAnswerInputSchema = z.object({ answer: z.enum(PROPOSAL_ANSWERS) });

/** The unguessable token of an alert e-mail's links (unsubscribe, answer). */
export const alertTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, commonMessages.notFound),
});

/** What the public pages behind an e-mail's links show (no sign-in). */
export const alertLinkSchema = z.object({
  agencyName: z.string(),
  clientFirstName: z.string(),
  /** The client no longer receives listings by e-mail. */
  unsubscribed: z.boolean(),
  /** For an answer link: the listing proposed and the answer already given, if any. */
  proposal: z
    .object({
      propertyName: z.string(),
      propertyCity: z.string(),
      price: z.number(),
      propertyType: z.enum(PROPERTY_TYPES),
      answer: z.enum(PROPOSAL_ANSWERS).nullable(),
    })
    .nullable(),
});
