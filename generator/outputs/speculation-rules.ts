/**
 * Instant navigation with no script in the page: the `Speculation-Rules` response header (set in
 * `_headers` on every path) points the browser at one JSON rule set in the output, and Chromium
 * prefetches a same-origin page as the pointer rests on its link (`moderate` eagerness: ~200 ms of
 * hover, or pointerdown). Header-delivered rule sets are outside the CSP's script-src, so the policy
 * stays `script-src 'self'` with no 'unsafe-inline' (an inline `<script type="speculationrules">`
 * would need 'inline-speculation-rules').
 *
 * Never prefetch anything that writes. On this static site no URL writes: every page is a file, and
 * everything that writes (the forms' inserts and function calls) is a `fetch` to the backend, on
 * another origin, started by script after a submit, never a link. The rules still name what they
 * leave out, so a later link cannot slip in:
 * - anything not on this origin (`/*` is relative to the rule set's own URL): the backend, other
 *   sites; and `mailto:` / `tel:` links, which are not http(s) at all;
 * - anything that is a file rather than a page (a dot in the path: feeds, images, scripts, JSON,
 *   PDFs): not a navigation worth preparing, and a download;
 * - a link marked `rel="nofollow"`, `data-no-prefetch` (the opt-out for a future link with a side
 *   effect, such as an unsubscribe or sign-out link), `download` or `target` (opens elsewhere).
 * Prefetch only: the next document is fetched, never rendered in the background (prerender would
 * run its scripts and fire analytics or form code for a page nobody opened).
 */
import type { OutputFile } from './output-file.ts';

/** Where the rule set is published, as the header names it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
/** The only type Chromium accepts for a header-delivered rule set. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
/** The header's value: a structured-field list of one string. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/** Links that are never prefetched, whatever their URL. */
export const NO_PREFETCH_SELECTOR = '[rel~="nofollow"], [data-no-prefetch], [download], [target]';

export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: NO_PREFETCH_SELECTOR } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

export function speculationRulesFile(): OutputFile {
  return { path: SPECULATION_RULES_PATH.slice(1), content: `${JSON.stringify(SPECULATION_RULES, null, 2)}\n` };
}

/** `_headers` entries: the header on every path, the rule set's own type (generator/headers.ts). */
export const SPECULATION_HEADERS = {
  everyPath: { 'Speculation-Rules': SPECULATION_RULES_HEADER },
  ruleSet: { 'Content-Type': SPECULATION_RULES_TYPE },
};
