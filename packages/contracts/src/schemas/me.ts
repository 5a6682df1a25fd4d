import { z } from 'zod';
import { MEMBER_STATUSES, PERMISSIONS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../constants';

export const agencySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  code: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionPlan: z.enum(PLAN_IDS).nullable(),
  /** Every member must sign in with two-factor authentication (set by the head). */
  requireTwoFactor: z.boolean(),
});
export type Agency = z.infer<typeof agencySchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  isBoss: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  agencyId: z.uuid().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type Profile = z.infer<typeof profileSchema>;

/** Agency is only disclosed to active members: a pending member sees no agency data. */
export const meSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    twoFactorEnabled: z.boolean(),
    /** The owner followed the link sent to the address; until then no alert and no reset link. */
    emailVerified: z.boolean(),
  }),
  profile: profileSchema,
  agency: agencySchema.nullable(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const authResultSchema = z.object({
  me: meSchema,
  next: z.string(),
  existingAccount: z.boolean().optional(),
});
export type AuthResult = z.infer<typeof authResultSchema>;
