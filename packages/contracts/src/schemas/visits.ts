import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { visitMessages } from '../messages/visits';
import {
  OWNER_NOTICE_CADENCES,
  SIGNATURE_SIGNERS_MAX,
  VISIT_INTERESTS,
  VISIT_PRICE_OPINIONS,
} from '../signatures/constants';
import { signatureRequestSummarySchema } from './signatures';
import { emailField, optionalPhoneField, optionalText, storableString } from './fields';

/** The longest remark the feedback form keeps. */
export const VISIT_REMARKS_MAX = 2000;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * One visitor of the slip: a client of the directory (its details come from there) or a person
 * typed in. Each signs with a code sent to their e-mail, so the service refuses one without.
 */
export const visitSlipVisitorInputSchema = z.object({
  clientId: z.preprocess(blank, z.uuid(visitMessages.errors.clientNotFound).nullable().optional()),
  name: z.preprocess(blank, storableString().trim().max(120, commonMessages.tooLong).optional()),
  email: z.preprocess(blank, emailField.optional()),
  phone: optionalPhoneField,
});
export type VisitSlipVisitorInput = z.input<typeof visitSlipVisitorInputSchema>;

export const visitSlipInputSchema = z.object({
  visitors: z
    .array(visitSlipVisitorInputSchema, { error: visitMessages.errors.visitorsRequired })
    .min(1, visitMessages.errors.visitorsRequired)
    .max(SIGNATURE_SIGNERS_MAX, visitMessages.errors.visitorsTooMany(SIGNATURE_SIGNERS_MAX)),
});
export type VisitSlipInput = z.input<typeof visitSlipInputSchema>;

export const visitFeedbackInputSchema = z.object({
  interest: z.enum(VISIT_INTERESTS, commonMessages.required),
  priceOpinion: z.enum(VISIT_PRICE_OPINIONS, commonMessages.required),
  remarks: optionalText(VISIT_REMARKS_MAX),
});
export type VisitFeedbackInput = z.input<typeof visitFeedbackInputSchema>;

export const visitHistoryParams = z.object({ historyId: z.uuid(visitMessages.errors.notFound) });

export const visitVisitorSchema = z.object({
  clientId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type VisitVisitor = z.infer<typeof visitVisitorSchema>;

export const visitFeedbackSchema = z.object({
  interest: z.enum(VISIT_INTERESTS),
  priceOpinion: z.enum(VISIT_PRICE_OPINIONS),
  remarks: z.string().nullable(),
  recordedAt: z.string(),
});
export type VisitFeedback = z.infer<typeof visitFeedbackSchema>;

/** A visit as its slip and feedback forms see it (a history entry of type visit). */
export const visitSchema = z.object({
  historyId: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  /** The visit has started (Paris time): the feedback form opens. */
  started: z.boolean(),
  /** The transaction mandate in force on the property now (printed on a new slip); null: none. */
  mandateNumberInForce: z.number().int().nullable(),
  /** The entry's client, first visitor of a new slip (contact details only with the directory permission). */
  suggestedVisitors: z.array(visitVisitorSchema),
  slip: z
    .object({
      mandateNumber: z.number().int().nullable(),
      visitors: z.array(visitVisitorSchema),
      signature: signatureRequestSummarySchema.nullable(),
    })
    .nullable(),
  feedback: visitFeedbackSchema.nullable(),
  /** When the owner notice carrying this visit was sent; null: not yet. */
  notifiedAt: z.string().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

export const ownerNoticeSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  recipients: z.array(z.string()),
  visitCount: z.number().int(),
  cadence: z.enum(OWNER_NOTICE_CADENCES),
  hasPdf: z.boolean(),
});
export type OwnerNotice = z.infer<typeof ownerNoticeSchema>;

export const ownerNoticeListSchema = z.object({
  items: z.array(ownerNoticeSchema),
  cadence: z.enum(OWNER_NOTICE_CADENCES),
  /** Done visits of the mandate's property not yet told to the owner. */
  pendingVisits: z.number().int(),
  /**
   * The latest day the next automatic notice leaves (Paris), `soon` when it leaves at the next
   * hourly pass; null when nothing waits or no mandator has an e-mail.
   */
  nextSending: z.union([z.literal('soon'), z.string()]).nullable(),
  /** No mandator of the mandate has an e-mail: nothing can be sent. */
  missingRecipients: z.boolean(),
});
export type OwnerNoticeList = z.infer<typeof ownerNoticeListSchema>;

export const ownerNoticeParams = z.object({
  id: z.uuid(commonMessages.notFound),
  noticeId: z.uuid(visitMessages.errors.noticeNotFound),
});

export const ownerNoticeCadenceSchema = z.object({
  cadence: z.enum(OWNER_NOTICE_CADENCES, commonMessages.invalidData),
});
export type OwnerNoticeCadenceInput = z.input<typeof ownerNoticeCadenceSchema>;
