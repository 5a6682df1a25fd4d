import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pdfMessages } from '@immopilote/contracts';
import { AppError } from '../../errors';

/** Long enough to read the result, correct a form and press Sauvegarder. */
const RECEIPT_TTL_MS = 2 * 60 * 60 * 1000;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * Extraction stores nothing: the browser keeps the PDF until the user saves. The receipt binds the
 * agency, the file and the text the server extracted, so the save request cannot attach another
 * file or a rewritten transcription, and no staging copy can be left behind.
 */
export class ExtractionReceipts {
  private readonly secret: Buffer;
  constructor(secret: string | undefined) {
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(agencyId: string, pdf: Uint8Array, text: string, now = Date.now()): string {
    const expires = now + RECEIPT_TTL_MS;
    return `${expires}.${this.mac(`${agencyId}:${sha256(pdf)}:${sha256(text)}:${expires}`)}`;
  }

  verify(receipt: string, agencyId: string, pdf: Uint8Array, text: string, now = Date.now()): void {
    const [expiresText, mac] = receipt.split('.');
    const expires = Number(expiresText);
    const expected = Number.isFinite(expires)
      ? this.mac(`${agencyId}:${sha256(pdf)}:${sha256(text)}:${expires}`)
      : '';
    const valid =
      !!mac &&
      mac.length === expected.length &&
      timingSafeEqual(Buffer.from(mac), Buffer.from(expected)) &&
      expires > now;
    if (!valid) throw new AppError('VALIDATION_FAILED', pdfMessages.receiptInvalid);
  }
}
