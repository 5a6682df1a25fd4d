import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { ownerReportMessages } from '../messages/owner-reports';
import { storableString } from './fields';

export const OWNER_REPORT_RECOMMENDATION_MAX = 5000;

export const ownerReportInputSchema = z.object({
  recommendation: storableString({ error: commonMessages.invalidData })
    .trim()
    .max(OWNER_REPORT_RECOMMENDATION_MAX, commonMessages.tooLong)
    .default(''),
});
export type OwnerReportInput = z.input<typeof ownerReportInputSchema>;

export const ownerReportSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  recommendation: z.string(),
  createdAt: z.string(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OwnerReport = z.infer<typeof ownerReportSchema>;

/** A mandator of a mandate in force on the property, with the e-mail the directory holds. */
export const ownerReportRecipientSchema = z.object({
  clientId: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type OwnerReportRecipient = z.infer<typeof ownerReportRecipientSchema>;

export const ownerReportListSchema = z.object({
  items: z.array(ownerReportSchema),
  recipients: z.array(ownerReportRecipientSchema),
});
export type OwnerReportList = z.infer<typeof ownerReportListSchema>;

export const ownerReportSendSchema = z.object({
  clientId: z.uuid(ownerReportMessages.errors.recipientNotMandator),
});
export type OwnerReportSendInput = z.input<typeof ownerReportSendSchema>;

export const ownerReportParams = z.object({
  id: z.uuid(ownerReportMessages.errors.notFound),
  reportId: z.uuid(ownerReportMessages.errors.notFound),
});
