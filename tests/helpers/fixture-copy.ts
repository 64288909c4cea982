/**
 * The sample-evidence fixture for unit tests that read content: its folder, the clock the readiness report is read on,
 * and editable copies (each removed when the file's tests end). One helper, so the readiness and trust-places tests
 * cannot drift apart in how they copy the fixture.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE = join(ROOT, 'tests/fixtures/sample-evidence');
/** Under a year before the fixture's security.txt expiry (tests/fixtures/sample-evidence/identity.yaml). */
export const NOW = new Date('2026-11-27T00:00:00Z');

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A content-from folder holding a copy of the fixture with `edit` applied. */
export function fixtureCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'vertiq-evidence-'));
  temps.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}

export const replaceIn = (file: string, from: string | RegExp, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
