/**
 * Every kind of problem a build stops on, named once with its message and hint, so route checks,
 * render and producer failures, content and configuration refusals all print in one format
 * (`formatProblems`): `where (source): message` and, below, `hint: ...`.
 */
import type { BuildProblem } from './errors.ts';

export const TITLE_LENGTH = { min: 5, max: 70 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

interface Kind<A> {
  message(detail: A): string;
  hint?: (detail: A) => string | undefined;
}
const kind = <A = void>(k: Kind<A>) => k;

export const PROBLEM_KINDS = {
  'route-path': kind<{ error: string }>({ message: ({ error }) => error }),
  'duplicate-path': kind({ message: () => 'duplicate path: two routes build the same page', hint: () => 'remove one of them from its family routes file' }),
  'missing-field': kind<{ field: string }>({ message: ({ field }) => `missing ${field}` }),
  'title-length': kind<{ title: string }>({
    message: ({ title }) => `title is ${title.length} characters ("${title}")`,
    hint: () => `keep it within ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} characters before " | brand"`,
  }),
  'duplicate-title': kind<{ title: string; other: string }>({ message: ({ title, other }) => `duplicate title "${title}" (also on ${other})`, hint: () => 'every page needs its own title' }),
  'description-length': kind<{ length: number }>({
    message: ({ length }) => `description is ${length} characters`,
    hint: () => `keep it within ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters`,
  }),
  'duplicate-description': kind<{ other: string }>({ message: ({ other }) => `duplicate description (also on ${other})` }),
  'dangling-link': kind<{ href: string }>({ message: ({ href }) => `links to "${href}", which is not a built page`, hint: () => 'link to a route in the route table' }),
  'invalid-jsonld': kind<{ error: string }>({ message: ({ error }) => `invalid JSON-LD: ${error}` }),
  'render-failed': kind<{ error: Error }>({ message: ({ error }) => `render failed: ${error.message}`, hint: ({ error }) => error.stack?.split('\n').slice(1, 3).join(' ').trim() }),
  'producer-failed': kind<{ error: Error }>({ message: ({ error }) => `failed: ${error.message}` }),
  // Images (generator/images/): named by the file and line that wrote the reference, or the page's route.
  'image-missing': kind<{ src: string; folder: string }>({
    message: ({ src }) => `image "${src}" not found`,
    hint: ({ folder }) => `put the file under ${folder}/ and give its path from there (/images/chart.png is ${folder}/images/chart.png)`,
  }),
  'image-alt': kind<{ src: string }>({
    message: ({ src }) => `image "${src}" has no alt text`,
    hint: () => 'say what the image shows; an image that only decorates is marked so (Markdown: ![](/images/x.png "decorative"); a component: decorative) and gets alt=""',
  }),
  'image-too-large': kind<{ src: string; detail: string }>({
    message: ({ src, detail }) => `image "${src}" is too large (${detail})`,
    hint: () => 'keep a raster image within 8,000 px a side and 10 MB: scale it down before adding it',
  }),
  'image-format': kind<{ src: string; detail: string }>({
    message: ({ src, detail }) => `image "${src}" is not in a format the build knows (${detail})`,
    hint: () => 'use PNG, JPEG, WebP, AVIF, GIF or SVG',
  }),
  // Redirects (generator/outputs/redirects.ts): `where` is the list's file and line.
  'redirect-invalid': kind<{ error: string }>({ message: ({ error }) => error, hint: () => 'each entry is "- from: /old-path", "to: /route" and "status: 301" (or 302)' }),
  'redirect-target': kind<{ to: string }>({ message: ({ to }) => `redirects to "${to}", which is not a built page`, hint: () => 'point it at a route in the route table' }),
  'redirect-chain': kind<{ hops: string[] }>({ message: ({ hops }) => `redirect chain ${hops.join(' -> ')}`, hint: ({ hops }) => `redirect ${hops[0]} straight to ${hops.at(-1)}` }),
  'redirect-loop': kind<{ hops: string[] }>({ message: ({ hops }) => `redirect loop ${hops.join(' -> ')}`, hint: () => 'one of these paths must be a page' }),
  'redirect-live-source': kind<{ from: string }>({ message: ({ from }) => `"${from}" is a live page, so a redirect would hide it`, hint: () => 'remove the redirect, or the page from its routes file' }),
  'redirect-duplicate': kind<{ from: string; other: string }>({ message: ({ from, other }) => `"${from}" is redirected twice (also at ${other})`, hint: () => 'keep one entry' }),
  configuration: kind<{ error: string }>({ message: ({ error }) => error, hint: () => 'set it in .env or the environment (README, "Configuration")' }),
  // A content value that only stands in for the business's own, refused by a production build.
  placeholder: kind<{ field: string; value: string; why: string }>({
    message: ({ field, value, why }) => `field "${field}" is a placeholder (${value === '' ? 'empty' : `"${value}"`}: ${why})`,
    hint: () => "a production build needs the business's own value; `npm run readiness` lists what is left",
  }),
  expired: kind<{ field: string; date: string; what: string }>({
    message: ({ field, date, what }) => `field "${field}": ${what} expired on ${date}`,
    hint: () => 'set a later date (less than a year ahead) before releasing',
  }),
  // The site's navigation (its `buildNavigation`); the hint names the site's own files.
  'navigation-target': kind<{ hint: string }>({ message: () => 'the navigation links to this path but no route builds it', hint: ({ hint }) => hint }),
  // A site's content files (src/collections/load-collection.ts for Vertiq), each named with its line.
  'content-file-name': kind<{ name: string; example: string }>({
    message: ({ name }) => `file name "${name}" is not a slug`,
    hint: ({ example }) => `use lowercase words joined by hyphens, e.g. ${example} (it becomes the page address)`,
  }),
  'content-placeholder': kind<{ error: string; known: string[] }>({ message: ({ error }) => error, hint: ({ known }) => `known placeholders: ${known.join(', ')}` }),
  'content-no-front-matter': kind({ message: () => 'the file must start with a front matter block between two "---" lines' }),
  'content-front-matter-yaml': kind<{ reason: string }>({
    message: ({ reason }) => `front matter is not valid YAML: ${reason}`,
    hint: () => 'put text containing ": " or starting with a quote inside double quotes',
  }),
  'content-unknown-field': kind<{ field: string; reference: string }>({ message: ({ field }) => `field "${field}" is not part of this collection`, hint: ({ reference }) => `check its spelling against ${reference}` }),
  'content-field': kind<{ field: string; error: string; found: string }>({ message: ({ field, error, found }) => `field "${field}": ${error} (found ${found})` }),
  'content-markdown': kind<{ error: string }>({ message: ({ error }) => error }),
  'content-sample-missing': kind<{ slug: string; where: string }>({ message: ({ slug }) => `no demo sample for "${slug}"`, hint: ({ where }) => `add one to ${where}` }),
  // An incremental build's output folder (generator/session/staging.ts).
  'output-edited': kind<{ gone: string[] }>({
    message: ({ gone }) => `changed by hand since the last build: ${gone.length} file(s) it kept are gone (${gone.slice(0, 3).join(', ')})`,
    hint: () => 'nothing was changed; build again to rebuild it in full',
  }),
} satisfies Record<string, Kind<never>>;

export type ProblemKind = keyof typeof PROBLEM_KINDS;
type Detail<K extends ProblemKind> = Parameters<(typeof PROBLEM_KINDS)[K]['message']>[0];

/** A problem of kind `name` at `where` (a route, file or setting), with the catalogue's message and hint. */
export function problem<K extends ProblemKind>(name: K, at: { where: string; source?: string }, ...detail: Detail<K> extends void ? [] : [Detail<K>]): BuildProblem {
  const entry = PROBLEM_KINDS[name] as Kind<unknown>;
  const message = entry.message(detail[0]);
  const hint = entry.hint?.(detail[0]);
  return { kind: name, where: at.where, ...(at.source ? { source: at.source } : {}), message, ...(hint ? { hint } : {}) };
}
