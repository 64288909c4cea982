/**
 * Reads one collection of content/ (a folder of Markdown files with YAML front matter), checks each
 * file's front matter against the collection's zod schema and renders its body. A bad file stops the
 * build with `content/<folder>/<file>.md:<line>`, the field and what was expected, all files at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from './zod.ts';
import { BuildError, type BuildProblem } from '../../generator/check/errors.ts';
import { problem } from '../../generator/check/problems.ts';
import { MarkdownError, type RenderedMarkdown } from './markdown.ts';
import { contentKey, FrontMatterLimitError, markdownBody, parseFrontMatter, type FrontMatterFile } from './parsed-content.ts';
import { declareInput, recordRead } from '../../generator/render/usage.ts';
import { hasContentImages, resolveContentImages } from '../../generator/images/table.ts';
import { expandPlaceholders, PlaceholderError } from './placeholders.ts';
import { contentPath, projectRoot, type ContentRoots } from './content-root.ts';
import { describe, fieldLine } from './field-line.ts';
import { CONTENT_FROM } from './content-from.ts';

export interface CollectionEntry<T> {
  /** The file name without `.md`: the page's slug. */
  slug: string;
  /** Path from the project root, e.g. `content/trends/on-premises-ai.md`. */
  file: string;
  data: T;
  body: RenderedMarkdown;
}

export { projectRoot };

/** Compiled in by the engine as it loads the site: true in a draft build (generator/config/site.ts SiteLoadOptions). */
declare const __DRAFT_BUILD__: boolean | undefined;

/**
 * Drafts are built only where someone previews: `build --draft` and `dev`, whose `draft` option the
 * engine compiles into the site's module. Imported unbundled (unit tests), the module has no drafts.
 */
export function draftsIncluded(): boolean {
  return typeof __DRAFT_BUILD__ === 'boolean' && __DRAFT_BUILD__;
}

export interface LoadOptions {
  root?: string;
  /** A folder whose files take the place of content/'s (content-root.ts); default: the build's. */
  contentFrom?: string;
  includeDrafts?: boolean;
}

/**
 * `body` as seen by code: every look at it (a property, its keys, spreading it) records a read of
 * `key`, so a build knows which pages used which file's body. Passing the object on reads nothing.
 */
function readRecorded<T extends object>(body: T, key: string): T {
  return new Proxy(body, {
    get: (target, property, receiver) => (recordRead(key), Reflect.get(target, property, receiver)),
    has: (target, property) => (recordRead(key), Reflect.has(target, property)),
    ownKeys: (target) => (recordRead(key), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, property) => (recordRead(key), Reflect.getOwnPropertyDescriptor(target, property)),
  });
}

/** How wide a Markdown image shows: the prose column (42rem at most, ArticlePage.tsx), less padding on a phone. */
const PROSE_IMAGE_SIZES = '(min-width: 48rem) 42rem, calc(100vw - 2rem)';

/**
 * `body` whose images are pictures: its HTML holds placeholders (markdown.ts), made pictures each
 * time a page reads it, so each image is an input of the page that shows it (generator/images/table.ts).
 */
function withImages(body: RenderedMarkdown, file: string, firstLine: number): RenderedMarkdown {
  if (!hasContentImages(body.html)) return body;
  const html = body.html;
  return {
    ...body,
    get html() {
      return resolveContentImages(html, { file, firstLine, sizes: PROSE_IMAGE_SIZES });
    },
  };
}

