/**
 * The network part of a client address, for the moderation burst rule: IPv4 /24, IPv6 /48
 * (a site). An IPv4-mapped IPv6 address counts as IPv4. Undefined for anything unparsable.
 * Only a keyed hash of this (and of the full address) is ever stored, never the address.
 */
export function clientNetwork(ip: string): string | undefined {
  const plain = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(plain);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.some((p) => p > 255)) return undefined;
    return `${parts.slice(0, 3).join('.')}.0/24`;
  }
  if (!/^[0-9a-f:]+$/.test(plain) || !plain.includes(':')) return undefined;
  const halves = plain.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (groups.some((g) => g.length === 0 || g.length > 4)) return undefined;
  return `${groups
    .slice(0, 3)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/48`;
}
