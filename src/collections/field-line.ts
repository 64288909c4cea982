/** Where a field sits in YAML text, and a short quote of a value: for problems that name file, line and field. */

/** The line of a front-matter field: follows the path's keys down the YAML, or the key's parent. */
export function fieldLine(frontMatter: string, path: PropertyKey[]): number {
  const lines = frontMatter.split('\n');
  let from = 0;
  let found = 0;
  for (const [depth, key] of path.entries()) {
    if (typeof key !== 'string') continue;
    const indent = depth === 0 ? '' : '\\s+(?:- )?';
    const at = lines.findIndex((line, i) => i >= from && new RegExp(`^${indent}${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(line));
    if (at < 0) break;
    found = at + 1;
    from = at + 1;
  }
  // gray-matter's front matter text starts with the newline after the opening `---`, so its line n is the file's line n.
  return Math.max(found, 1);
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

