/**
 * The caller's address key for the per-address limit, or null when no address can be
 * trusted. Only Cloudflare's `cf-connecting-ip` counts: Cloudflare sets it on every request
 * it proxies, and Supabase's API domain is behind Cloudflare. `x-forwarded-for` and
 * `x-real-ip` are never read: hosted Supabase passes a client's own x-forwarded-for through,
 * and Supabase documents no client-address header for Edge Functions at all (reasoning and
 * sources: supabase/README.md, "Client addresses and rate limits"). Without the header the
 * call still counts against the ceiling for everyone and the per-lead limits, never against
 * a small bucket other visitors share. The database normalizes the key once more
 * (private.address_key), so this is a convenience, not the guard.
 */
export function trustedClientAddress(req: Request): string | null {
  return addressKey(req.headers.get('cf-connecting-ip'));
}

/**
 * The counter key of one address, as private.address_key computes it: an IPv4 host as
 * written ('203.0.113.9'; an IPv4-mapped IPv6 address is its IPv4 host), an IPv6 host as
 * its /64 prefix ('2001:db8:1:2::/64'), anything else null.
 */
export function addressKey(text: string | null | undefined): string | null {
  const address = text?.trim();
  if (!address) return null;
  if (isIpv4(address)) return address.split('.').map(Number).join('.');
  const groups = ipv6Groups(address.replace(/\/64$/, ''));
  if (!groups) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  return `${compressIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  let tail: number[] = [];
  let rest = text;
  const ipv4Tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (ipv4Tail) {
    if (!isIpv4(ipv4Tail[2])) return null;
    const [a, b, c, d] = ipv4Tail[2].split('.').map(Number);
    tail = [(a << 8) | b, (c << 8) | d];
    rest = ipv4Tail[1].endsWith('::') ? ipv4Tail[1] : ipv4Tail[1].slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const [head, after] = rest.includes('::') ? rest.split('::') : [rest, undefined];
  const headGroups = parse(head);
  const afterGroups = after === undefined ? [] : parse(after);
  const written = [...headGroups, ...afterGroups];
  if (!written.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const missing = 8 - written.length - tail.length;
  if (after === undefined ? missing !== 0 : missing < 1) return null;
  const numbers = (groups: string[]) => groups.map((group) => parseInt(group, 16));
  return [...numbers(headGroups), ...Array<number>(after === undefined ? 0 : missing).fill(0), ...numbers(afterGroups), ...tail];
}

/** RFC 5952 text of eight groups: lower case, the longest run (2+) of zero groups as '::'. */
function compressIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; ) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
