/**
 * The models collection (content/models/, trust review T1 r34: "no model facts, which a bank's model inventory and SR 11-7
 * validation need"): the schema refuses an entry that leaves a fact out or names what it cannot show, and the loader
 * refuses a model whose industry has no page.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { modelSchema } from '../../src/collections/evidence-schemas.ts';
import { EVIDENCE, loadEvidence } from '../../src/content/evidence.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import * as cheerio from 'cheerio';
import { modelCardCount, ModelFactsSection } from '../../src/pages/evidence/ModelFacts.tsx';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/sample-evidence');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const model = {
  name: 'Finance 7B',
  industry: 'financial-services',
  version: '4.2',
  released: '2026-09-15',
  parameters: '7B',
  baseModel: 'Base 7B (Apache 2.0)',
  licence: 'Use on your own servers.',
  trainingData: 'Licensed filings; no customer data.',
  updateCadence: 'Quarterly.',
};

describe('model entries', () => {
  it('takes a model with its required facts, the optional ones absent', () => {
    expect(modelSchema.parse(model)).toEqual({ ...model, draft: false });
  });

  it('names each fact an entry leaves out, and refuses a figure it cannot link and a field it does not show', () => {
    const { trainingData: _t, licence: _l, ...partial } = model;
    const missing = modelSchema.safeParse(partial);
    expect(missing.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['licence', expect.stringMatching(/^expected what the customer may do with the delivered weights/)],
      ['trainingData', expect.stringMatching(/^expected where the training data came from/)],
    ]);
    // Trust review r43: a figure id alone is the blended site-wide figure, not this model's; the row names the model's own.
    expect(modelSchema.safeParse({ ...model, evaluation: 'term-accuracy' }).error!.issues[0]!.message).toMatch(/^expected evaluation with figure and row/);
    expect(modelSchema.safeParse({ ...model, evaluation: { figure: 'accuracy', row: 'financial' } }).error!.issues[0]!.message).toMatch(/^expected one of the product figures: .*term-accuracy/);
    expect(modelSchema.safeParse({ ...model, released: 'Sep 2026' }).success).toBe(false);
    expect(modelSchema.safeParse({ ...model, accuracy: '98%' }).success).toBe(false);
  });

  it('refuses, at load, a model whose industry has no page, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'models-'));
    made.push(dir);
    cpSync(FIXTURE, dir, { recursive: true });
    writeFileSync(join(dir, 'models/sample-finance-7b.md'), `---\n${Object.entries({ ...model, industry: 'banking' }).map(([k, v]) => `${k}: "${v}"`).join('\n')}\n---\n`);
    expect(() => loadEvidence({ root: ROOT, contentFrom: dir })).toThrow(/sample-finance-7b\.md[\s\S]*field "industry": no industry page "banking"/);
  });

  // Trust review r43: the evaluation is the methodology entry's row for this model; a reference to nothing is refused.
  it('refuses, at load, an evaluation whose figure has no methodology entry or whose row the entry lacks, naming the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'models-'));
    made.push(dir);
    cpSync(FIXTURE, dir, { recursive: true });
    const write = (evaluation: string) => writeFileSync(join(dir, 'models/sample-finance-7b.md'), `---\n${Object.entries(model).map(([k, v]) => `${k}: "${v}"`).join('\n')}\n${evaluation}\n---\n`);
    write('evaluation:\n  figure: term-accuracy\n  row: insurance');
    expect(() => loadEvidence({ root: ROOT, contentFrom: dir })).toThrow(/sample-finance-7b\.md[\s\S]*field "evaluation\.row": the "term-accuracy" methodology entry has no breakdown row "insurance"[\s\S]*financial, legal, clinical/);
    write('evaluation:\n  figure: speed\n  row: financial');
    rmSync(join(dir, 'methodology/speed.md'));
    expect(() => loadEvidence({ root: ROOT, contentFrom: dir })).toThrow(/field "evaluation\.figure": no methodology entry for "speed"/);
  });

  it('loads the three sample models, each marked sample (trust review T7 r53: the legal model, measured independently, has its card)', () => {
    const { models } = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(models.map((m) => [m.slug, m.industry])).toEqual([
      ['sample-finance-7b', 'financial-services'],
      ['sample-health-7b', 'healthcare'],
      ['sample-legal-7b', 'legal'],
    ]);
    // Trust review T7 r53: the clinical model's training data names its de-identification standard; every card's full
    // model card is on request, as /security's documentation pack says.
    expect(models.find((m) => m.slug === 'sample-health-7b')!.deidentification).toMatch(/^SAMPLE\. HIPAA Expert Determination/);
    expect(models.map((m) => m.modelCard)).toEqual(Array(3).fill('SAMPLE. On request, under NDA, from your account team.'));
    for (const m of models) expect(m.name).toMatch(/\(sample\)$/);
  });
});

// Trust review T3 r41: "one model card lacks rows the other has (context window, model card link), and none gives minimum
// hardware, known limits or out-of-scope uses". Three optional fields; every card every row, in one order.
describe('model facts on /technology/small-llms', () => {
  afterEach(() => void EVIDENCE.models.splice(0));
  // The evaluation leads the card, above these (trust review r43), so it is not among the rows.
  const ROWS = ['Parameters', 'Context window', 'Minimum hardware', 'Base model', 'Licence', 'Training data', 'Updates', 'Known limits', 'Out-of-scope uses', 'Full model card'];

  it('takes minimum hardware, known limits and out-of-scope uses, each optional, the lists not empty', () => {
    const full = { ...model, minimumHardware: 'One 48 GB GPU', knownLimits: ['Low-resolution scans'], outOfScope: ['Credit decisions without sign-off'] };
    expect(modelSchema.parse(full)).toEqual({ ...full, draft: false });
    expect(modelSchema.safeParse({ ...model, knownLimits: [] }).error!.issues[0]!.message).toBe('expected at least one known limit, or leave knownLimits out');
    expect(modelSchema.safeParse({ ...model, outOfScope: 'Credit decisions' }).error!.issues[0]!.message).toMatch(/^expected a list of out-of-scope uses/);
    expect(modelSchema.safeParse({ ...model, minimumHardware: 'x'.repeat(121) }).success).toBe(false);
  });

  it('gives every card the same rows in the same order, "Not published" where the entry is silent, the lists as lists', () => {
    EVIDENCE.models.push(
      { ...model, slug: 'full', contextWindow: '32,000 tokens', minimumHardware: 'One 48 GB GPU', knownLimits: ['Low-resolution scans', 'US law only'], outOfScope: ['Credit decisions without sign-off'], modelCard: 'On request.' },
      { ...model, slug: 'bare', industry: 'healthcare' },
    );
    const $ = cheerio.load(renderToStaticMarkup(createElement(ModelFactsSection)));
    const rows = (slug: string) => $(`[data-model="${slug}"] dl > div`).toArray().map((div) => [$(div).find('dt').text(), $(div).find('dd').text(), $(div).is('[data-not-published]')]);
    expect(rows('full').map(([term]) => term)).toEqual(ROWS);
    expect(rows('bare').map(([term]) => term)).toEqual(ROWS);
    expect(rows('full').filter(([, , empty]) => empty)).toEqual([]);
    expect(rows('bare').filter(([, , empty]) => empty)).toEqual(
      ['Context window', 'Minimum hardware', 'Known limits', 'Out-of-scope uses', 'Full model card'].map((term) => [term, 'Not published', true]),
    );
    // No evaluation given: said so where it would lead the card, as any fact the entry does not give.
    for (const slug of ['full', 'bare']) expect($(`[data-model="${slug}"] [data-model-evaluation][data-not-published]`).text()).toBe('EvaluationNot published');
    expect($('[data-model="full"] dd ul').toArray().map((ul) => $(ul).find('li').toArray().map((li) => $(li).text()))).toEqual([['Low-resolution scans', 'US law only'], ['Credit decisions without sign-off']]);
  });

  // Trust review r43: "Both cards use the blended '98% term accuracy[1]' ... /methodology already has per-vertical numbers";
  // "Figure 1 was measured on 'release 4.2'. Sample Health 7B is release 3.1"; "'For each model we ship' sits above 2 cards".
  describe('each card its own evaluation, and the count of cards', () => {
    const measured = {
      slug: 'term-accuracy',
      figure: 'term-accuracy',
      dataset: 'Terms.',
      measuredOn: '2026-06-30',
      conditions: 'One server.',
      breakdown: [
        { id: 'financial', value: '98.4%', label: 'term accuracy on financial terms', release: '4.2' },
        { id: 'clinical', value: '98.0%', label: 'term accuracy on clinical terms', release: '3.0' },
      ],
      body: { html: '' },
    } as unknown as (typeof EVIDENCE.methodology)[number];
    afterEach(() => void EVIDENCE.methodology.splice(0));
    const render = () => cheerio.load(renderToStaticMarkup(createElement(ModelFactsSection)));

    it('shows the model\'s row of the figure, its date and release, linked to that row; says so where the release measured is not the card\'s', () => {
      EVIDENCE.methodology.push(measured);
      EVIDENCE.models.push(
        { ...model, slug: 'finance', evaluation: { figure: 'term-accuracy', row: 'financial' } },
        { ...model, slug: 'health', industry: 'healthcare', version: '3.1', evaluation: { figure: 'term-accuracy', row: 'clinical' } },
      );
      const $ = render();
      const evaluation = (slug: string) => $(`[data-model="${slug}"] [data-model-evaluation]`);
      expect(evaluation('finance').children('p').toArray().map((p) => $(p).text())).toEqual([
        'Evaluation',
        '98.4% term accuracy on financial terms',
        'Measured Jun 30, 2026 on release\u00a04.2, the release this card describes.',
      ]);
      expect(evaluation('finance').find('[data-release-mismatch]')).toHaveLength(0);
      expect(evaluation('finance').find('a').attr('href')).toBe('/methodology#term-accuracy-financial');
      expect(evaluation('health').find('[data-release-mismatch]').text()).toBe('Measured Jun 30, 2026 on release\u00a03.0; this card describes release\u00a03.1.');
      expect(evaluation('health').find('a').attr('href')).toBe('/methodology#term-accuracy-clinical');
      // The blended site-wide figure stays off the cards: each shows its own.
      expect($('[data-model]').text()).not.toContain('98% term accuracy');
    });

    it('counts the cards against the industry models, from the data', () => {
      EVIDENCE.models.push({ ...model, slug: 'finance' }, { ...model, slug: 'finance-large', name: 'Finance 13B' }, { ...model, slug: 'health', industry: 'healthcare' });
      const industries = readdirSync(join(ROOT, 'content/industries')).filter((file) => file.endsWith('.md')).length;
      // Two industries have cards (a second model of one industry does not count twice).
      expect(render()('[data-model-count]').text()).toBe(`We publish the facts of 2 of our ${industries} industry models here. Each records what a model inventory and a model-risk validation ask for, with the model\u2019s own evaluation and the release it was measured on.`);
      expect(modelCardCount()).toEqual({ cards: 2, models: industries });
    });
  });
});
