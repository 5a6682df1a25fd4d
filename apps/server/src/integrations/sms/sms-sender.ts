/** One text message: a French mobile number in international form (+33…) and its text. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** SMS adapter: an HTTP gateway when configured, otherwise the server log and an outbox table administrators read. */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}

/** Where the outbox adapter prints each message: the server's log. */
export interface SmsLog {
  info(obj: object, msg: string): void;
}
