/**
 * The machine a caller's address stands for, as limits per caller count it: every loopback address
 * (127.0.0.0/8, ::1, and those written as IPv4-mapped IPv6) is this one machine, which can open
 * connections from any of them; an IPv6 address is its /64, which one customer's router hands out
 * whole; any other address is itself.
 */
export function machineOf(address: string): string {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1') return 'loopback';
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(v4)) return v4;
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [''];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) => part.toLowerCase());
}
