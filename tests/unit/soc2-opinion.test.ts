/**
 * The SOC 2 entry's optional opinion and exceptions (trust review r42: a bank reads the auditor's opinion and the
 * exceptions noted before anything else in a SOC 2 report): the opinion as the auditor issued it, one of four; the
 * exceptions a whole number, 0 allowed; both only on an issued report.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assuranceSchema, SOC2_OPINIONS } from '../../src/collections/evidence-schemas.ts';
import { loadEvidence } from '../../src/content/evidence.ts';
import { ASSURANCE_COPY } from '../../src/content/evidence-copy.ts';

const ROOT = resolve(import.meta.dirname, '../..');

// SAMPLE: an issued report, for the schema only.
const issued = {
  kind: 'soc2-type-ii',
  status: 'report-available',
  periodStart: '2025-07-01',
  periodEnd: '2026-06-30',
  reportIssued: '2026-08-28',
  auditor: 'Sample Assurance LLP (sample)',
  howToRequest: 'SAMPLE. Under NDA from the security address.',
};
const inProgress = { ...issued, status: 'audit-in-progress', reportIssued: undefined };
const issues = (entry: object) => assuranceSchema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a SOC 2 entry\'s opinion and exceptions', () => {
  it('are optional', () => {
    const entry = assuranceSchema.parse(issued);
    expect(entry.kind === 'soc2-type-ii' && [entry.opinion, entry.exceptionsNoted]).toEqual([undefined, undefined]);
  });

  it('take each opinion an auditor can issue, and any whole number of exceptions, 0 included', () => {
    expect(SOC2_OPINIONS).toEqual(['unqualified', 'qualified', 'adverse', 'disclaimer-of-opinion']);
    for (const opinion of SOC2_OPINIONS) expect(issues({ ...issued, opinion })).toEqual([]);
    for (const exceptionsNoted of [0, 1, 12]) expect(issues({ ...issued, exceptionsNoted })).toEqual([]);
  });

  it('refuses an opinion the auditor cannot issue, and exceptions that are not a whole number', () => {
    expect(issues({ ...issued, opinion: 'clean' })).toEqual([['opinion', "expected the auditor's opinion as issued: unqualified, qualified, adverse, disclaimer-of-opinion"]]);
    expect(issues({ ...issued, exceptionsNoted: -1 })).toEqual([['exceptionsNoted', 'expected a whole number of exceptions (0 when none)']]);
    expect(issues({ ...issued, exceptionsNoted: 1.5 })).toEqual([['exceptionsNoted', 'expected a whole number of exceptions (0 when none)']]);
    expect(issues({ ...issued, exceptionsNoted: 'none' })[0]![0]).toBe('exceptionsNoted');
  });

  it('refuses either on an audit still in progress: the issued report gives them', () => {
    expect(issues(inProgress)).toEqual([]);
    expect(issues({ ...inProgress, opinion: 'unqualified', exceptionsNoted: 0 })).toEqual([
      ['opinion', 'expected no opinion while the audit is in progress: the auditor gives it in the issued report (status: report-available)'],
      ['exceptionsNoted', 'expected no exceptionsNoted while the audit is in progress: the auditor gives it in the issued report (status: report-available)'],
    ]);
  });

  it('names each opinion in the auditor\'s word first, a qualified or adverse one as plainly as a clean one', () => {
    const { opinions } = ASSURANCE_COPY.soc2;
    expect(Object.keys(opinions)).toEqual([...SOC2_OPINIONS]);
    expect(opinions.unqualified).toMatch(/^Unqualified\b/);
    expect(opinions.qualified).toMatch(/^Qualified \(not a clean opinion\)$/);
    expect(opinions.adverse).toMatch(/^Adverse\b/);
    expect(opinions['disclaimer-of-opinion']).toMatch(/^Disclaimer of opinion\b/);
  });

  it('is loaded from the sample evidence: unqualified, no exceptions', () => {
    const soc2 = loadEvidence({ root: ROOT, contentFrom: resolve(ROOT, 'tests/fixtures/sample-evidence') }).assurance.find((entry) => entry.kind === 'soc2-type-ii');
    expect(soc2).toMatchObject({ opinion: 'unqualified', exceptionsNoted: 0 });
  });
});
