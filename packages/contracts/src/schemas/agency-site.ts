import { z } from 'zod';
import {
  FEE_SCALE_KINDS,
  FEE_SCALE_PAYERS,
  INBOUND_MESSAGE_STATUSES,
  LEAD_CHANNELS,
  RESERVED_SLUGS,
} from '../leads/constants';
import { fieldMessages } from '../messages/fields';
import { agencySiteMessages as m, feeScaleMessages as f } from '../messages/leads';
import { numberField, optionalPhoneField, optionalText, storableString } from './fields';

/** The public site's address part (`/agences/{slug}`): lower-case words joined by dashes. */
export const agencySlugField = storableString({ error: m.slugInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slugInvalid)
  .min(3, m.slugInvalid)
  .max(60, m.slugInvalid)
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), m.slugReserved);

const optionalAmount = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  numberField(
    z
      .number({ error: m.amountInvalid })
      .finite(m.amountInvalid)
      .min(0, m.amountInvalid)
      .max(1e10, m.amountInvalid),
  ).nullable(),
);

/** Optional text as a form or the API's own answer sends it back: blank, absent or null is « none ». */
const siteText = (max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), optionalText(max));

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const openingRangeSchema = z
  .object({
    from: storableString({ error: m.hoursInvalid }).regex(HHMM, m.hoursInvalid),
    to: storableString({ error: m.hoursInvalid }).regex(HHMM, m.hoursInvalid),
  })
  .refine((range) => range.from < range.to, m.hoursInvalid);
export type OpeningRange = z.infer<typeof openingRangeSchema>;

/** Seven days, Monday first, each with up to three ranges in Paris time; an empty day is closed. */
export const openingHoursSchema = z
  .array(z.array(openingRangeSchema, { error: m.hoursInvalid }).max(3, m.hoursInvalid), {
    error: m.hoursInvalid,
  })
  .length(7, m.hoursInvalid)
  .refine(
    (days) =>
      days.every((ranges) => {
        const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
        return sorted.every((range, i) => i === 0 || sorted[i - 1]!.to <= range.from);
      }),
    m.hoursOverlap,
  );
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Monday to Friday 9:00–12:30 and 14:00–19:00, Saturday 9:00–12:30: until the head says otherwise. */
export const DEFAULT_OPENING_HOURS: OpeningHours = [
  ...Array.from({ length: 5 }, () => [
    { from: '09:00', to: '12:30' },
    { from: '14:00', to: '19:00' },
  ]),
  [{ from: '09:00', to: '12:30' }],
  [],
];

/**
 * The public site and the legal identity every page of it shows (loi Hoguet, décret 72-678;
 * arrêté du 10 janvier 2017 for the fee scale): the head fills them in « Mon agence ».
 */
export const agencySiteInputSchema = z.object({
  slug: agencySlugField,
  /** Carte professionnelle « Transaction » / « Gestion » number, and the CCI that issued it. */
  cardNumber: siteText(60),
  cardIssuer: siteText(120),
  /** Financial guarantee: who holds it and for how much (absent for an agent who holds no funds). */
  guaranteeName: siteText(200),
  guaranteeAmount: optionalAmount,
  /** Professional liability insurer and policy number. */
  insurerName: siteText(200),
  insurerPolicy: siteText(100),
  /** Optional company identity printed with it. */
  legalForm: siteText(100),
  siren: siteText(20),
  /** Printed on fee invoices (issue 32): « RCS {city} » and, for a société, its share capital in euros. */
  rcsCity: siteText(100),
  shareCapital: optionalAmount,
  contactEmail: siteText(254).refine(
    (v) => v === null || z.email().safeParse(v).success,
    fieldMessages.emailInvalid,
  ),
  contactPhone: z.preprocess((value) => (value === null ? undefined : value), optionalPhoneField),
  /** A short presentation shown on the agency's page (plain text, no HTML). */
  intro: siteText(2000),
  /** Listings show the street only when the agency opts in; city and district otherwise. */
  showFullAddress: z.boolean(),
  openingHours: openingHoursSchema,
});
export type AgencySiteInput = z.input<typeof agencySiteInputSchema>;

const text = z.string().nullable();
/** The answer: what was saved, null for « none » (and the defaults before the head saves once). */
export const agencySiteSchema = z.object({
  slug: z.string().nullable(),
  cardNumber: text,
  cardIssuer: text,
  guaranteeName: text,
  guaranteeAmount: z.number().nullable(),
  insurerName: text,
  insurerPolicy: text,
  legalForm: text,
  siren: text,
  rcsCity: text,
  shareCapital: z.number().nullable(),
  contactEmail: text,
  contactPhone: text,
  intro: text,
  showFullAddress: z.boolean(),
  openingHours: openingHoursSchema,
  /** The public address of the agency's page, once a slug is chosen. */
  publicUrl: z.string().nullable(),
  /** Listings marked « Publié sur le site » among those in force. */
  publishedCount: z.number().int(),
});
export type AgencySite = z.infer<typeof agencySiteSchema>;

