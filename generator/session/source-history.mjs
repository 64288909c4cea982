/**
 * When each source file last changed, from git: the date a page's inputs carry into the sitemap's
 * `<lastmod>` (page-dates.ts). Never the clock and never a file's modification time: a fresh clone
 * gives every file a new mtime, and two builds of one commit must write the same bytes. The date
 * of a file is the committer date of the last commit that changed it (when the change landed on
 * the branch that is built), read for every file in ONE `git log` call.
 * Limits, by design: an uncommitted edit carries its file's last commit date until it is committed;
 * in a shallow clone, a file last changed before the clone's depth carries the oldest fetched
 * commit's date (a deploy pipeline should fetch the whole history, e.g. `fetch-depth: 0`); without
 * git (an unpacked tarball) no input has a date, and only pages with a date of their own get one.
 * Plain JavaScript: the build stamp (build-stamp.mjs) keys on the commit before any TypeScript loads.
 */
import { execFileSync } from 'node:child_process';

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });

/** The commit checked out at `root`, or null outside a git checkout (the dates hang on it). */
export function sourceCommit(root) {
  try {
    return git(root, ['rev-parse', 'HEAD']).trim();
  } catch {
    return null;
  }
}

/**
 * Path (relative to `root`) -> ISO instant of its last commit, for every file under `paths` that
 * git has history for; undefined outside a git checkout.
 */
export function lastChangeDates(root, paths) {
  let log;
  try {
    // --cc: a merge that had to combine both sides' edits of a file (it differs from every parent)
    // changed that file, as `git log -1 -- file` says; without it merges list no files at all.
    log = git(root, ['log', '--format=%x00%ct', '--name-only', '--cc', '--no-renames', '--relative', '--', ...paths]);
  } catch {
    return undefined;
  }
  const dates = new Map();
  // Newest commit first: a file's first appearance is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [seconds, ...files] = commit.split('\n');
    const instant = new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, instant);
  }
  return dates;
}
