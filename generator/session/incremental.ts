/**
 * Incremental builds: what the last build into an output folder rendered, page by page, kept in a
 * manifest under .cache/incremental/ (one per output folder). The build's global key and the hash
 * of every tracked input as it was; for each page: the inputs it read, what it used (class names,
 * islands: its family's stylesheet is cut from them), its links (the link check runs over the whole
 * site from these; its JSON-LD was checked when it rendered, validate.ts `CheckedPage`), and a hash
 * of its HTML.
 *
 * A page is kept when the global key is the one it was made under and every input it read has the
 * hash it had then (`pageUnchanged`: string comparisons; a hash a page, as it was, cost ~100 ms at
 * 10,000 pages). The global key covers what any page may depend on: the site's code (every source
 * module of its bundle, load-site.ts), the configuration and options, the template, the client
 * scripts, the full stylesheet, the route table, every content file whose parts the site does not
 * track, and the tracked inputs read outside any page (while the module loaded: front matter, say).
 * So a page is kept only when nothing it could have read has changed; anything else is rendered again.
 * The manifest is trusted only beside the very output folder it describes (its identity is stored).
 * Limits: a file edited, added or deleted by hand inside that folder is not noticed (the folder's
 * identity does not change; the commit takes the folder's files from the manifest, staging.ts); rendering is assumed deterministic; for Vertiq only Markdown bodies are tracked per page,
 * so a front-matter edit (titles, an industry's prose) renders every page again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CACHE_DIRS } from '../cache/caches.mjs';
import type { ClientBuild } from '../outputs/scripts.ts';
import type { EngineConfig, EngineRoute, SiteDefinition, SiteModule } from '../config/site.ts';
import { sitePath } from '../config/site.ts';
import type { IslandUse } from '../render/usage.ts';

export const MANIFEST_VERSION = 6;

export interface PageRecord {
  family: string;
  /** sha256 of the HTML written. */
  html: string;
  /** Key of the page's class names in the manifest's `classSets` (pages often share one). */
  classes: string;
  islands: IslandUse[];
  links: string[];
  /** Tracked inputs the page read while rendering (its body and its document). */
  reads: string[];
  /** The files written for it: the HTML and its precompressed copies. */
  files: string[];
}

export interface BuildManifest {
  version: number;
  globalKey: string;
  /** Distinct sets of class names, by key: 10,000 pages made of a few dozen templates share a few dozen. */
  classSets: Record<string, string[]>;
  /** Family -> its stylesheet's URL, as the pages were written with. */
  stylesheets: Record<string, string>;
  pages: Record<string, PageRecord>;
  /** Every tracked input's hash when this build ran (the site's `inputState().declared`). */
  inputs: Record<string, string>;
  /** The output's files that belong to no page: scripts, stylesheets, static files, extra outputs. */
  otherFiles: string[];
  /** Identity of the output folder the manifest describes (device, inode, change time). */
  folder?: string;
}

const sha = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');
const manifestFile = (outDir: string) => `${CACHE_DIRS.incremental}${sha(resolve(outDir)).slice(0, 16)}.json`;

