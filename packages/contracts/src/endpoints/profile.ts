import { accountDeletionSchema, profileDetailsSchema, profileUpdateSchema } from '../schemas/profile';
import { accepted, endpoint, json, noContent, ok } from './define';

/** « Mon profil »: the signed-in user's own account, whatever their agency membership. */
export const profileEndpoints = {
  update: endpoint({
    method: 'PATCH',
    path: '/api/profile',
    body: json(profileUpdateSchema),
    response: ok(profileDetailsSchema),
  }),
  /** Sends the reset e-mail to the account's own address (the password-reset job). */
  requestPasswordReset: endpoint({ method: 'POST', path: '/api/profile/password-reset', response: accepted }),
  /** Deletes the account for good (and the agency with it for a head); signs out. */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/profile/delete-account',
    body: json(accountDeletionSchema),
    response: noContent,
  }),
} as const;
