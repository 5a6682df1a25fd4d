import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { phoneField, requiredText, storableString } from './fields';

/** The fields « Mon profil » edits (spec 001 §2 /profile); the e-mail cannot change. */
export const profileUpdateSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneField,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const profileDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/** Deleting the account asks for the password again. */
export const accountDeletionSchema = z.object({
  password: storableString({ error: commonMessages.required }).min(1, commonMessages.required).max(1024),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
