import { z } from 'zod';
import { CALENDAR_DEFAULT_DURATION } from '../constants';
import { LEAD_CHANNELS, LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATES } from '../leads/constants';
import { publicSiteMessages } from '../messages/agency-site';
import { calendarMessages } from '../messages/calendar';
import { commonMessages } from '../messages/common';
import { leadsMessages as m } from '../messages/leads';
import { calendarDateField, durationField, optionalPhoneField, storableString, timeField } from './fields';
import { blankToNull, checkParisClock } from './history';

const person = z.object({ id: z.string(), name: z.string() });

/** A lead as the inbox shows it (issue 29, « Demandes »). Texts are plain: the web renders them as text only. */
export const leadSchema = z.object({
  id: z.string(),
  state: z.enum(LEAD_STATES),
  source: z.enum(LEAD_SOURCES),
  channel: z.enum(LEAD_CHANNELS),
  /** The agency's listing it is about, when one was named and found. */
  property: z.object({ id: z.string(), name: z.string(), reference: z.number().int().nullable() }).nullable(),
  /** The reference as the sender wrote it (a portal's listing reference), matched or not. */
  listingReference: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  wantsVisit: z.boolean(),
  /** Consent to be contacted, with the text the visitor accepted (forms) or null (a portal's e-mail). */
  consent: z.object({ given: z.boolean(), text: z.string().nullable() }),
  /** The client this lead belongs to (merged or converted). */
  client: person.nullable(),
  /** Existing clients with the same normalised e-mail or phone, when not yet merged. */
  duplicates: z.array(person.extend({ by: z.enum(['email', 'phone']) })),
  assignedTo: person.nullable(),
  receivedAt: z.string(),
  firstResponseAt: z.string().nullable(),
  /** Minutes from reception to first response, counted in the agency's opening hours (null while unanswered). */
  responseMinutes: z.number().int().nullable(),
  /** Still `nouvelle` past the response target, counted in opening hours. */
  overdue: z.boolean(),
  /** The raw e-mail is kept (a generic lead, or any imported message) and can be downloaded. */
  hasRawMessage: z.boolean(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadEventSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  at: z.string(),
  by: z.string().nullable(),
  detail: z.string().nullable(),
  /** The event told in French, names resolved (« État : Contactée », « Attribuée à Marie Dupont »): show this. */
  label: z.string(),
});
export const leadDetailSchema = leadSchema.extend({ events: z.array(leadEventSchema) });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadListQuerySchema = z.object({
  state: z.enum(LEAD_STATES).optional(),
  member: z.uuid(m.memberInvalid).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  cursor: z.string().max(200).optional(),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadListSchema = z.object({
  items: z.array(leadSchema),
  nextCursor: z.string().nullable(),
  counts: z.record(z.enum(LEAD_STATES), z.number().int()),
  /** Median first-response time over the last 30 days, in opening-hours minutes (null without any). */
  medianResponseMinutes: z.number().int().nullable(),
  overdueCount: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadUpdateSchema = z
  .object({
    state: z.enum(LEAD_STATES, { error: m.stateInvalid }).optional(),
    assignedTo: z.uuid(m.memberInvalid).nullable().optional(),
  })
  .refine((v) => v.state !== undefined || v.assignedTo !== undefined);
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

export const leadMergeSchema = z.object({ clientId: z.uuid(m.clientInvalid) });

/** « Créer le client » : a client from the lead, and a search from its listing when it names one. */
export const leadConvertSchema = z.object({ withSearch: z.boolean().default(true) });
export const leadConvertResultSchema = z.object({ clientId: z.string(), searchId: z.string().nullable() });

/** A client's leads, newest first (the client record's « Demandes »). */
export const clientLeadListSchema = z.object({ items: z.array(leadSchema) });
export type ClientLeadList = z.infer<typeof clientLeadListSchema>;

/**
 * « Planifier une visite » from a lead: what the calendar's planning takes (property, date, time,
 * duration), the client being the lead's (converted first when it has none). The property defaults
 * to the lead's listing; the description to « Visite demandée par … ».
 */
export const leadVisitInputSchema = z
  .object({
    propertyId: z.preprocess(
      blankToNull<string | null | undefined>,
      z.uuid(calendarMessages.propertyRequired).nullable().default(null),
    ),
    date: calendarDateField(),
    startTime: z.preprocess(
      blankToNull<string>,
      z.string({ error: calendarMessages.timeRequired }).pipe(timeField()),
    ),
    durationMinutes: durationField.default(CALENDAR_DEFAULT_DURATION),
    description: z.preprocess(
      blankToNull<string | null | undefined>,
      storableString().trim().max(20_000, commonMessages.tooLong).nullable().default(null),
    ),
  })
  .superRefine(checkParisClock);
export type LeadVisitInput = z.input<typeof leadVisitInputSchema>;

/** The member's badge and the dashboard's flag. */
export const leadSummarySchema = z.object({
  newCount: z.number().int(),
  mineNewCount: z.number().int(),
  overdueCount: z.number().int(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/**
 * The inbound webhook's body (documented in docs/inbound-mail.md): a mail service posts the raw
 * message (RFC 5322, as received) or its parts. Signed with the agency's secret:
 * `X-ImmoPilote-Signature: sha256=<hex HMAC of the raw body>`.
 */
export const inboundWebhookBodySchema = z.union([
  z.object({ raw: z.string().min(1).max(15_000_000) }),
  z.object({
    messageId: z.string().min(1).max(998),
    from: z.string().max(998),
    to: z.string().max(998).optional(),
    subject: z.string().max(998).default(''),
    text: z.string().max(10_000_000).default(''),
    html: z.string().max(10_000_000).optional(),
    date: z.string().max(100).optional(),
  }),
]);
export type InboundWebhookBody = z.infer<typeof inboundWebhookBodySchema>;

const f = publicSiteMessages.form;
/** A checkbox of an HTML form: present (« on », or the value it carries) when ticked, absent otherwise. */
const checkbox = z.preprocess((value) => value === 'on' || value === '1' || value === true, z.boolean());

/**
 * The public site's contact form (issue 29), posted as application/x-www-form-urlencoded by a
 * browser without JavaScript: name, a way to answer (e-mail or phone), the message, « je souhaite
 * visiter » and the consent to be contacted. The honeypot and the signed time are checked apart.
 */
export const siteContactFormSchema = z
  .object({
    name: storableString({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200, f.nameTooLong),
    email: storableString({ error: f.emailInvalid })
      .trim()
      .max(254, f.emailInvalid)
      .default('')
      .transform((v) => v.toLowerCase())
      .refine((v) => v === '' || z.email().safeParse(v).success, f.emailInvalid)
      .transform((v) => (v ? v : null)),
    phone: optionalPhoneField,
    message: storableString().max(5000, m.messageTooLong).default(''),
    wantsVisit: checkbox,
    consent: checkbox.refine((v) => v, m.consentRequired),
  })
  .refine((v) => v.email !== null || v.phone !== null, { message: m.contactRequired, path: ['email'] });
export type SiteContactForm = z.infer<typeof siteContactFormSchema>;
