/**
 * One rule for every cache entry (issue 31): written aside and renamed into place, with its content
 * hash recorded beside it, and checked on every read. A damaged entry (zeroed, truncated, garbage, a
 * write a killed build left half done) is reported in one warning line naming it, removed, and made
 * again by the caller: it is never used, so never shipped.
 *
 * The hash record (`<entry>.sha256`) is written after the entry, so it is the entry's commit mark:
 * an entry without one is a write that never finished (or one made before entries were checked) and
 * is silently treated as absent; an entry whose bytes differ from its record is damaged and warned
 * about. Entries whose name already is their check (a `.br`/`.gz` keyed by its source's hash,
 * compress.ts) use `verifyEntry` with their own test and need no record.
 *
 * A folder entry (the compiled CLI) records the hash of each of its files in `.hashes.json` inside
 * it before the folder is renamed into place, so the record and the files appear together.
 *
 * Used by: the precompressed copies (compress.ts), the Open Graph cards (og-images.ts), the tree
 * cache (tree-cache.ts), the site bundle (load-site.ts), the compiled CLI (compile-entry.mjs), the
 * incremental manifest (incremental.ts) and the build stamps (build-stamp.mjs). A new cache (the
 * image cache of issue 32, not on main when this was written) reads and writes through
 * `readVerified`/`writeVerified` the same way.
 *
 * Plain JavaScript so cli/run.mjs and build-stamp.mjs can use it before any TypeScript loads.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { PROJECT_ROOT } from '../config/root.mjs';
import { faultPoint } from '../session/fault-points.mjs';

const RECORD = '.sha256';
export const FOLDER_RECORD = '.hashes.json';

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** One line a damaged entry (it is removed as it is found, so never twice): which entry and why; the caller makes it again. */
export function warnDamaged(file, reason) {
  const name = relative(PROJECT_ROOT, file) || file;
  console.warn(`warning: cache entry ${name.startsWith('..') ? file : name} is damaged (${reason}); made again, not used`);
}

/** Writes `bytes` to `file` aside and renames it into place (whole or absent, even beside a running build). */
export async function writeAside(file, bytes) {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    // A write names no file: name this one, so a full disk's refusal names the folder (machine-refusals.ts).
    if (error && typeof error === 'object' && !error.path) error.path = file;
    throw error;
  }
}

/** Writes a cache entry and then its hash record, each aside and renamed. */
export async function writeVerified(file, bytes) {
  await writeAside(file, bytes);
  faultPoint('cache entry written, hash not yet recorded');
  await writeAside(`${file}${RECORD}`, sha256(bytes));
}

/** The entry's bytes when its record vouches for them; undefined when absent, unfinished or damaged (warned, removed). */
export async function readVerified(file) {
  const [bytes, record] = await Promise.all([readFile(file).catch(() => undefined), readFile(`${file}${RECORD}`, 'utf8').catch(() => undefined)]);
  if (bytes === undefined || record === undefined) return undefined;
  if (sha256(bytes) === record.trim()) return bytes;
  warnDamaged(file, bytes.length === 0 ? 'empty' : 'its bytes do not match the hash recorded when it was written');
  await removeVerified(file);
  return undefined;
}

/** `readVerified` as UTF-8 text. */
export async function readVerifiedText(file) {
  return (await readVerified(file))?.toString('utf8');
}

/** Removes an entry and its record. */
export async function removeVerified(file) {
  await Promise.all([rm(file, { force: true }), rm(`${file}${RECORD}`, { force: true })]);
}

/**
 * An entry checked by the caller's own test (`check(bytes)` says what is wrong, or nothing): its
 * bytes, or undefined when absent or damaged (warned, removed).
 */
export async function verifyEntry(file, check) {
  const bytes = await readFile(file).catch(() => undefined);
  if (bytes === undefined) return undefined;
  const wrong = bytes.length === 0 ? 'empty' : await check(bytes);
  if (!wrong) return bytes;
  warnDamaged(file, wrong);
  await rm(file, { force: true });
  return undefined;
}

/** Files under `dir`, relative to it, the record itself left out. */
async function filesIn(dir, prefix = '') {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesIn(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`])));
  return nested.flat().filter((path) => path !== FOLDER_RECORD);
}

/** Records the hash of every file of a folder entry inside it (call before renaming the folder into place). */
export async function recordFolder(dir) {
  const files = (await filesIn(dir)).sort();
  const hashes = Object.fromEntries(await Promise.all(files.map(async (path) => [path, sha256(await readFile(join(dir, path)))])));
  await writeFile(join(dir, FOLDER_RECORD), JSON.stringify(hashes));
}

/**
 * Whether a folder entry is whole: every file its record lists has its hash. A folder without a
 * record, or with a damaged file, is warned about and removed (the caller makes it again).
 */
export async function verifyFolder(dir) {
  const record = await readFile(join(dir, FOLDER_RECORD), 'utf8').catch((error) => (error.code === 'ENOENT' ? undefined : ''));
  let wrong;
  try {
    const hashes = record === undefined ? undefined : JSON.parse(record);
    if (!hashes) wrong = 'no record of its files';
    else {
      for (const [path, hash] of Object.entries(hashes)) {
        const bytes = await readFile(join(dir, path)).catch(() => undefined);
        if (bytes === undefined || sha256(bytes) !== hash) {
          wrong = `${path} ${bytes === undefined ? 'is missing' : bytes.length === 0 ? 'is empty' : 'does not match its recorded hash'}`;
          break;
        }
      }
    }
  } catch {
    wrong = 'its record of files is unreadable';
  }
  if (!wrong) return true;
  warnDamaged(dir, wrong);
  // Aside first, then removed: a process starting alongside never finds half a folder under the name.
  const aside = `${dir}.${process.pid}-damaged.partial`;
  await rename(dir, aside).then(() => rm(aside, { recursive: true, force: true }), () => undefined);
  return false;
}
