import { z } from 'zod';

/** The variables the SMS family reads. */
export const smsEnv = z.object({
  /** A generic JSON gateway: POST `{ to, text, sender }` with `Authorization: Bearer SMS_HTTP_TOKEN`. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** The sender name the gateway shows (11 letters at most in France). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
    .default('ImmoPilote'),
});

export interface SmsConfig {
  /** The gateway when set; otherwise text messages go to the outbox table and the server log. */
  httpUrl: string | undefined;
  httpToken: string | undefined;
  sender: string;
}

export function smsConfig(env: z.infer<typeof smsEnv>): SmsConfig {
  return { httpUrl: env.SMS_HTTP_URL, httpToken: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER };
}
