import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** E-mail adapter: SMTP when configured, otherwise the server log and an outbox table only administrators read. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** Where the outbox adapter prints each message: the server's log. */
export type MailLog = Pick<FastifyBaseLogger, 'info'>;
