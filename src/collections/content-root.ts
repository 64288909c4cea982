/**
 * Where a content file is read from. Normally `content/`; a build may name a second folder whose
 * files take the place of content/'s files of the same path (`build --content-from <dir>`): the
 * sample-evidence fixture (tests/fixtures/sample-evidence/) fills the evidence collections and the
 * identity file that way without touching content/. The site definition compiles the folder into the
 * site bundle (content-from.ts); unbundled (tests, the CLI) the callers pass it.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_FROM } from './content-from.ts';

/**
 * The project root: the nearest folder above this module holding package.json. The same code runs
 * from src/ (tests) and from the bundled site under .cache/site-bundle/ (build, dev).
 */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}: cannot find the content/ folder`);
    dir = parent;
  }
  return dir;
}

export interface ContentRoots {
  /** The project root (holds content/). */
  root: string;
  /** An absolute folder whose files take the place of content/'s; undefined: content/ alone. */
  contentFrom?: string;
}

/**
 * `relativePath` (e.g. `identity.yaml`, `customers`) inside the override folder when it has it, else
 * inside content/: the absolute path, and the path from the project root that problems name.
 */
export function contentPath(roots: ContentRoots, relativePath: string): { path: string; shown: string } {
  const overridden = roots.contentFrom ? join(roots.contentFrom, relativePath) : undefined;
  const path = overridden && existsSync(overridden) ? overridden : join(roots.root, 'content', relativePath);
  return { path, shown: relative(roots.root, path) || relativePath };
}

/** Where this site module reads content: the project's content/, and the `--content-from` folder of the build that bundled it. */
export function siteContentRoots(): ContentRoots {
  return { root: projectRoot(), contentFrom: CONTENT_FROM };
}
