/**
 * Trust review T2 r46 (families under 8: pricing 6; home, about, /financial-services, /technology/small-llms 7): the places
 * for what only the business can state, each refused when malformed and listed by the readiness report while missing, and
 * the site fixes derived from data (the plan cards' no-audit note). The pages are checked on the sample build in
 * tests/browser/evidence.test.ts.
 */
import { cpSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE, fixtureCopy, NOW, replaceIn, ROOT } from '../helpers/fixture-copy.ts';
import { assuranceSchema, caseStudySchema } from '../../src/collections/evidence-schemas.ts';
import { identitySchema, loadIdentity } from '../../src/collections/identity.ts';
import { loadEvidence } from '../../src/content/evidence.ts';
import { identityPlaceholders, readinessReport } from '../../src/readiness.ts';
import { lacksAuditFeatures, TIERS } from '../../src/content/pricing.ts';
import { COMPLIANCE_FRAMEWORKS } from '../../src/content/compliance.ts';

/** The first issue of a failed parse as "path: message". */
const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const [first] = result.error?.issues ?? [];
  return first && `${first.path.join('.')}: ${first.message}`;
};

const identity = identitySchema.parse(loadIdentity({ root: ROOT, contentFrom: FIXTURE }).data);

describe('identity: support contact, customers in production, funding amount (/about)', () => {
  it('reads them from the sample', () => {
    expect(identity.support).toEqual({ email: 'support@vertiq.sample', phone: '+1 (512) 555-2370', hours: expect.stringContaining('(sample)') });
    expect(identity.facts?.customersInProduction).toEqual({ count: 11, asOf: '2026-09-30' });
    expect(identity.facts?.fundingAmount).toBe('$18M raised (sample)');
  });

  it('leaves them optional, and refuses a support block without an address, a count without its date or a count that is not whole', () => {
    const { support: _support, ...withoutSupport } = identity;
    expect(identitySchema.safeParse(withoutSupport).success).toBe(true);
    expect(issue(identitySchema.safeParse({ ...identity, support: { phone: '+1 (512) 555-2370' } }))).toMatch(/^support\.email: expected the support and incident escalation address/);
    expect(issue(identitySchema.safeParse({ ...identity, support: { email: 'support@vertiq.sample', phone: '512 555' } }))).toMatch(/^support\.phone: expected an international number/);
    expect(issue(identitySchema.safeParse({ ...identity, facts: { ...identity.facts, customersInProduction: { count: 11 } } }))).toMatch(/^facts\.customersInProduction\.asOf: /);
    expect(issue(identitySchema.safeParse({ ...identity, facts: { ...identity.facts, customersInProduction: { count: 2.5, asOf: '2026-09-30' } } }))).toBe('facts.customersInProduction.count: expected a whole number');
    expect(issue(identitySchema.safeParse({ ...identity, facts: { ...identity.facts, fundingAmount: 'x'.repeat(41) } }))).toMatch(/^facts\.fundingAmount: expected at most 40 characters/);
  });

  it('refuses a placeholder support address or number in production, naming the field', () => {
    const dir = fixtureCopy((d) => {
      replaceIn(join(d, 'identity.yaml'), 'support@vertiq.sample', 'support@vertiq.example');
      replaceIn(join(d, 'identity.yaml'), '+1 (512) 555-2370', '+1 (555) 010-0100');
    });
    const refused = identityPlaceholders(loadIdentity({ root: ROOT, contentFrom: dir })).map((p) => /field "([^"]+)"/.exec(p.message)?.[1]);
    expect(refused).toEqual(['support.email', 'support.phone']);
  });
});

