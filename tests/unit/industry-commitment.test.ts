/**
 * The industry-commitment assurance entry (trust review T1 r34: the healthcare page never said whether Vertiq signs a
 * business associate agreement): a commitment only the business can make, to one industry's customers, as it words it.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assuranceSchema } from '../../src/collections/evidence-schemas.ts';
import { loadEvidence } from '../../src/content/evidence.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/sample-evidence');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const entry = { kind: 'industry-commitment', industry: 'healthcare', name: 'Business associate agreement', statement: 'Signed with every healthcare customer.' };

describe('industry-commitment entries', () => {
  it('takes the commitment as written', () => {
    expect(assuranceSchema.parse({ ...entry, statement: '  Signed with every healthcare customer.  ' })).toEqual({ ...entry, draft: false });
  });

  it('refuses an entry without its statement, an industry that is not a slug, a long label and a field it does not show', () => {
    const missing = assuranceSchema.safeParse({ ...entry, statement: undefined });
    expect(missing.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['statement', expect.stringMatching(/^expected one or two sentences of what the business commits to/)]]);
    expect(assuranceSchema.safeParse({ ...entry, industry: 'Health Care' }).error!.issues[0]!.message).toContain('lowercase words joined by hyphens');
    expect(assuranceSchema.safeParse({ ...entry, name: 'x'.repeat(61) }).error!.issues[0]!.message).toContain('at most 60 characters');
    expect(assuranceSchema.safeParse({ ...entry, signed: true }).success).toBe(false);
  });

  it('names the kind among the others when the kind is wrong', () => {
    expect(assuranceSchema.safeParse({ kind: 'baa' }).error!.issues[0]!.message).toContain('incident-notification, industry-commitment, statement or plan-terms');
  });

  it('refuses, at load, an industry with no page, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commitment-'));
    made.push(dir);
    cpSync(FIXTURE, dir, { recursive: true });
    writeFileSync(join(dir, 'assurance/business-associate-agreement.md'), '---\nkind: industry-commitment\nindustry: hospitals\nname: Business associate agreement\nstatement: "Signed."\n---\n');
    expect(() => loadEvidence({ root: ROOT, contentFrom: dir })).toThrow(/business-associate-agreement\.md[\s\S]*field "industry": no industry page "hospitals"/);
  });

  it('is loaded from the sample evidence for healthcare', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(evidence.assurance.filter((e) => e.kind === 'industry-commitment').map((e) => e.kind === 'industry-commitment' && e.industry)).toEqual(['healthcare']);
  });
});