async function folderIdentity(outDir: string): Promise<string | undefined> {
  try {
    const info = await stat(outDir);
    return `${info.dev}:${info.ino}:${info.ctimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * On disk each page's links are numbers into one table of every distinct href: pages share most of
 * theirs (navigation, footer), and as strings they were ~90% of the file (110 MB at 10,000 pages).
 */
interface StoredManifest extends Omit<BuildManifest, 'pages'> {
  hrefs: string[];
  pages: Record<string, Omit<PageRecord, 'links'> & { links: number[] }>;
}

function toStored(manifest: BuildManifest): StoredManifest {
  const index = new Map<string, number>();
  const number = (href: string) => {
    let n = index.get(href);
    if (n === undefined) index.set(href, (n = index.size));
    return n;
  };
  const pages = Object.fromEntries(Object.entries(manifest.pages).map(([path, record]) => [path, { ...record, links: record.links.map(number) }]));
  return { ...manifest, pages, hrefs: [...index.keys()] };
}

function fromStored({ hrefs, pages, ...rest }: StoredManifest): BuildManifest {
  for (const record of Object.values(pages)) (record as unknown as PageRecord).links = record.links.map((n) => hrefs[n]);
  return { ...rest, pages: pages as unknown as Record<string, PageRecord> };
}

/** The manifest of the build that wrote `outDir`, when that folder is still the one it wrote. */
export async function readManifest(outDir: string): Promise<BuildManifest | undefined> {
  try {
    const [text, folder] = await Promise.all([readFile(manifestFile(outDir), 'utf8'), folderIdentity(outDir)]);
    const stored = JSON.parse(text) as StoredManifest;
    if (stored.version !== MANIFEST_VERSION || stored.folder === undefined || stored.folder !== folder) return undefined;
    return fromStored(stored);
  } catch {
    return undefined;
  }
}

/** Forgets the manifest of `outDir` before its output changes (see `forgetBuild`, build-stamp.mjs). */
export async function forgetManifest(outDir: string): Promise<void> {
  await rm(manifestFile(outDir), { force: true });
}

/** Records `manifest` for `outDir` once its output is in place (written aside and renamed). */
export async function writeManifest(outDir: string, manifest: BuildManifest): Promise<void> {
  const folder = await folderIdentity(outDir);
  if (!folder) return;
  await mkdir(CACHE_DIRS.incremental, { recursive: true });
  const file = manifestFile(outDir);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(toStored({ ...manifest, folder })));
  await rename(partial, file);
}

/** sha256 of every file under the site's content folder that no declared input covers. */
async function untrackedContent(definition: Pick<SiteDefinition, 'root' | 'contentDir'>, declared: Record<string, string>): Promise<string> {
  const covered = new Set(Object.keys(declared).map((key) => key.slice(0, key.lastIndexOf('#'))));
  const dir = sitePath(definition, definition.contentDir);
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`).sort();
  for (const full of files) {
    const path = `${definition.contentDir}/${full.slice(dir.length + 1)}`;
    if (!covered.has(path)) hash.update(`${path}\n`).update(await readFile(full));
  }
  return hash.digest('hex');
}

export interface GlobalInputs {
  definition: Pick<SiteDefinition, 'name' | 'root' | 'contentDir'>;
  site: SiteModule;
  codeKey: string;
  config: EngineConfig;
  /** Options that change output (draft, compression) and the environment's. */
  settings: unknown;
  template: string;
  client: ClientBuild;
  css: string;
}

/** The key every page's key starts from (see the module comment). */
export async function globalKey({ definition, site, codeKey, config, settings, template, client, css }: GlobalInputs): Promise<string> {
  const { declared, outside } = site.inputState?.() ?? { declared: {}, outside: [] };
  const hash = createHash('sha256');
  const part = (name: string, value: string | Uint8Array) => hash.update(`${name}\n`).update(value).update('\n');
  part('site', definition.name);
  part('code', codeKey);
  part('config', JSON.stringify(config));
  part('settings', JSON.stringify(settings));
  part('template', template);
  for (const file of client.files) part(`client ${file.path}`, file.content);
  part('assets', JSON.stringify({ ...client, files: undefined, islandClasses: undefined }));
  part('css', css);
  part('routes', JSON.stringify(site.routes.map((r: EngineRoute) => r)));
  part('content', await untrackedContent(definition, declared));
  part('outside', JSON.stringify(outside.map((key) => [key, declared[key] ?? null])));
  return hash.digest('hex');
}

/**
 * Whether a page of the previous build may be kept: made under this global key, of the same family,
 * and every input it read hashing as it did then (an input gone then and now counts as unchanged).
 */
export function pageUnchanged(previous: BuildManifest, global: string, declared: Record<string, string>, record: PageRecord, family: string): boolean {
  return previous.globalKey === global && record.family === family && record.reads.every((key) => (previous.inputs[key] ?? null) === (declared[key] ?? null));
}

export const htmlHash = sha;

/** Every file of the output a manifest describes: each page's, then the others. */
export function outputFilesOf(manifest: BuildManifest): string[] {
  return [...Object.values(manifest.pages).flatMap((record) => record.files), ...manifest.otherFiles];
}

/** Interns class-name sets: `add` gives the key of a set, storing it once. */
export function createClassSets(from: Record<string, string[]> = {}) {
  const sets = new Map(Object.entries(from));
  return {
    add(classes: Iterable<string>): string {
      const list = [...classes].sort();
      const key = sha(list.join(' ')).slice(0, 16);
      if (!sets.has(key)) sets.set(key, list);
      return key;
    },
    get: (key: string) => sets.get(key) ?? [],
    /** The sets some page still uses. */
    used: (records: Iterable<{ classes: string }>) => {
      const keys = new Set([...records].map((r) => r.classes));
      return Object.fromEntries([...sets].filter(([key]) => keys.has(key)));
    },
  };
}
