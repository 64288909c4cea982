/**
 * The models collection (content/models/, trust review T1 r34: "no model facts, which a bank's model inventory and SR 11-7
 * validation need"): the schema refuses an entry that leaves a fact out or names what it cannot show, and the loader
 * refuses a model whose industry has no page.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { modelSchema } from '../../src/collections/evidence-schemas.ts';
import { EVIDENCE, loadEvidence } from '../../src/content/evidence.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import * as cheerio from 'cheerio';
import { ModelFactsSection } from '../../src/pages/evidence/ModelFacts.tsx';

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
    expect(modelSchema.safeParse({ ...model, evaluation: 'accuracy' }).error!.issues[0]!.message).toMatch(/^expected one of the product figures: .*term-accuracy/);
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

  it('loads the two sample models, each marked sample', () => {
    const { models } = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(models.map((m) => [m.slug, m.industry])).toEqual([
      ['sample-finance-7b', 'financial-services'],
      ['sample-health-7b', 'healthcare'],
    ]);
    for (const m of models) expect(m.name).toMatch(/\(sample\)$/);
  });
});

// Trust review T3 r41: "one model card lacks rows the other has (context window, model card link), and none gives minimum
// hardware, known limits or out-of-scope uses". Three optional fields; every card every row, in one order.
describe('model facts on /technology/small-llms', () => {
  afterEach(() => void EVIDENCE.models.splice(0));
  const ROWS = ['Parameters', 'Context window', 'Minimum hardware', 'Base model', 'Licence', 'Training data', 'Updates', 'Evaluation', 'Known limits', 'Out-of-scope uses', 'Model card'];

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
    // No methodology entry in this test: the evaluation cue would lead nowhere, so it is not published either.
    expect(rows('full').filter(([, , empty]) => empty).map(([term]) => term)).toEqual(['Evaluation']);
    expect(rows('bare').filter(([, , empty]) => empty)).toEqual(
      ['Context window', 'Minimum hardware', 'Evaluation', 'Known limits', 'Out-of-scope uses', 'Model card'].map((term) => [term, 'Not published', true]),
    );
    expect($('[data-model="full"] dd ul').toArray().map((ul) => $(ul).find('li').toArray().map((li) => $(li).text()))).toEqual([['Low-resolution scans', 'US law only'], ['Credit decisions without sign-off']]);
  });
});
