/**
 * YAML front matter and Markdown bodies, parsed once per site bundle rather than once per build:
 * gray-matter's YAML parser and marked were a large part of every build's start (BENCHMARKS.md,
 * "Figures behind the code's choices").
 * The site bundle carries the results for the files as they were when it was made (parsed-ahead.ts,
 * filled by generator/config/load-site.ts), keyed by a hash of the exact text parsed; text it does not know
 * (an edit since, or any text when running from source) is parsed here. A file that fails to parse is
 * never carried ahead, so its error is raised here, with its line, exactly as before.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import matter from 'gray-matter';
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import { PARSED_AHEAD } from './parsed-ahead.ts';
import { expandPlaceholders } from './placeholders.ts';

export interface FrontMatterFile {
  /** The front matter's YAML as data (YAML dates are Date objects). */
  data: Record<string, unknown>;
  /** The Markdown body after the front matter. */
  content: string;
  /** The front matter's text, for the line of a field in an error. */
  matter: string;
}

export function contentKey(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/** gray-matter, with a fresh options object: gray-matter caches by text otherwise, and its cache would hide edits' errors. */
export function parseFrontMatterNow(raw: string): FrontMatterFile {
  const { data, content, matter: text } = matter(raw, {});
  return { data, content, matter: text };
}

// Dates survive the trip through JSON as { "$date": ISO text }.
const DATE_KEY = '$date';
export function encodeParsed(value: unknown): string {
  const encode = (v: unknown): unknown =>
    v instanceof Date ? { [DATE_KEY]: v.toISOString() } : Array.isArray(v) ? v.map(encode) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)])) : v;
  return JSON.stringify(encode(value));
}
function decodeParsed<T>(json: string): T {
  return JSON.parse(json, (_key, v) => (v && typeof v === 'object' && typeof v[DATE_KEY] === 'string' && Object.keys(v).length === 1 ? new Date(v[DATE_KEY]) : v));
}

/**
 * Results this process already parsed, by kind and the same hash, for text the bundle does not
 * carry. `dev` evaluates the collections again after a Markdown edit (generator/dev/dev-site.ts); kept on
 * globalThis, which outlives that, only the edited file parses again. A failed parse is not kept, so
 * its error is raised each time. It grows by one entry per edited version of a file.
 */
const PARSED_HERE: { frontMatter: Map<string, string>; markdown: Map<string, string> } = ((globalThis as Record<symbol, unknown>)[Symbol.for('vertiq.parsed-content')] ??= {
  frontMatter: new Map(),
  markdown: new Map(),
}) as never;

/** The carried result for `text` when the bundle has one, else one parsed before in this process, else `parse(text)`. */
function parsedAhead<T>(kind: 'frontMatter' | 'markdown', text: string, parse: (text: string) => T): T {
  const key = contentKey(text);
  const ahead = PARSED_AHEAD[kind][key] ?? PARSED_HERE[kind].get(key);
  if (ahead !== undefined) return decodeParsed<T>(ahead);
  const parsed = parse(text);
  PARSED_HERE[kind].set(key, encodeParsed(parsed));
  return parsed;
}

export function parseFrontMatter(raw: string): FrontMatterFile {
  return parsedAhead('frontMatter', raw, parseFrontMatterNow);
}

export function markdownBody(markdown: string): RenderedMarkdown {
  return parsedAhead('markdown', markdown, renderMarkdown);
}

/**
 * What the site bundle carries (generator/config/load-site.ts fills parsed-ahead.ts with it): the parsed
 * front matter and Markdown of every content file under `contentDir` that parses, by a hash of its
 * text. A file that fails any step is left out, so loading it parses it and reports its error.
 */
export async function parseContentTree(contentDir: string): Promise<typeof PARSED_AHEAD> {
  const table: typeof PARSED_AHEAD = { frontMatter: {}, markdown: {} };
  const files = (await readdir(contentDir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile() && d.name.endsWith('.md') && d.name !== 'README.md');
  for (const file of files) {
    try {
      const raw = expandPlaceholders(await readFile(`${file.parentPath}/${file.name}`, 'utf8'));
      const parsed = parseFrontMatterNow(raw);
      table.frontMatter[contentKey(raw)] = encodeParsed(parsed);
      table.markdown[contentKey(parsed.content)] = encodeParsed(renderMarkdown(parsed.content));
    } catch {
      continue;
    }
  }
  return table;
}
