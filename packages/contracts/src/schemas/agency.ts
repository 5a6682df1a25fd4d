import { z } from 'zod';
import { MEMBER_STATUSES, PERMISSIONS } from '../constants';
import { agencyMessages } from '../messages/agency';
import { emailField, optionalText } from './fields';
import { agencySchema } from './me';

/** A member of the head's agency as /agency-settings shows them (pending or active only). */
export const agencyMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isBoss: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /**
   * Wrong passwords typed for this member's account (anyone, anywhere) since `since` (ISO date-time),
   * within the last 30 days; null when there were none.
   */
  failedSignIns: z.object({ count: z.number().int().positive(), since: z.string() }).nullable(),
});
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

export const agencySettingsSchema = z.object({
  agency: agencySchema,
  members: z.array(agencyMemberSchema),
  /** The fee scale (barème) listings link to (issue 12). */
  feeScaleUrl: z.string().nullable(),
  /** Poliris rank 1, the identifier SeLoger gave the agency (issue 26). */
  polirisAgencyId: z.string().nullable(),
});
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

/** The whole list each time: a toggle sends the member's four permissions as they should be. */
export const memberPermissionsSchema = z.object({
  permissions: z
    .array(z.enum(PERMISSIONS, { error: agencyMessages.unknownPermission }))
    .max(PERMISSIONS.length)
    .refine((list) => new Set(list).size === list.length, agencyMessages.duplicatePermission),
});
export type MemberPermissionsInput = z.input<typeof memberPermissionsSchema>;

export const pendingRequestsSchema = z.object({ count: z.number().int().min(0) });

/** All a pending member may learn about the agency they asked to join: its name. */
export const pendingAgencySchema = z.object({ name: z.string() });

/** Accepting a join request grants its permissions in the same request (issue 27). */
export const acceptMemberSchema = memberPermissionsSchema;
export type AcceptMemberInput = z.input<typeof acceptMemberSchema>;

/** The head invites a colleague by e-mail; the names only greet them in the mail. */
export const invitationInputSchema = z.object({
  email: emailField,
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** An invitation still usable: neither used, revoked nor expired. */
export const agencyInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AgencyInvitation = z.infer<typeof agencyInvitationSchema>;

export const agencyInvitationsSchema = z.object({ items: z.array(agencyInvitationSchema) });
