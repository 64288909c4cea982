/**
 * Quality gate: every built page is valid HTML (html-validate, `html-validate:recommended`) with no
 * errors. The rules are in /.htmlvalidate.json; the few that differ from the preset only accept
 * what React's server renderer legitimately writes, never to let a real problem through:
 * - void-style "selfclose": React writes `<meta/>` and `<link/>` (valid HTML); the template follows.
 * - attribute-boolean-style / attribute-empty-style "empty": React writes `required=""`, `hidden=""`
 *   (the same attribute state as the bare name).
 * - attr-case lowercase or camelCase: React keeps `autoComplete`, `spellCheck` as written; HTML
 *   attribute names are case-insensitive, so the browser reads them the same.
 * - valid-id relaxed: React's `useId` gives ids like `_R_39j_` (valid HTML: no whitespace, not
 *   empty); still unique per page, which `no-dup-id` checks.
 * - tel-non-breaking accepts `whitespace-nowrap` on the link: CSS keeps the number on one line,
 *   which is the rule's purpose, without &nbsp; and U+2011 inside the number for screen readers.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HtmlValidate, StaticConfigLoader, type Message } from 'html-validate';
import { routes } from '../../src/routes.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { readBuilt } from '../helpers/site.ts';
import { REDIRECT_PAGES } from '../helpers/redirect-pages.ts';

const config = JSON.parse(readFileSync(fileURLToPath(new URL('../../.htmlvalidate.json', import.meta.url)), 'utf8'));
const validator = new HtmlValidate(new StaticConfigLoader(config));

const describeMessage = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`;

describe('HTML validation (html-validate)', () => {
  // Every page, and the fallback page at each moved path (issue 32).
  it.each([...routes.map((r) => [r.path, routeToFile(r.path)]), ...REDIRECT_PAGES.map((file) => [`redirect ${file}`, file])])('%s has no errors', async (_path, file) => {
    const report = await validator.validateString(readBuilt(file), file);
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    expect(errors.map(describeMessage)).toEqual([]);
  });
});