export const slugAvailabilityQuerySchema = z.object({ slug: storableString().max(200) });
export const slugAvailabilitySchema = z.object({ available: z.boolean(), message: z.string().nullable() });

/**
 * One row of the fee scale. A band of prices (`from`/`to`, euros; `to` null for « and above ») with
 * a rate (% TTC of the price excluding fees) and/or a fixed amount (€ TTC, or € TTC per m² for a
 * rental when `perSquareMetre`), and who pays.
 */
export const feeScaleRowSchema = z
  .object({
    kind: z.enum(FEE_SCALE_KINDS),
    label: storableString({ error: f.labelRequired })
      .trim()
      .min(1, f.labelRequired)
      .max(200, f.labelRequired),
    from: optionalAmount,
    to: optionalAmount,
    rate: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      numberField(
        z
          .number({ error: f.rateInvalid })
          .finite(f.rateInvalid)
          .min(0, f.rateInvalid)
          .max(100, f.rateInvalid),
      ).nullable(),
    ),
    amount: optionalAmount,
    perSquareMetre: z.boolean().default(false),
    payer: z.enum(FEE_SCALE_PAYERS),
  })
  .refine((row) => row.rate !== null || row.amount !== null, { message: f.rowIncomplete, path: ['rate'] })
  .refine((row) => row.from === null || row.to === null || row.to > row.from, {
    message: f.rowBoundsInvalid,
    path: ['to'],
  });
export type FeeScaleRow = z.infer<typeof feeScaleRowSchema>;

export const feeScaleTableInputSchema = z.object({
  rows: z.array(feeScaleRowSchema).max(40, f.tooManyRows),
  /** Free notes under the table (e.g. « Honoraires TTC, TVA 20 % incluse »). */
  notes: siteText(2000),
});
export type FeeScaleTableInput = z.input<typeof feeScaleTableInputSchema>;
export const feeScaleTableSchema = z.object({
  rows: z.array(feeScaleRowSchema),
  notes: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The public page and its PDF, once the agency has a slug. */
  publicUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type FeeScaleTable = z.infer<typeof feeScaleTableSchema>;

/**
 * The agency's inbound mailbox (portal lead e-mails). The password is write-only: the answer says
 * whether one is kept. The webhook's secret is shown once, when it is (re)generated.
 */
export const inboundMailboxInputSchema = z.object({
  enabled: z.boolean(),
  host: storableString({ error: m.mailboxHostInvalid })
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,253}$/, m.mailboxHostInvalid),
  port: numberField(
    z
      .number({ error: m.mailboxPortInvalid })
      .int(m.mailboxPortInvalid)
      .min(1, m.mailboxPortInvalid)
      .max(65535, m.mailboxPortInvalid),
  ),
  secure: z.boolean(),
  user: storableString().trim().min(1).max(254),
  /** Empty keeps the stored password. */
  password: storableString().max(1000).optional(),
  folder: storableString().trim().min(1).max(200).default('INBOX'),
});
export type InboundMailboxInput = z.input<typeof inboundMailboxInputSchema>;

export const inboundMailboxSchema = z.object({
  imap: z
    .object({
      enabled: z.boolean(),
      host: z.string(),
      port: z.number().int(),
      secure: z.boolean(),
      user: z.string(),
      folder: z.string(),
      hasPassword: z.boolean(),
    })
    .nullable(),
  status: z.object({
    lastPollAt: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
    /** The last failure in French (server unreachable, sign-in refused…), null once a poll succeeds. */
    lastError: z.string().nullable(),
    failures: z.number().int(),
    nextPollAt: z.string().nullable(),
  }),
  webhook: z.object({ url: z.string(), hasSecret: z.boolean() }),
  /** The last messages received, newest first (what became of each). */
  recent: z.array(
    z.object({
      id: z.string(),
      receivedAt: z.string(),
      from: z.string().nullable(),
      subject: z.string().nullable(),
      channel: z.enum(LEAD_CHANNELS),
      status: z.enum(INBOUND_MESSAGE_STATUSES),
      error: z.string().nullable(),
      leadId: z.string().nullable(),
    }),
  ),
});
export type InboundMailbox = z.infer<typeof inboundMailboxSchema>;
export const webhookSecretSchema = z.object({ secret: z.string(), url: z.string() });
