/**
 * The models collection (content/models/, trust review T1 r34: "no model facts, which a bank's model inventory and SR 11-7
 * validation need"): the schema refuses an entry that leaves a fact out or names what it cannot show, and the loader
 * refuses a model whose industry has no page.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modelSchema } from '../../src/collections/evidence-schemas.ts';
import { loadEvidence } from '../../src/content/evidence.ts';

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
