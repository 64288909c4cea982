/**
 * What the machine refuses, in one line a user can act on, with no stack trace (issue 31): a full
 * disk (ENOSPC), a folder the build may not write (EACCES, EPERM, EROFS), another build writing the
 * same output folder (build-lock.ts). Anything else is not recognised here (undefined) and the caller
 * prints it in full.
 */
import { dirname } from 'node:path';
import { BuildLockedError } from '../session/build-lock.ts';

const WORDS: Record<string, string> = {
  ENOSPC: 'No space left on the device holding',
  EDQUOT: 'Disk quota exceeded for',
  EACCES: 'Permission denied writing in',
  EPERM: 'Operation not permitted in',
  EROFS: 'Read-only file system holding',
};
const HINTS: Record<string, string> = {
  ENOSPC: 'free some space (or build into another --out) and build again',
  EDQUOT: 'free some space (or build into another --out) and build again',
  EACCES: 'give this user write access to it, or build into another --out',
  EPERM: 'give this user write access to it, or build into another --out',
  EROFS: 'build into a writable --out',
};

/** `error` naming `path` when the call that raised it named none (a write through a file handle does not). */
export function withPath(error: unknown, path: string): unknown {
  const e = error as NodeJS.ErrnoException;
  if (e && typeof e === 'object' && typeof e.code === 'string' && !e.path) e.path = path;
  return error;
}

/** The errno code and path of `error` or of an error it wraps, also when it crossed a thread as text only. */
function errnoOf(error: unknown): { code: string; path?: string } | undefined {
  for (let e = error as (NodeJS.ErrnoException & { dest?: string }) | undefined, depth = 0; e && depth < 5; e = e.cause as never, depth++) {
    if (typeof e.code === 'string' && e.code in WORDS) return { code: e.code, path: e.path ?? e.dest };
    // A worker's error arrives as its message: "ENOSPC: no space left on device, write '/path'".
    const match = typeof e.message === 'string' ? /\b(ENOSPC|EDQUOT|EACCES|EPERM|EROFS)\b[^']*'([^']+)'/.exec(e.message) : null;
    if (match) return { code: match[1], path: match[2] };
  }
  return undefined;
}

/** One line for an error the machine raised, or undefined when it is not one of those. */
export function machineRefusal(error: unknown): string | undefined {
  if (error instanceof BuildLockedError) return error.message;
  const errno = errnoOf(error);
  if (!errno) return undefined;
  // The folder, not the file: that is what to free or fix (a file path's folder; a folder as is). A
  // build's own staging folder beside the output is named by the folder holding it.
  const path = errno.path?.replace(/\/\.[^/]+-(staging|incoming|previous)-\d+-\d+(\/.*)?$/, '');
  const folder = path ? (path === errno.path && /\.[\w-]+$/.test(path) ? dirname(path) : path) : 'the output or cache folder';
  return `${WORDS[errno.code]} ${folder} (${errno.code}): ${HINTS[errno.code]}.`;
}
