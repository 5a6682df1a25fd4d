import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { fieldMessages } from '../messages/fields';
import {
  agencyCodeField,
  emailField,
  passwordField,
  phoneField,
  requiredText,
  storableString,
  zipField,
} from './fields';

export const signInSchema = z.object({
  email: emailField,
  password: storableString({ error: commonMessages.required }).min(1, commonMessages.required).max(1024),
});
export type SignInInput = z.input<typeof signInSchema>;

const personFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: phoneField,
  password: passwordField,
};

export const agencyFieldsSchema = z.object({
  name: requiredText(160),
  address: requiredText(300),
  city: requiredText(120),
  zip: zipField,
});
export type AgencyFieldsInput = z.input<typeof agencyFieldsSchema>;

export const signUpSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('create'),
    ...personFields,
    agencyName: requiredText(160),
    agencyAddress: requiredText(300),
    agencyCity: requiredText(120),
    agencyZip: zipField,
  }),
  z.object({
    mode: z.literal('join'),
    ...personFields,
    agencyCode: agencyCodeField,
    /** The token of an invitation link (issue 27): the agency and the address it was sent to. */
    invitation: storableString().min(20).max(200).optional(),
  }),
]);
export type SignUpInput = z.input<typeof signUpSchema>;

export const joinAgencySchema = z.object({ agencyCode: agencyCodeField });
export type JoinAgencyInput = z.input<typeof joinAgencySchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
export const resetTokenSchema = z.object({ token: storableString().min(20).max(200) });
/** The token of an e-mail confirmation link (`/verify-email#token=…`). */
export const emailVerificationTokenSchema = z.object({ token: storableString().min(20).max(200) });
export const passwordResetCompleteSchema = z
  .object({ token: storableString().min(20).max(200), password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: fieldMessages.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type PasswordResetCompleteInput = z.input<typeof passwordResetCompleteSchema>;
