import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an image shown inside the HTML (`<img src="cid:…">`) rather than attached. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (`List-Unsubscribe`…): passed to SMTP as they are, kept by the outbox. */
  headers?: Record<string, string>;
}

/** E-mail adapter: SMTP when configured, otherwise the server log and an outbox table only administrators read. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** Where the outbox adapter prints each message: the server's log. */
export type MailLog = Pick<FastifyBaseLogger, 'info'>;
