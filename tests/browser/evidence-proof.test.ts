/**
 * Proof cards and the assurance band on the sample-evidence build (issue 34, review C r15): the offer of a reference in
 * every card that shows a page's single customer, the framework chips of a solution with a sector, and the band's short
 * sentence. Its own build of tests/fixtures/sample-evidence (every entry marked SAMPLE), checked in the HTML.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeToFile } from '../../src/render/paths.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const OUT = join(ROOT, '.cache/test-dist-evidence-proof/');
/** The same fixture without its methodology folder: the links to /methodology must go with the page. */
const NO_METHOD_OUT = join(ROOT, '.cache/test-dist-evidence-proof-no-method/');
const pageOf = (out: string) => (path: string) => cheerio.load(readFileSync(join(out, routeToFile(path)), 'utf8'));
const sample = pageOf(OUT);
const build = (contentFrom: string, out: string) =>
  promisify(execFile)(process.execPath, ['cli/run.mjs', 'build', '--quiet', '--force', '--content-from', contentFrom, '--out', out], { cwd: ROOT, env: { ...process.env, ...TEST_BUILD_ENV } });

beforeAll(async () => {
  await build('tests/fixtures/sample-evidence', OUT);
  const noMethod = mkdtempSync(join(tmpdir(), 'evidence-no-method-'));
  cpSync(join(ROOT, 'tests/fixtures/sample-evidence'), noMethod, { recursive: true });
  rmSync(join(noMethod, 'methodology'), { recursive: true });
  // A model's evaluation is a methodology entry's row, which the build refuses to name without its entry (trust review r43).
  for (const file of readdirSync(join(noMethod, 'models')).filter((name) => name.endsWith('.md')))
    writeFileSync(join(noMethod, 'models', file), readFileSync(join(noMethod, 'models', file), 'utf8').replace(/^evaluation:\n(?: {2}.*\n)+/m, ''));
  try {
    await build(noMethod, NO_METHOD_OUT);
  } finally {
    rmSync(noMethod, { recursive: true, force: true });
  }
}, 240_000);

const REFERENCE = 'Ask for a Reference Customer';

describe('proof cards and the assurance band on the sample evidence', () => {
  // Review C r15: one bank on /financial-services and no way to ask for another; /demo's card had the offer, the others not.
  it('offers a reference in every card that shows a page\'s single customer, beside the study\'s link, and nowhere a strip shows several', () => {
    const cards: [string, string][] = [
      ['/financial-services', '[data-section="customer-logos"] [data-proof-card]'],
      ['/healthcare', '[data-section="customer-logos"] [data-proof-card]'],
      ['/solutions/risk-assessment', '[data-section="case-study"] [data-case-study]'],
      ['/demo', '[data-section="demo-proof"] [data-proof-card]'],
    ];
    for (const [path, selector] of cards) {
      const $ = sample(path);
      const card = $(selector);
      expect(card, path).toHaveLength(1);
      const links = card.find('[data-proof-foot] > div:first-child a');
      expect(links.toArray().map((a) => $(a).text()), path).toEqual(['Read the Case Study: ' + card.find('[data-case-study-link] .sr-only').text().slice(2), REFERENCE]);
      expect(links.last().attr('href'), path).toBe('mailto:sales@vertiq.sample?subject=Reference%20customer');
      expect($('main').text().split(REFERENCE), path).toHaveLength(2);
    }
    // Home's strip of four customers: its card links to all of them instead.
    expect(sample('/')('main').text()).not.toContain(REFERENCE);
  });

  // Review C r15: CMMC 2.0 and HIPAA under the bank's credit study, while the industry page tailors its set.
  it('lists a solution\'s sector\'s frameworks as its industry page does, the full set where a solution has none', () => {
    const chips = (path: string) => {
      const $ = sample(path);
      return $('[data-section="compliance-badges"] [data-chip-row] li').toArray().map((li) => $(li).text());
    };
    const finance = sample('/financial-services');
    const industrySet = finance('#compliance [data-chip-row] li').toArray().map((li) => finance(li).text());
    expect(industrySet).toEqual(['NIST CSF', 'NIST 800-53', 'PCI DSS', 'ISO 27001']);
    expect(chips('/solutions/risk-assessment')).toEqual(industrySet);
    // No sector: every framework but the SOC 2 chip Vertiq's own report stands for in the band, as /pricing and /demo.
    const full = ['NIST CSF', 'NIST 800-53', 'CMMC 2.0', 'HIPAA', 'PCI DSS', 'ISO 27001'];
    for (const path of ['/solutions/document-analysis', '/pricing', '/demo']) expect(chips(path), path).toEqual(full);
  });

  // Review C r15: after the label "Frameworks your deployment maps to" a full sentence explained it a second time.
  it('says in one short sentence under the frameworks label whose assessment it is and that it is not Vertiq\'s report', () => {
    for (const path of ['/', '/pricing', '/solutions/risk-assessment', '/demo']) {
      const band = sample(path)('[data-section="compliance-badges"]');
      expect(band.find('[data-listing-meaning]').text(), path).toBe('Assessed by your auditors, in your scope: not Vertiq\u2019s reports.');
    }
  });

  // Review C r15: a bank's model-risk reader found the discipline only in a quote, and "Model documentation pack" on
  // /security said nothing of what a validator receives.
  // Trust review T8 r54 /financial-services item 3: the FS "Audit and model risk" card's examiner-facing claim now leads to the
  // audit trail and the documents on request (the model documentation pack among them), not to /methodology
  // (tests/build/trust55.test.ts).
  it('links /security\'s frameworks to /methodology while it has entries, and says what a model validator receives', () => {
    const finance = sample('/financial-services');
    expect(finance('[data-methodology-page-link]')).toHaveLength(0);
    const security = sample('/security');
    const documents = security('[data-assurance="on-request"]');
    // Review C r31: among the documents it had nothing to do with them; it closes the frameworks section instead.
    expect(documents.find('[data-methodology-page-link]')).toHaveLength(0);
    expect(security('[data-section="frameworks"] [data-methodology-page-link]').attr('href')).toBe('/methodology#top');
    expect(security('[data-methodology-page-link]')).toHaveLength(1);
    const pack = documents.find('li').filter((_, li) => security(li).text().startsWith('Model documentation pack'));
    // Review C r23: the pack named for its use, and what it holds in one line (five lines made a ragged tail to the list).
    expect(pack.text()).toContain('Model documentation pack for your model-risk validation');
    expect(pack.find('[data-document-detail]').text()).toMatch(/^SAMPLE\. Model card .+\.$/);
    // In the list's own size (review C r22: smaller grey text read as a footnote to the examiner's item).
    expect(pack.find('[data-document-detail]').attr('class')).not.toMatch(/\btext-(xs|sm|base|lg)\b/);
    expect(documents.find('ul').attr('class')).toContain('text-base');
    // Only the document the business describes carries a sentence.
    expect(documents.find('[data-document-detail]')).toHaveLength(1);
    // Without methodology entries there is no /methodology, and no link to it.
    const noMethod = pageOf(NO_METHOD_OUT);
    for (const path of ['/financial-services', '/security', '/technology/small-llms']) expect(noMethod(path)('a[href^="/methodology"]'), path).toHaveLength(0);
    // The model cards, their evaluations then not given, say so.
    // Three sample models since trust review T7 r53 (the legal card).
    expect(noMethod('/technology/small-llms')('[data-model-evaluation][data-not-published]')).toHaveLength(3);
    expect(noMethod('/security')('[data-document-detail]')).toHaveLength(1);
  });
});

