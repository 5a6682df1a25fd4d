export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** E-mail adapter: SMTP when configured, otherwise an outbox table readable at /dev/mailbox. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
