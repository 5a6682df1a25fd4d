import { isIP } from 'node:net';

/**
 * Whether the client is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback mapped into IPv6.
 * Takes `request.ip`, which is the forwarded address when TRUST_PROXY is on, so a request relayed
 * by a proxy on this machine counts as its real client, never as loopback.
 */
export function isLoopback(ip: string): boolean {
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(ip) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(ip.toLowerCase());
}
