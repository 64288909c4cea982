/**
 * Reads `_redirects` (the format Netlify and Cloudflare Pages read, generator/outputs/redirects.ts writes
 * it) and answers as those hosts do for a plain path: the rule applies before any file at that path
 * (so the HTML fallback written there for other hosts is not served), with the rule's status.
 * Only what the build writes is understood: `from to status`, exact paths, no splats or placeholders.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || !/^30[1278]$/.test(status)) return [];
    return [{ from, to, status: Number(status) }];
  });
}

/** The rules of the folder's `_redirects`; none when it has none. */
export async function loadRedirectRules(root: string): Promise<RedirectRule[]> {
  try {
    return parseRedirectsFile(await readFile(join(root, '_redirects'), 'utf8'));
  } catch {
    return [];
  }
}

/** The rule for `pathname`; the query string goes along, as both hosts keep it. */
export function redirectFor(rules: RedirectRule[], pathname: string, search = ''): { status: number; location: string } | undefined {
  const rule = rules.find((r) => r.from === pathname);
  return rule && { status: rule.status, location: rule.to + search };
}