describe('assurance: plan terms (/pricing)', () => {
  const terms = { kind: 'plan-terms', securityUpdates: 'Critical fixes within 7 days.' };

  it('takes any one part, and refuses an entry with none', () => {
    expect(assuranceSchema.safeParse(terms).success).toBe(true);
    expect(issue(assuranceSchema.safeParse({ kind: 'plan-terms' }))).toBe(': expected at least one of support, signIn, term, exit, securityUpdates, customerProvides, perVertical, offlineLicensing, trialInstall');
  });

  it('refuses support for a plan the site does not sell, a plan in two items, and a cell longer than a line', () => {
    const support = (items: object[]) => assuranceSchema.safeParse({ ...terms, support: items });
    expect(support([{ hours: 'Weekdays', response: 'Next business day' }]).success).toBe(true);
    expect(issue(support([{ plans: ['Gold'], hours: 'Weekdays', response: 'Next business day' }]))).toMatch(/^support\.0\.plans\.0: expected a plan's name: Starter, Business, Business Elite, Enterprise/);
    expect(issue(support([{ plans: ['Starter'], hours: 'a', response: 'b' }, { hours: 'c', response: 'd' }]))).toBe('support.1.plans: expected each plan in one support item: Starter is in two');
    expect(issue(support([{ hours: 'x'.repeat(61), response: 'b' }]))).toMatch(/^support\.0\.hours: expected at most 60 characters/);
    expect(issue(support([{ hours: 'a' }]))).toMatch(/^support\.0\.response: /);
  });

  it('spells the plans as /pricing does', () => {
    expect(TIERS.map((tier) => tier.name)).toEqual(['Starter', 'Business', 'Business Elite', 'Enterprise']);
  });

  it('allows one plan-terms file only', () => {
    const dir = fixtureCopy((d) => cpSync(join(d, 'assurance/plan-terms.md'), join(d, 'assurance/plan-terms-2.md')));
    expect(() => loadEvidence({ root: ROOT, contentFrom: dir })).toThrow(/a second plan-terms entry \(also plan-terms(-2)?\.md\)/);
  });
});

describe('assurance: statements (/security, home, /technology/small-llms)', () => {
  it('takes the four topics, a date and tester only for the AI testing, and one entry a topic', () => {
    for (const topic of ['ai-testing', 'update-signing', 'telemetry', 'custom-training']) expect(assuranceSchema.safeParse({ kind: 'statement', topic, statement: 'We do.' }).success).toBe(true);
    expect(issue(assuranceSchema.safeParse({ kind: 'statement', topic: 'marketing', statement: 'We do.' }))).toMatch(/^topic: expected topic: ai-testing, update-signing, telemetry, custom-training/);
    expect(issue(assuranceSchema.safeParse({ kind: 'statement', topic: 'telemetry', statement: 'None.', date: '2026-08-18' }))).toBe('date: expected date and by only for topic ai-testing (when and by whom it was tested)');
    expect(issue(assuranceSchema.safeParse({ kind: 'statement', topic: 'telemetry', statement: '' }))).toMatch(/^statement: /);
    const dir = fixtureCopy((d) => cpSync(join(d, 'assurance/statement-telemetry.md'), join(d, 'assurance/statement-telemetry-2.md')));
    expect(() => loadEvidence({ root: ROOT, contentFrom: dir })).toThrow(/a second statement "telemetry" entry/);
  });

  it('the sample\'s custom-training statement keeps customer training and corrections in the customer\'s deployment, as the case studies tell it', () => {
    const text = readFileSync(join(FIXTURE, 'assurance/statement-custom-training.md'), 'utf8');
    expect(text).toMatch(/inside your deployment/);
    expect(text).toMatch(/none of them leaves your site/);
    expect(readFileSync(join(FIXTURE, 'case-studies/sample-health-prior-authorizations.md'), 'utf8')).toMatch(/kept, inside the network, for the next update of its own copy/);
  });
});

describe('other places', () => {
  it('a SOC 2 report\'s firstReport and a document\'s financials are true or absent', () => {
    const soc2 = { kind: 'soc2-type-ii', status: 'audit-in-progress', periodStart: '2025-07-01', periodEnd: '2026-06-30', auditor: 'A', howToRequest: 'Ask.' };
    expect(assuranceSchema.safeParse({ ...soc2, firstReport: true }).success).toBe(true);
    expect(issue(assuranceSchema.safeParse({ ...soc2, firstReport: false }))).toBe('firstReport: expected true (or leave firstReport out)');
    expect(assuranceSchema.safeParse({ kind: 'on-request', documents: [{ name: 'Audited financial statements', financials: true }] }).success).toBe(true);
    expect(assuranceSchema.safeParse({ kind: 'on-request', documents: [{ name: 'Audited financial statements', financials: 'yes' }] }).success).toBe(false);
  });

  it('a case study names the agents it runs, at least one when given; the build refuses one its industry page does not have', async () => {
    const base = caseStudySchema.parse({ ...(await import('gray-matter')).default(readFileSync(join(FIXTURE, 'case-studies/sample-bank-credit-files.md'), 'utf8')).data });
    expect(base.agents).toEqual(['Covenant extraction', 'Exception reports']);
    expect(issue(caseStudySchema.safeParse({ ...base, agents: [] }))).toBe('agents: expected at least one agent, or leave agents out');
  });
});

describe('site fixes derived from data', () => {
  // Trust review T2 r46: "Mark Starter and Business 'not for audited scope (no audit trail or RBAC)'".
  it('the plans below the audit features lack them, derived from the tiers', () => {
    expect(TIERS.filter((tier) => lacksAuditFeatures(tier)).map((tier) => tier.name)).toEqual(['Starter', 'Business']);
    const moved = TIERS.map((tier, i) => (i === 1 ? { ...tier, features: [...tier.features, { text: 'Security, compliance and audit features', included: true }] } : tier));
    expect(moved.filter((tier) => lacksAuditFeatures(tier, moved)).map((tier) => tier.name)).toEqual(['Starter']);
  });

  it('HIPAA applies to HR only where it administers a group health plan', () => {
    expect(COMPLIANCE_FRAMEWORKS.find((f) => f.name === 'HIPAA')?.onlyWhere).toEqual({ hr: 'where it administers a group health plan' });
  });
});

describe('the readiness report lists each new place while it is empty', () => {
  it('on the sample: nothing missing (every place filled)', () => {
    expect(readinessReport({ root: ROOT, contentFrom: FIXTURE }, NOW)).toEqual([]);
  });

  it('names the identity fields, the plan terms\' parts and each statement left out, with the file to edit', () => {
    const dir = fixtureCopy((d) => {
      replaceIn(join(d, 'identity.yaml'), /^support:\n(  .*\n)+/m, '');
      replaceIn(join(d, 'identity.yaml'), /^  fundingAmount: .*\n/m, '');
      replaceIn(join(d, 'identity.yaml'), /^  customersInProduction:\n(    .*\n)+/m, '');
      replaceIn(join(d, 'assurance/plan-terms.md'), /^trialInstall: .*\n/m, '');
      unlinkSync(join(d, 'assurance/statement-telemetry.md'));
    });
    const messages = readinessReport({ root: ROOT, contentFrom: dir }, NOW).map((line) => `${line.blocks ? 'REFUSED' : 'missing'} ${line.where.replace(dir, '<fixture>')}: ${line.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^missing .*identity\.yaml: no count of customers in production \(facts\.customersInProduction: count and asOf\): \/about shows none$/),
      expect.stringMatching(/^missing .*identity\.yaml: no funding amount \(facts\.fundingAmount\)/),
      expect.stringMatching(/^missing .*identity\.yaml: no support and incident escalation contact/),
      expect.stringMatching(/^missing .*assurance\/plan-terms\.md: plan terms without trialInstall \(how a trial is installed\): \/pricing leaves it out$/),
      expect.stringMatching(/^missing .*assurance\/: no statement on telemetry \(kind: statement, topic: telemetry: .*\): \/security says nothing of it$/),
    ]);
  });
});
