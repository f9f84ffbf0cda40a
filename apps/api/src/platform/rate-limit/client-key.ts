import { isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight hextets (no zone, no embedded IPv4 handled here). */
function hextets(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map(
    (h) => Number.parseInt(h, 16).toString(16),
  );
}

/**
 * The client a per-client limit counts (decision 041): an IPv4 address as it is (an IPv4-mapped
 * IPv6 one too), an IPv6 address by its /64, the smallest block a provider hands one customer.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const parts = hextets(ip.split('%')[0]!.toLowerCase());
  // an embedded IPv4 tail (::1.2.3.4): keep the address whole rather than guess
  if (!parts || parts.some((h) => h === 'NaN')) return ip.toLowerCase();
  return `${parts.slice(0, 4).join(':')}::/64`;
}
