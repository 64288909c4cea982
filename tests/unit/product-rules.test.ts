/**
 * The product rules the code cites live in the repository (docs/product-rules.md): no file names the
 * documents kept outside it, and every `docs/product-rules.md#anchor` a file cites is a heading there,
 * so a reader can always follow a citation.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const RULES = 'docs/product-rules.md';
const THIS_FILE = 'tests/unit/product-rules.test.ts';

/** Text files git tracks or would track (untracked but not ignored), this test excepted. */
function repositoryTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\0'))]
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|sql|md|css|html|json|toml|yml|yaml)$/.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => file !== THIS_FILE);
}

function read(file: string): string {
  try {
    return readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return ''; // listed by git but deleted in the working tree
  }
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const files = repositoryTextFiles().map((file) => ({ file, text: read(file) }));

describe('product rules', () => {
  it('no file cites the documents kept outside the repository', () => {
    const outside = new RegExp(`\\b(?:${['SPEC', 'DECISIONS', 'DESIGN'].join('|')})(?:\\.md|\\s+(?:§|section\\b|habit\\b))`);
    const offenders = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => (outside.test(line) ? `${file}:${i + 1}: ${line.trim()}` : ''))
        .filter(Boolean),
    );
    expect(offenders).toEqual([]);
  });

  it('every cited anchor is a heading of the rules page', () => {
    const anchors = new Set([...read(RULES).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading)));
    const cited = files.flatMap(({ file, text }) => [...text.matchAll(/product-rules\.md#([\w-]+)/g)].map(([, anchor]) => ({ file, anchor })));
    // The code cites the page widely; an empty list would mean the pattern broke, not that all is well.
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ anchor }) => !anchors.has(anchor)).map(({ file, anchor }) => `${file}: #${anchor}`)).toEqual([]);
  });

  it('links inside the rules page land on its own headings', () => {
    const text = read(RULES);
    const anchors = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading)));
    const internal = [...text.matchAll(/\]\(#([\w-]+)\)/g)].map(([, anchor]) => anchor);
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });
});
