/**
 * content/redirects.yaml: the pages that moved, as editors list them (`from`, `to`, `status`),
 * checked with a zod schema; the engine checks the list against the route table and writes
 * `_redirects` and the fallback pages (generator/outputs/redirects.ts). A bad entry stops the build with the
 * file, its line and what was expected.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import * as z from './zod.ts';
import { BuildError, type BuildProblem } from '../../generator/check/errors.ts';
import { problem } from '../../generator/check/problems.ts';
import { OLD_PATH, REDIRECT_STATUSES, type Redirect } from '../../generator/outputs/redirects.ts';

export const REDIRECTS_FILE = 'content/redirects.yaml';

const path = (what: string) =>
  z.string({ error: `expected ${what} such as /contact` }).regex(OLD_PATH, `expected ${what}: a path starting with /, without a trailing slash, query or #fragment`);

export const redirectSchema = z.strictObject(
  {
    from: path('the old path'),
    to: path('the route it moved to'),
    status: z.union([z.literal(REDIRECT_STATUSES[0]), z.literal(REDIRECT_STATUSES[1])], { error: 'expected 301 (moved for good) or 302 (moved for now)' }),
  },
  { error: 'expected an entry with from, to and status' },
);

export const redirectsSchema = z.object({ redirects: z.array(redirectSchema, { error: 'expected a list of redirects under "redirects:"' }) }, { error: 'expected "redirects:" and a list' });

/** The line of each entry: the n-th line that starts a list item (`- from: ...`). */
function entryLines(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (/^\s*-\s/.test(line) ? [i + 1] : []));
}

/** The redirects of `text` (the file's content), or a BuildError naming each bad entry's line. */
export function parseRedirects(text: string, file = REDIRECTS_FILE): Redirect[] {
  let data: unknown;
  try {
    // The front-matter parser the collections use (js-yaml), on a file that is all YAML.
    data = matter(`---\n${text}\n---\n`).data;
  } catch (error) {
    // The wrapped text's line n (from 0, after the opening `---`) is the file's line n (from 1).
    const line = (error as { mark?: { line: number } }).mark?.line ?? 1;
    throw new BuildError([problem('redirect-invalid', { where: `${file}:${Math.max(line, 1)}` }, { error: `not valid YAML: ${(error as { reason?: string }).reason ?? (error as Error).message}` })], 'Redirects refused');
  }
  const result = redirectsSchema.safeParse(data);
  const lines = entryLines(text);
  if (!result.success) {
    const problems: BuildProblem[] = result.error.issues.map((issue) => {
      const entry = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
      const field = issue.path.slice(2).join('.');
      const where = `${file}:${entry === undefined ? 1 : (lines[entry] ?? 1)}`;
      if (issue.code === 'unrecognized_keys') return problem('redirect-invalid', { where }, { error: `field "${issue.keys.join('", "')}" is not part of a redirect` });
      return problem('redirect-invalid', { where }, { error: field ? `field "${field}": ${issue.message}` : issue.message });
    });
    throw new BuildError(problems, 'Redirects refused');
  }
  return result.data.redirects.map((r, i) => ({ ...r, where: `${file}:${lines[i] ?? 1}` }));
}

/** The site's redirects; none when the file does not exist. */
export function loadRedirects(root: string): Redirect[] {
  const file = join(root, REDIRECTS_FILE);
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}
