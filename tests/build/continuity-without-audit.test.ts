/**
 * A supplied fact is never dropped for want of another: the business's continuity statement (identity.yaml
 * facts.continuity) closes /about's "How we work with regulated customers" after the assurance facts when there are
 * any (the sample fixture, tests/browser/evidence.test.ts) and after the page's own points when there are none yet.
 * Built through the real CLI from the sample fixture with its assurance folder taken away.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load } from 'cheerio';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURE = join(ROOT, 'tests/fixtures/sample-evidence');
let temp = '';
afterAll(() => temp && rm(temp, { recursive: true, force: true }));

describe('/about without audit entries', () => {
  it('keeps its own regulated-customer points and closes them with the supplied continuity statement', async () => {
    temp = await mkdtemp(join(tmpdir(), 'vertiq-continuity-'));
    const content = join(temp, 'content');
    await cp(FIXTURE, content, { recursive: true });
    await rm(join(content, 'assurance'), { recursive: true, force: true });
    const out = join(temp, 'out');
    await run(process.execPath, ['cli/run.mjs', 'build', '--quiet', '--force', '--content-from', content, '--out', out], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    const $ = load(await readFile(join(out, 'about/index.html'), 'utf8'));
    const titles = $('[data-section="compliance"] [data-points] > li h3').toArray().map((h) => $(h).text());
    expect(titles).toEqual(['A record your auditors can read', 'Documentation for your assessment', 'Mapped to your frameworks', 'Business continuity']);
    expect($('[data-section="compliance"] [data-points] > li').last().text()).toContain('keeps working without ours (sample)');
    // Without audit entries the section links to /security itself, not to audit evidence that is not there.
    expect($('[data-section="compliance"] a[data-more]').attr('href')).toBe('/security#top');
  }, 120_000);
});
