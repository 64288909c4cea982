import { type HandlerDeps, readSetting } from './handler-deps.ts';

/**
 * The setting that names a header holding the caller's address, for functions served behind
 * a proxy the operator controls and that overwrites that header on every request. Unset on
 * hosted Supabase, and it must stay so there (see below).
 */
export const TRUSTED_ADDRESS_HEADER_SETTING = 'TRUSTED_CLIENT_ADDRESS_HEADER';

/**
 * The caller's address key for the per-address limit, or null: no address is trusted.
 *
 * On hosted Supabase no request header of a function call carries an address the caller
 * cannot choose. Supabase documents none for Edge Functions; its own dump of what a function
 * receives shows the call arriving as a Cloudflare Worker subrequest (cf-worker, cdn-loop)
 * without cf-connecting-ip or x-forwarded-for; and in a Worker subrequest Cloudflare sets
 * cf-connecting-ip either to a value the Worker chose (x-real-ip) or, across zones, to one
 * fixed address shared by every caller. Keying on it would bring back the one bucket of 20
 * everybody shares; x-forwarded-for and x-real-ip can be written by the client. So the call
 * counts only against the ceiling for everyone and the per-lead limits, which no visitor
 * fills for another. Reasoning and sources: supabase/README.md, "Client addresses and rate
 * limits". The database normalizes a key once more (private.address_key).
 */
export function trustedClientAddress(deps: HandlerDeps, req: Request): string | null {
  const header = readSetting(deps, TRUSTED_ADDRESS_HEADER_SETTING);
  return header ? addressKey(req.headers.get(header)) : null;
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