/** Loads `content/<folder>/*.md`, sorted by file name; throws one BuildError listing every bad file. */
export function loadCollection<S extends z.ZodType<{ draft?: boolean }>>(folder: string, schema: S, options: LoadOptions = {}): CollectionEntry<z.output<S>>[] {
  const roots: ContentRoots = { root: options.root ?? projectRoot(), contentFrom: 'contentFrom' in options ? options.contentFrom : CONTENT_FROM };
  const { path: dir, shown: shownDir } = contentPath(roots, folder);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
  const problems: BuildProblem[] = [];
  const entries: CollectionEntry<z.output<S>>[] = [];
  for (const name of names) {
    const file = `${shownDir}/${name}`;
    const slug = name.slice(0, -3);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push(problem('content-file-name', { where: file }, { name, example: 'on-premises-ai.md' }));
      continue;
    }
    let raw: string;
    try {
      raw = expandPlaceholders(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      problems.push(problem('content-placeholder', { where: `${file}:${error.line}` }, { error: error.message, known: ['{{brand}}', '{{email}}', '{{phone}}', '{{address}}', '{{auditPlans}}'] }));
      continue;
    }
    if (!raw.startsWith('---\n')) {
      problems.push(problem('content-no-front-matter', { where: `${file}:1` }));
      continue;
    }
    let parsed: FrontMatterFile;
    try {
      parsed = parseFrontMatter(raw);
    } catch (error) {
      if (error instanceof FrontMatterLimitError) {
        problems.push({ where: `${file}:${error.line}`, message: error.message, hint: 'front matter holds a page\'s few fields: move long text into the body, and do not use YAML aliases' });
        continue;
      }
      const mark = (error as { mark?: { line: number } }).mark;
      problems.push(problem('content-front-matter-yaml', { where: `${file}:${(mark?.line ?? 0) + 2}` }, { reason: (error as { reason?: string }).reason ?? (error as Error).message }));
      continue;
    }
    const result = schema.safeParse(parsed.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) {
            const path = [...issue.path, key];
            problems.push(problem('content-unknown-field', { where: `${file}:${fieldLine(parsed.matter, path)}` }, { field: path.join('.'), reference: 'content/README.md' }));
          }
          continue;
        }
        const field = issue.path.join('.') || '(front matter)';
        const got = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key as string], parsed.data);
        problems.push(problem('content-field', { where: `${file}:${fieldLine(parsed.matter, issue.path)}` }, { field, error: issue.message, found: describe(got) }));
      }
      continue;
    }
    // Incremental builds: the front matter is read here, as the module loads (so every page depends
    // on it); the body only when a page reads it (generator/render/usage.ts).
    const front = `${file}#front`;
    const bodyKey = `${file}#body`;
    declareInput(front, contentKey(raw.slice(0, raw.length - parsed.content.length)));
    declareInput(bodyKey, contentKey(parsed.content));
    recordRead(front);
    if (result.data.draft && !options.includeDrafts) {
      recordRead(bodyKey);
      continue;
    }
    const bodyStartLine = raw.slice(0, raw.length - parsed.content.length).split('\n').length;
    try {
      entries.push({ slug, file, data: result.data, body: readRecorded(withImages(markdownBody(parsed.content), file, bodyStartLine), bodyKey) });
    } catch (error) {
      if (!(error instanceof MarkdownError)) throw error;
      problems.push(problem('content-markdown', { where: `${file}:${bodyStartLine + error.line - 1}` }, { error: error.message }));
    }
  }
  if (problems.length) throw new BuildError(problems);
  return entries;
}

/**
 * A collection whose entries carry an `order` (features, industries, audiences, solutions): the pages
 * in that order, each as `{ slug, file, ...front matter }` without `order` and `draft`.
 */
export function loadOrderedPages<S extends z.ZodType<{ order: number; draft?: boolean }>>(folder: string, schema: S): ({ slug: string; file: string } & Omit<z.output<S>, 'order' | 'draft'>)[] {
  return loadCollection(folder, schema, { includeDrafts: draftsIncluded() })
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
    .map(({ slug, file, data }) => {
      const { order: _order, draft: _draft, ...page } = data;
      return { slug, file, ...page };
    });
}

/**
 * Gives each page its demo sample (typed data kept beside the family's module, by slug). A page
 * without one stops the build when samples are `required`, naming the file and where samples live.
 */
export function withDemoSamples<P extends { slug: string; file: string }, D>(pages: P[], samples: Record<string, { demo: D }>, where: string, required: boolean): (Omit<P, 'file'> & { demo: D })[] {
  return pages.map(({ file, ...page }) => {
    const sample = samples[page.slug];
    if (!sample && required) throw new BuildError([problem('content-sample-missing', { where: file }, { slug: page.slug, where })]);
    return { ...page, ...sample } as Omit<P, 'file'> & { demo: D };
  });
}
