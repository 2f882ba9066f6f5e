import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which network addresses the server may fetch a picture from on a member's behalf. Only public
 * unicast addresses pass: anything that reaches this machine, our private network, the cloud's
 * metadata service (169.254.169.254) or a carrier NAT is refused, whatever name or spelling led
 * to it. The checks work on parsed numbers, never on string prefixes, so `0177.0.0.1`,
 * `2130706433`, `[::ffff:7f00:1]` and `[0:0:0:0:0:0:0:1]` are all caught as loopback.
 */

/** [first address, prefix length] of every IPv4 block that is not the public internet. */
const IPV4_NOT_PUBLIC: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 itself reaches the local host on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

/**
 * IPv6 is checked the other way round: only global unicast (2000::/3) can be public, which alone
 * refuses ::, ::1, IPv4-mapped (::ffff:0:0/96) and -compatible addresses, NAT64 (64:ff9b::/96),
 * unique-local (fc00::/7), link-local (fe80::/10), site-local and multicast. Inside 2000::/3 these
 * blocks are still not a public host of their own (some wrap an IPv4 address that could be ours).
 */
const IPV6_GLOBAL_NOT_PUBLIC: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32 wraps an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (wraps an IPv4 address)
  ['3fff::', 20], // documentation
];

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inIpv4Block(value: number, [base, bits]: [string, number]): boolean {
  const size = 2 ** (32 - bits);
  const start = ipv4ToNumber(base);
  return value >= start && value < start + size;
}

/** The 128 bits of an IPv6 address as a bigint (handles `::` and a dotted IPv4 tail). */
export function ipv6ToBigInt(address: string): bigint {
  let text = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = ipv4ToNumber(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = rest === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return groups.reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g || '0', 16)), 0n);
}

function inIpv6Block(value: bigint, [base, bits]: [string, number]): boolean {
  const shift = BigInt(128 - bits);
  return value >> shift === ipv6ToBigInt(base) >> shift;
}

/** Whether an IP address (v4 or v6, as DNS or a URL gives it) is a public internet host. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  if (isIPv4(ip)) {
    const value = ipv4ToNumber(ip);
    return !IPV4_NOT_PUBLIC.some((block) => inIpv4Block(value, block));
  }
  if (isIPv6(ip)) {
    const value = ipv6ToBigInt(ip);
    if (!inIpv6Block(value, ['2000::', 3])) return false;
    return !IPV6_GLOBAL_NOT_PUBLIC.some((block) => inIpv6Block(value, block));
  }
  // Not an address at all: never treated as public.
  return false;
}

/** Whether a URL host is an IP literal (the WHATWG parser has already normalised 0x7f.1 and friends). */
export function isIpLiteral(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIPv4(host) || isIPv6(host);
}
