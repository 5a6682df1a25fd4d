import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { webhookMessages as m } from '@immopilote/contracts';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors';

/** One address a host name resolves to, as `dns.lookup` answers it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests inject their own: no network). */
export type WebhookResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: WebhookResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * The range an address falls in, by ipaddr.js's names; `unicast` is the public Internet. An IPv4
 * address written as IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it is.
 */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range();
}

/**
 * Only the public Internet: loopback, private (RFC 1918), link-local (169.254.169.254, the cloud
 * metadata service, included), unique local (fc00::/7), carrier-grade NAT, multicast, broadcast,
 * unspecified, reserved and documentation ranges, and the IPv6 forms that embed an IPv4 address
 * (6to4, Teredo, NAT64) are all refused.
 */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}

export interface WebhookTarget {
  url: URL;
  /** The checked address the request connects to (pinned: DNS is not asked again). */
  address: string;
  family: 4 | 6;
}

export interface AddressRules {
  /** https only (production). */
  httpsOnly: boolean;
  /** Loopback and private addresses allowed (tests; refused in production by the configuration). */
  allowPrivate: boolean;
  resolve?: WebhookResolver;
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { url: message });

/**
 * Where a webhook may go: the URL's host resolved with DNS, every address it has public. Checked
 * when the endpoint is created and again before each try, and the try connects to the address
 * checked here, so a host that changes its DNS answer in between (DNS rebinding) reaches nothing
 * internal.
 */
export async function checkWebhookUrl(raw: string, rules: AddressRules): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(m.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(m.urlScheme);
  if (url.protocol !== 'https:' && rules.httpsOnly) throw refuse(m.urlHttpsRequired);
  if (url.username || url.password) throw refuse(m.urlCredentials);
  // `[::1]` keeps its brackets in URL.hostname.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw refuse(m.urlInvalid);
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  } else {
    try {
      addresses = await (rules.resolve ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) throw refuse(m.urlUnresolved(host));
  if (!rules.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw refuse(m.urlPrivate(host));
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}
