import type { SmsMessage, SmsSender } from './sms-sender';

const TIMEOUT_MS = 10_000;

/**
 * A generic JSON gateway (most French SMS providers offer one, or a small relay in front of OVH or
 * Brevo does): `POST SMS_HTTP_URL` with `{ to, text, sender }` and `Authorization: Bearer
 * SMS_HTTP_TOKEN`; any 2xx is accepted. A refusal throws, so the request that sent the code fails
 * with a French error rather than pretending the code left.
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly sender: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text, sender: this.sender }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`Passerelle SMS : réponse ${response.status}`);
    }
  }
}
