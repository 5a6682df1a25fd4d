import { requiredText } from '../schemas/fields';
import { z } from 'zod';
import { outboxMailListSchema } from '../schemas/admin';
import { SIGNATURE_SIGNERS_MAX, SIGNER_ROLES } from '../signatures/constants';
import { created, endpoint, json, ok } from './define';

/**
 * A signature request on a made-up document of `pages` pages, for the signing page's end-to-end
 * walk and its screenshots before (and beside) the mandate and visit flows that make real ones.
 */
export const devSignatureRequestSchema = z.object({
  title: requiredText(200),
  pages: z.number().int().min(1).max(60),
  offersEarlyStart: z.boolean().default(false),
  signers: z
    .array(z.object({ role: z.enum(SIGNER_ROLES), name: requiredText(120), email: z.email() }))
    .min(1)
    .max(SIGNATURE_SIGNERS_MAX),
});

export const devEndpoints = {
  /** Only with DEV_MAILBOX=true, and only for requests from this machine (loopback). */
  mailbox: endpoint({ method: 'GET', path: '/api/dev/mailbox', response: ok(outboxMailListSchema) }),
  /** Same conditions; for the signed-in member's agency. */
  signatureRequest: endpoint({
    method: 'POST',
    path: '/api/dev/signature-request',
    body: json(devSignatureRequestSchema),
    response: created(z.object({ id: z.uuid() })),
  }),
} as const;
