import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { webhookMessages as m } from '@immopilote/contracts';
import type { WebhookTarget } from './webhook-address';

/** The start of an answer kept for the delivery log. */
export const RESPONSE_KEPT_BYTES = 1024;

export type SendOutcome =
  | { ok: true; statusCode: number; body: string }
  | { ok: false; statusCode: number | null; body: string | null; error: string };

const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH|ERR_CERT)/;

class Timeout extends Error {}

/** Text a PostgreSQL column can hold: NUL and lone surrogates of a cut UTF-8 sequence removed. */
function storable(bytes: Buffer): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL text refuses.
  return bytes.toString('utf8').replace(/\u0000|\uFFFD$/g, '');
}

/**
 * One POST to the checked address, whatever DNS says now: the socket's `lookup` answers the address
 * `checkWebhookUrl` approved, while the Host header and TLS (SNI, certificate) keep the URL's name.
 * No redirect is followed (a 3xx is a failed try), no connection reused, and the whole exchange
 * stops at `timeoutMs`: a slow endpoint holds a worker that long at most.
 */
export function sendWebhook(
  target: WebhookTarget,
  { body, headers, timeoutMs }: { body: string; headers: Record<string, string>; timeoutMs: number },
): Promise<SendOutcome> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const text = storable(Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES));
          response.destroy();
          finish(
            statusCode >= 200 && statusCode < 300
              ? { ok: true, statusCode, body: text }
              : { ok: false, statusCode, body: text, error: m.httpError(statusCode) },
          );
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          // The rest of a long answer is not read: the log keeps 1 KB.
          if (kept >= RESPONSE_KEPT_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, body: null, error: m.timeout(Math.ceil(timeoutMs / 1000)) });
      request.destroy(new Timeout());
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      const error =
        err.code === 'ECONNREFUSED'
          ? m.connectionRefused
          : TLS_CODES.test(err.code ?? '')
            ? m.tlsFailed
            : m.connectionFailed;
      finish({ ok: false, statusCode: null, body: null, error });
    });
    request.end(body);
  });
}
