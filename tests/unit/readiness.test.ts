/**
 * Launch readiness (src/readiness.ts) and the evidence schemas: what a production build refuses (placeholder identity
 * values, an expired security.txt), what the report only lists, and the schema refusals the issue
 * names (a quote without consent date, a result without source).
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE, fixtureCopy, NOW, replaceIn, ROOT } from '../helpers/fixture-copy.ts';
import { fictionalPhone, productionRefusals, readinessReport, reservedDomain } from '../../src/readiness.ts';
import { loadIdentity } from '../../src/collections/identity.ts';
import { loadEvidence } from '../../src/content/evidence.ts';
import { PRODUCT_FIGURES } from '../../src/content/figures.ts';


describe('placeholder values', () => {
  it.each([
    ['sales@vertiq.example', 'a reserved domain (.example)'],
    ['a@b.invalid', 'a reserved domain (.invalid)'],
    ['ops@corp.test', 'a reserved domain (.test)'],
    ['https://app.localhost/x', 'a reserved domain (.localhost)'],
    ['info@example.com', 'a reserved domain (example.com)'],
  ])('%s is %s', (value, why) => expect(reservedDomain(value)).toBe(why));

  it('leaves real domains alone', () => {
    for (const value of ['sales@vertiq.ai', 'https://www.linkedin.com/company/x', 'x@examples.org']) expect(reservedDomain(value)).toBeUndefined();
  });

  it('refuses 555 numbers kept for fiction, not other numbers', () => {
    expect(fictionalPhone('+1 (555) 010-0199')).toMatch(/555 area code/);
    expect(fictionalPhone('+1 (512) 555-0142')).toMatch(/555-01xx/);
    expect(fictionalPhone('+1 (512) 555-2368')).toBeUndefined();
    expect(fictionalPhone('+1 (512) 472-0100')).toBeUndefined();
    expect(fictionalPhone('+44 20 7946 0555')).toBeUndefined();
  });
});

describe('what --production refuses', () => {
  it('names every placeholder of content/identity.yaml with its field and line', () => {
    const refusals = productionRefusals({ root: ROOT }, NOW);
    const identity = readFileSync(join(ROOT, 'content/identity.yaml'), 'utf8').split('\n');
    const fields = refusals.map((p) => /field "([^"]+)"/.exec(p.message)?.[1]);
    expect(fields).toEqual(['legalName', 'phone', 'email.sales', 'email.investors', 'email.privacy', 'email.security']);
    for (const p of refusals) {
      expect(p.kind).toBe('placeholder');
      const [file, line] = p.where.split(':');
      expect(file).toBe('content/identity.yaml');
      // The line named holds the field refused.
      const field = /field "(?:[a-z]+\.)?([a-zA-Z]+)"/.exec(p.message)![1];
      expect(identity[Number(line) - 1]).toMatch(new RegExp(`^\\s*${field}:`));
    }
  });

  it('accepts the sample identity, and refuses an expired security.txt naming the field', () => {
    expect(productionRefusals({ root: ROOT, contentFrom: FIXTURE }, NOW)).toEqual([]);
    const expired = fixtureCopy((dir) => replaceIn(join(dir, 'identity.yaml'), /expires: .*/, 'expires: 2026-11-01'));
    const [refusal, ...rest] = productionRefusals({ root: ROOT, contentFrom: expired }, NOW);
    expect(rest).toEqual([]);
    expect(refusal).toMatchObject({ kind: 'expired', message: 'field "securityTxt.expires": /.well-known/security.txt expired on 2026-11-01' });
    expect(refusal.where).toMatch(/identity\.yaml:\d+$/);
  });
});

describe('the readiness report', () => {
  it('on the real content: the refusals first, then each empty collection and every figure without a methodology entry', () => {
    const lines = readinessReport({ root: ROOT }, NOW);
    expect(lines.filter((l) => l.blocks)).toHaveLength(6);
    const advice = lines.filter((l) => !l.blocks);
    expect(lines.findIndex((l) => !l.blocks)).toBe(6);
    for (const folder of ['customers', 'case-studies', 'people', 'assurance']) expect(advice.some((l) => l.where === `content/${folder}/`)).toBe(true);
    expect(advice).toContainEqual({ blocks: false, where: 'content/identity.yaml', message: expect.stringContaining('no company facts yet') });
    for (const figure of PRODUCT_FIGURES) expect(advice.some((l) => l.where === 'content/methodology/' && l.message.includes(`(figure: ${figure.id})`))).toBe(true);
  });

  it('on the sample evidence: nothing missing; a security.txt expiring within 30 days is listed but not refused', () => {
    expect(readinessReport({ root: ROOT, contentFrom: FIXTURE }, NOW)).toEqual([]);
    const soon = fixtureCopy((dir) => replaceIn(join(dir, 'identity.yaml'), /expires: .*/, 'expires: 2026-12-10'));
    const lines = readinessReport({ root: ROOT, contentFrom: soon }, NOW);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ blocks: false, message: expect.stringContaining('expires on 2026-12-10, within 30 days') });
    expect(productionRefusals({ root: ROOT, contentFrom: soon }, NOW)).toEqual([]);
  });

  // RFC 9116 2.5.5 (trust review T r46: an expiry of 2099 is what "a CISO who checks will notice").
  it('lists a security.txt expiring more than a year ahead, as advice, and not one a year ahead', () => {
    const far = fixtureCopy((dir) => replaceIn(join(dir, 'identity.yaml'), /expires: .*/, 'expires: 2099-01-31'));
    const lines = readinessReport({ root: ROOT, contentFrom: far }, NOW);
    expect(lines).toEqual([{ blocks: false, where: expect.stringMatching(/identity\.yaml:\d+$/), message: expect.stringContaining('expires on 2099-01-31, more than a year ahead: RFC 9116 recommends under a year') }]);
    expect(productionRefusals({ root: ROOT, contentFrom: far }, NOW)).toEqual([]);
    const year = fixtureCopy((dir) => replaceIn(join(dir, 'identity.yaml'), /expires: .*/, 'expires: 2027-11-26'));
    expect(readinessReport({ root: ROOT, contentFrom: year }, NOW)).toEqual([]);
  });

  it('lists a speed, latency, compute or cost figure whose entry does not say what it ran on, naming the file (trust review T1 r34)', () => {
    const dir = fixtureCopy((d) => {
      const file = join(d, 'methodology/compute.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^hardware:.*\n/m, ''));
    });
    const lines = readinessReport({ root: ROOT, contentFrom: dir }, NOW);
    expect(lines).toEqual([{ blocks: false, where: expect.stringMatching(/methodology\/compute\.md$/), message: expect.stringContaining('"Up to 80% lower computational requirements" does not say what it ran on (hardware)') }]);
    expect(productionRefusals({ root: ROOT, contentFrom: dir }, NOW)).toEqual([]);
  });

  it('lists a report link on the business\'s own domain, which the build cannot check (trust review T7 r53: the sample\'s two reports were not in the build)', () => {
    const dir = fixtureCopy((d) => {
      const file = join(d, 'methodology/term-accuracy.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^reportOnRequest:.*$/m, 'reportUrl: "https://www.vertiq.sample/reports/lab-letter.pdf"\nreportLabel: "Lab Summary Letter (PDF)"'));
    });
    const lines = readinessReport({ root: ROOT, contentFrom: dir }, NOW);
    expect(lines).toEqual([{ blocks: false, where: expect.stringMatching(/methodology\/term-accuracy\.md$/), message: expect.stringMatching(/^reportUrl https:\/\/www\.vertiq\.sample\/reports\/lab-letter\.pdf is on this site's own domain.*reportOnRequest/) }]);
    // A third party's address is not the site's to check.
    const lab = fixtureCopy((d) => {
      const file = join(d, 'methodology/term-accuracy.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^reportOnRequest:.*$/m, 'reportUrl: "https://lab.sample-evaluation.org/letter.pdf"\nreportLabel: "Lab Summary Letter (PDF)"'));
    });
    expect(readinessReport({ root: ROOT, contentFrom: lab }, NOW)).toEqual([]);
  });

  it('lists a figure whose methodology entry is missing', () => {
    const dir = fixtureCopy((d) => rmSync(join(d, 'methodology/speed.md')));
    const lines = readinessReport({ root: ROOT, contentFrom: dir }, NOW);
    expect(lines.map((l) => l.message)).toEqual([expect.stringContaining('"5x faster processing" has no methodology entry')]);
  });
});

describe('the evidence and identity schemas', () => {
  const refusal = (edit: (dir: string) => void): string => {
    const dir = fixtureCopy(edit);
    try {
      loadEvidence({ root: ROOT, contentFrom: dir });
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected the evidence to be refused');
  };

  it('loads the sample evidence, every collection filled', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect([evidence.customers, evidence.caseStudies, evidence.people, evidence.assurance, evidence.methodology].map((c) => c.length > 0)).toEqual([true, true, true, true, true]);
  });

  it('keeps the sample internally consistent: no person name for two people, a SOC 2 report current against a late-2026 build', () => {
    // Review round 4: the bank's quoted customer and Vertiq's advisor shared a name, which reads as an undisclosed tie.
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    const names = [...evidence.people.map((p) => p.name), ...evidence.caseStudies.flatMap((study) => (study.quote ? [study.quote.name] : []))];
    expect(names.length).toBeGreaterThan(4);
    expect(new Set(names).size).toBe(names.length);
    // Issued within the 12 months before the pen test and the case studies (Aug-Oct 2026), its next report after the build.
    const soc2 = evidence.assurance.find((entry) => entry.kind === 'soc2-type-ii')!;
    expect(soc2.kind === 'soc2-type-ii' && soc2.reportIssued! >= '2026-01-01' && soc2.nextReportExpected! > '2026-12-31').toBe(true);
  });

  it('names each logo and photo by its path under the content folder and its entry, and refuses a missing one at the entry', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(evidence.customers.find((c) => c.slug === 'sample-health')!.logo).toEqual({ src: 'customers/sample-health.png', at: 'tests/fixtures/sample-evidence/customers/sample-health.md' });
    // Two of the four sample people have a photo, drawn and marked SAMPLE (review r43; review C r7: the fixture's earlier
    // silhouettes read as missing headshots), two none; a photo named without its file is refused at the entry.
    expect(evidence.people.map((person) => person.photo)).toEqual([
      { src: 'people/alex-sample.webp', at: 'tests/fixtures/sample-evidence/people/alex-sample.md' },
      undefined,
      undefined,
      { src: 'people/jordan-sample.webp', at: 'tests/fixtures/sample-evidence/people/jordan-sample.md' },
    ]);
    const message = refusal((dir) => replaceIn(join(dir, 'people/morgan-sample.md'), 'order: 2', 'photo: morgan-sample.jpg\norder: 2'));
    expect(message).toMatch(/people\/morgan-sample\.md: field "photo": no file "morgan-sample\.jpg" beside this entry/);
  });

  // Trust review r43: where to verify a credential, an https address only, refused at its line naming the field.
  it('refuses a credential\'s verification address that is not https, at the entry\'s line, naming the field', () => {
    const message = refusal((dir) => replaceIn(join(dir, 'people/morgan-sample.md'), 'https://www.studentclearinghouse.org/verifiers/', 'http://www.studentclearinghouse.org/verifiers/'));
    expect(message).toMatch(/people\/morgan-sample\.md:\d+: field "credentialSource": expected where to verify the credential .* as a full https:\/\/ address/);
  });

  it('refuses a quote without the consent date', () => {
    const message = refusal((dir) => replaceIn(join(dir, 'case-studies/sample-bank-credit-files.md'), /\n  consentDate: .*/, ''));
    expect(message).toMatch(/case-studies\/sample-bank-credit-files\.md:\d+: field "quote\.consentDate"/);
  });

  // Review C r22: a bare "3.1" read like a score.
  it('reads a result\'s optional unit, and refuses it empty or longer than a line after the figure', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    const health = evidence.caseStudies.find((study) => study.slug === 'sample-health-prior-authorizations')!;
    expect(health.results.map((result) => result.unit)).toEqual([undefined, undefined, 'per 100 packets']);
    const study = 'case-studies/sample-health-prior-authorizations.md';
    expect(refusal((dir) => replaceIn(join(dir, study), 'unit: per 100 packets', 'unit: ""'))).toMatch(/sample-health-prior-authorizations\.md:\d+: field "results\.2\.unit": expected the figure's unit/);
    expect(refusal((dir) => replaceIn(join(dir, study), 'unit: per 100 packets', 'unit: per 100 prior-authorization packets'))).toMatch(/field "results\.2\.unit": expected at most 24 characters/);
  });

  it('reads a result\'s optional kind, and refuses one other than improvement or error-rate', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    const health = evidence.caseStudies.find((study) => study.slug === 'sample-health-prior-authorizations')!;
    expect(health.results.map((result) => result.kind)).toEqual([undefined, undefined, 'error-rate']);
    const study = 'case-studies/sample-health-prior-authorizations.md';
    expect(refusal((dir) => replaceIn(join(dir, study), 'kind: error-rate', 'kind: errors'))).toMatch(/sample-health-prior-authorizations\.md:\d+: field "results\.2\.kind": expected kind: improvement or error-rate/);
  });

  // Review: "Report available" with a period that had ended two days earlier, and nothing to check it by.
  it('refuses a SOC 2 report marked available without the date it was issued, or issued before its period ended', () => {
    const missing = refusal((dir) => replaceIn(join(dir, 'assurance/soc2-type-ii.md'), /\nreportIssued: .*/, ''));
    expect(missing).toMatch(/assurance\/soc2-type-ii\.md(:\d+)?: field "reportIssued": expected the date the auditor issued the report .*status: audit-in-progress/);
    const early = refusal((dir) => replaceIn(join(dir, 'assurance/soc2-type-ii.md'), 'reportIssued: 2026-08-28', 'reportIssued: 2026-06-01'));
    expect(early).toMatch(/field "reportIssued": expected a date after the audit period ends \(2026-06-30\)/);
    const criteria = refusal((dir) => replaceIn(join(dir, 'assurance/soc2-type-ii.md'), '  - Availability', '  - Uptime'));
    expect(criteria).toMatch(/field "criteria\.1": expected one of the Trust Services Criteria/);
  });

  it('accepts a SOC 2 audit in progress without an issue date', () => {
    // Without the issued report's opinion and exceptions too: an audit in progress has neither (trust review r42).
    const dir = fixtureCopy((d) => {
      replaceIn(join(d, 'assurance/soc2-type-ii.md'), /status: report-available\n(.|\n)*reportIssued: .*\n/, 'status: audit-in-progress\nperiodStart: 2025-10-01\nperiodEnd: 2026-09-30\n');
      replaceIn(join(d, 'assurance/soc2-type-ii.md'), /\n(# SAMPLE: the auditor's opinion.*|opinion: .*|exceptionsNoted: .*)(?=\n)/g, '');
    });
    const soc2 = loadEvidence({ root: ROOT, contentFrom: dir }).assurance.find((entry) => entry.kind === 'soc2-type-ii');
    expect(soc2).toMatchObject({ status: 'audit-in-progress', periodEnd: '2026-09-30' });
  });

  // Review round 5: who measured a figure, and how to get a pen test's summary, each optional and checked when given.
  it('reads the optional measuredBy and howToRequestSummary, refuses them empty, and leaves them out when absent', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(evidence.methodology.find((entry) => entry.figure === 'term-accuracy')!.measuredBy).toBe('Sample Evaluation Lab, independent third party (sample)');
    const penTest = evidence.assurance.find((entry) => entry.kind === 'penetration-test')!;
    expect(penTest.kind === 'penetration-test' && penTest.howToRequestSummary).toMatch(/^SAMPLE\. The testing firm's summary letter/);
    const empty = refusal((dir) => replaceIn(join(dir, 'methodology/speed.md'), /\nmeasuredBy: .*/, '\nmeasuredBy: ""'));
    expect(empty).toMatch(/methodology\/speed\.md(:\d+)?: field "measuredBy": expected who measured the figure/);
    const absent = loadEvidence({ root: ROOT, contentFrom: fixtureCopy((d) => replaceIn(join(d, 'methodology/speed.md'), /\nmeasuredBy: .*/, '')) });
    expect(absent.methodology.find((entry) => entry.figure === 'speed')!.measuredBy).toBeUndefined();
  });

  it('reads the optional independence and scope (review C, E1 and E5), and refuses an independence other than independent or internal', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(evidence.methodology.map((entry) => [entry.figure, entry.independence]).sort()).toEqual([
      ['average-response', 'internal'],
      ['compute', 'internal'],
      ['document-cost', 'independent'],
      ['response-time', 'internal'],
      ['speed', 'internal'],
      ['term-accuracy', 'independent'],
    ]);
    expect(evidence.methodology.find((entry) => entry.figure === 'term-accuracy')!.scope).toBe('Financial, legal and clinical terms; 98% is the lowest of the three (sample)');
    expect(refusal((dir) => replaceIn(join(dir, 'methodology/speed.md'), /\nindependence: .*/, '\nindependence: audited'))).toMatch(/methodology\/speed\.md(:\d+)?: field "independence": expected independent or internal/);
  });

  it('reads the optional coverage, report link and lead (review C r7), refuses a report half given, an address that is not https or on the site, and a median lead without a median', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    const term = evidence.methodology.find((entry) => entry.figure === 'term-accuracy')!;
    // Trust review T7 r53: the sample's reports are on request (its links led to files no build ships).
    expect([term.reportUrl, term.reportLabel, term.reportOnRequest]).toEqual([undefined, undefined, 'Lab summary letter, on request under NDA (sample)']);
    const withLink = (dir: string) => replaceIn(join(dir, 'methodology/term-accuracy.md'), /\nreportOnRequest: .*/, '\nreportUrl: "/reports/lab-letter.pdf"\nreportLabel: "Lab Summary Letter (PDF)"');
    expect(term.coverage).toMatch(/^SAMPLE\. .*Not yet measured/);
    expect(evidence.methodology.filter((entry) => entry.lead).map((entry) => [entry.figure, entry.lead])).toEqual([['compute', 'median']]);
    // Absent, nothing: the speed entry has none of them.
    const speed = evidence.methodology.find((entry) => entry.figure === 'speed')!;
    expect([speed.coverage, speed.reportUrl, speed.reportLabel, speed.lead]).toEqual([undefined, undefined, undefined, undefined]);
    expect(
      refusal((dir) => {
        withLink(dir);
        replaceIn(join(dir, 'methodology/term-accuracy.md'), /\nreportLabel: .*/, '');
      }),
    ).toMatch(/methodology\/term-accuracy\.md(:\d+)?: field "reportLabel": expected reportUrl and reportLabel together/);
    expect(
      refusal((dir) => {
        withLink(dir);
        replaceIn(join(dir, 'methodology/term-accuracy.md'), /\nreportUrl: .*/, '\nreportUrl: "http://lab.example/letter.pdf"');
      }),
    ).toMatch(/field "reportUrl": expected the report's address: a full https:\/\/ address or a path on this site/);
    // A report is published or on request, not both; nor on request and "Under NDA" at once.
    expect(refusal((dir) => replaceIn(join(dir, 'methodology/term-accuracy.md'), /\nreportOnRequest: .*/, '$&\nreportUrl: "/r.pdf"\nreportLabel: "Report (PDF)"'))).toMatch(/field "reportOnRequest": expected reportUrl or reportOnRequest, not both/);
    expect(refusal((dir) => replaceIn(join(dir, 'methodology/speed.md'), /\nnoValue:/, '$&\n  report: under-nda'))).toMatch(/methodology\/speed\.md(:\d+)?: field "reportOnRequest": expected reportOnRequest or noValue\.report, not both/);
    // The reach completes the figure in a sentence: "on ...".
    expect(refusal((dir) => replaceIn(join(dir, 'methodology/term-accuracy.md'), /\nappliesTo: .*/, '\nappliesTo: "financial, legal and clinical terms"'))).toMatch(/field "appliesTo": expected the words that complete the figure, starting "on "/);
    expect(refusal((dir) => replaceIn(join(dir, 'methodology/compute.md'), /\nmedian: .*/, ''))).toMatch(/methodology\/compute\.md(:\d+)?: field "median": expected a median when lead is median/);
    expect(refusal((dir) => replaceIn(join(dir, 'methodology/compute.md'), /\nlead: .*/, '\nlead: maximum'))).toMatch(/field "lead": expected median/);
  });

  it('refuses a result figure without its source', () => {
    const message = refusal((dir) => replaceIn(join(dir, 'case-studies/sample-health-prior-authorizations.md'), /\n    source: Sample Health's payer.*/, ''));
    expect(message).toMatch(/field "results\.1\.source"/);
  });

  it('refuses a logo file that is not there and a customer that does not exist', () => {
    const message = refusal((dir) => {
      rmSync(join(dir, 'customers/sample-law.svg'));
      replaceIn(join(dir, 'case-studies/sample-health-prior-authorizations.md'), 'customer: sample-health', 'customer: nobody');
    });
    expect(message).toMatch(/customers\/sample-law\.md: field "logo": no file "sample-law\.svg"/);
    expect(message).toMatch(/field "customer": no customer "nobody"/);
  });

  // The optional fields a review asked for (a customer's kind, a study's deployment facts): checked when given.
  it('reads the optional descriptor, key facts and limits, and refuses a descriptor over one line, an unknown fact, an empty integration list or empty limits', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(evidence.customers.find((c) => c.slug === 'sample-bank')!.descriptor).toBe('Regional bank (sample)');
    expect(evidence.caseStudies.find((s) => s.slug === 'sample-bank-credit-files')!.facts).toEqual({
      deployment: "On-premises, two GPU servers in the bank's own data center; no outbound connection, confirmed by the bank's network egress audit in August 2026 (sample)",
      timeToProduction: "11 weeks from contract to the first loan type in production, under a limited-use approval from the bank's model-risk team (sample)",
      volume: 'About 1,200 credit files a quarter (sample)',
      integrations: ['Loan origination system (sample)', 'Document management system (sample)'],
    });
    // The optional limits (review C r7: "what we would do differently"): read when given, absent otherwise, never empty.
    expect(evidence.caseStudies.find((s) => s.slug === 'sample-bank-credit-files')!.limits).toMatch(/^SAMPLE\. We would have brought/);
    // Review C r8: both sample studies give them (one template); without the line, none is read.
    expect(evidence.caseStudies.find((s) => s.slug === 'sample-health-prior-authorizations')!.limits).toMatch(/^SAMPLE\. We would have started/);
    const withoutLimits = loadEvidence({ root: ROOT, contentFrom: fixtureCopy((dir) => replaceIn(join(dir, 'case-studies/sample-health-prior-authorizations.md'), /^limits: .*\n/m, '')) });
    expect(withoutLimits.caseStudies.find((s) => s.slug === 'sample-health-prior-authorizations')!.limits).toBeUndefined();
    expect(refusal((dir) => replaceIn(join(dir, 'case-studies/sample-bank-credit-files.md'), /^limits: .*$/m, 'limits: ""'))).toMatch(/case-studies\/sample-bank-credit-files\.md:\d+: field "limits": expected what you would do differently/);
    expect(refusal((dir) => replaceIn(join(dir, 'customers/sample-law.md'), 'descriptor: Corporate law firm (sample)', `descriptor: ${'a very long descriptor '.repeat(3)}`))).toMatch(
      /customers\/sample-law\.md:\d+: field "descriptor": expected at most 60 characters/,
    );
    expect(refusal((dir) => replaceIn(join(dir, 'case-studies/sample-bank-credit-files.md'), '  volume:', '  plan: Business\n  volume:'))).toMatch(/case-studies\/sample-bank-credit-files\.md:\d+: field "facts/);
    expect(refusal((dir) => replaceIn(join(dir, 'case-studies/sample-health-prior-authorizations.md'), /  integrations:\n(    - .*\n)+/, '  integrations: []\n'))).toMatch(
      /case-studies\/sample-health-prior-authorizations\.md:\d+: field "facts\.integrations": expected at least one system/,
    );
  });

  // Review C r11: a named customer without a production date read as not using it; the business may say "pilot".
  it('reads the optional status and pilot date, and refuses a status other than pilot or production, a pilot with a production date, or a pilot date without a pilot', () => {
    const evidence = loadEvidence({ root: ROOT, contentFrom: FIXTURE });
    expect(evidence.customers.find((c) => c.slug === 'sample-properties')!.status).toBe('pilot');
    expect(evidence.customers.find((c) => c.slug === 'sample-law')!.status).toBeUndefined();
    expect(refusal((dir) => replaceIn(join(dir, 'customers/sample-properties.md'), 'status: pilot', 'status: evaluating'))).toMatch(/customers\/sample-properties\.md:\d+: field "status": expected pilot or production/);
    expect(refusal((dir) => replaceIn(join(dir, 'customers/sample-properties.md'), 'status: pilot', 'status: pilot\ninProductionSince: 2026-05-01'))).toMatch(
      /customers\/sample-properties\.md:\d+: field "status": expected no inProductionSince for a customer in pilot/,
    );
    // Review C r31: a pilot's start date, optional, only for a customer in pilot.
    expect(evidence.customers.find((c) => c.slug === 'sample-properties')!.pilotSince).toBe('2026-07-13');
    expect(refusal((dir) => replaceIn(join(dir, 'customers/sample-law.md'), /^industry: legal$/m, 'industry: legal\npilotSince: 2026-05-01'))).toMatch(
      /customers\/sample-law\.md:\d+: field "pilotSince": expected pilotSince only for a customer in pilot/,
    );
  });

  it('refuses a case study naming a solution page that does not exist', () => {
    const message = refusal((dir) => replaceIn(join(dir, 'case-studies/sample-bank-credit-files.md'), /^solutions:\n  - risk-assessment$/m, 'solutions:\n  - credit-scoring'));
    expect(message).toMatch(/case-studies\/sample-bank-credit-files\.md: field "solutions": no solution page "credit-scoring"/);
    // A result marked for a solution page the study is not shown on.
    expect(refusal((dir) => replaceIn(join(dir, 'case-studies/sample-bank-credit-files.md'), /^    solutions:\n      - risk-assessment$/m, '    solutions:\n      - contract-intelligence'))).toMatch(
      /case-studies\/sample-bank-credit-files\.md: field "results\.0\.solutions": "contract-intelligence" is not one of the study's solutions/,
    );
  });

  it('refuses an identity file field by field, with its line', () => {
    const dir = fixtureCopy((d) => {
      replaceIn(join(d, 'identity.yaml'), 'sales: sales@vertiq.sample', 'sales: not-an-address');
      mkdirSync(join(d, 'unused'));
    });
    expect(() => loadIdentity({ root: ROOT, contentFrom: dir })).toThrow(/identity\.yaml:\d+: field "email\.sales": expected the sales address/);
  });

  it('refuses a person in a group other than leadership or advisors', () => {
    const message = refusal((dir) => replaceIn(join(dir, 'people/jordan-sample.md'), 'group: advisors', 'group: board'));
    expect(message).toMatch(/people\/jordan-sample\.md:\d+: field "group": expected leadership or advisors/);
  });

  // Design review asked for founded / headcount / HQ / backers: optional, checked, and absent from the real file.
  it('reads the optional company facts, refuses a bad one with its line, and ships none in content/', () => {
    expect(loadIdentity({ root: ROOT, contentFrom: FIXTURE }).data.facts).toEqual({ founded: 2021, employees: 48, headquarters: 'Austin, TX', funding: 'Series A, 2025 (sample)', fundingAmount: '$18M raised (sample)', customersInProduction: { count: 11, asOf: '2026-09-30' }, backers: [{ name: 'Sample Ventures (sample)', url: 'https://sample-ventures.sample/' }, { name: 'Example Growth Partners (sample)', url: 'https://example-growth.sample/' }], board: ['Alex Sample, CEO (sample)', 'Jamie Sample, Sample Ventures (sample)'], arrGrowthPeriod: 'FY2024 to FY2025 (sample)', marketGrowthSource: 'Sample Research, Market Outlook 2025 (sample)', continuity: 'SAMPLE: your deployment runs on your servers and keeps working without ours (sample).' });
    expect(loadIdentity({ root: ROOT }).data.facts).toBeUndefined();
    // Review C r12: the continuity statement is optional and short; an empty one is refused, not shown blank.
    const emptyContinuity = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), /continuity: ".*"/, 'continuity: ""'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: emptyContinuity })).toThrow(/identity\.yaml:\d+: field "facts\.continuity"/);
    // A backer by name only is the schema's other form (the fixture links both, review C r12).
    const namedOnly = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), '- name: Example Growth Partners (sample)\n      url: https://example-growth.sample/', '- Example Growth Partners (sample)'));
    expect(loadIdentity({ root: ROOT, contentFrom: namedOnly }).data.facts?.backers?.[1]).toBe('Example Growth Partners (sample)');
    // Review B round 5: the ARR growth's period, optional; an empty one is refused, not shown as a blank.
    const emptyPeriod = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'arrGrowthPeriod: FY2024 to FY2025 (sample)', 'arrGrowthPeriod: ""'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: emptyPeriod })).toThrow(/identity\.yaml:\d+: field "facts\.arrGrowthPeriod": expected the period the ARR growth covers/);
    const noPeriod = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'arrGrowthPeriod: FY2024 to FY2025 (sample)', ''));
    expect(readinessReport({ root: ROOT, contentFrom: noPeriod }, NOW).map((l) => l.message)).toEqual([expect.stringContaining('no period for the 500% ARR growth')]);
    // Real-site trust review r34: the 42% market growth had no source; optional, named by the report when missing.
    const noSource = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'marketGrowthSource: Sample Research, Market Outlook 2025 (sample)', ''));
    const missing = readinessReport({ root: ROOT, contentFrom: noSource }, NOW);
    expect(missing.map((l) => l.message)).toEqual([expect.stringContaining('no source for the 42% market growth (facts.marketGrowthSource)')]);
    expect(missing[0]!.blocks).toBe(false);
    const emptySource = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'marketGrowthSource: Sample Research, Market Outlook 2025 (sample)', 'marketGrowthSource: ""'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: emptySource })).toThrow(/identity\.yaml:\d+: field "facts\.marketGrowthSource": expected who published the market growth figure/);
    const badYear = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'founded: 2021', 'founded: "about 2021"'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: badYear })).toThrow(/identity\.yaml:\d+: field "facts\.founded": expected the founding year/);
    const unknown = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'employees: 48', 'employees: 48\n  revenue: 10M'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: unknown })).toThrow(/"facts\.revenue" are not part of the identity file/);
    // Round 5: the funding round, one short fact (a paragraph there would break the strip).
    const longFunding = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'funding: Series A, 2025 (sample)', `funding: "${'Series A led by a long list of names, '.repeat(2)}"`));
    expect(() => loadIdentity({ root: ROOT, contentFrom: longFunding })).toThrow(/field "facts\.funding": expected at most 40 characters/);
    // Review C r7: a backer's link must be a full https address; a board listed empty is refused, not shown blank.
    const httpBacker = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), 'url: https://sample-ventures.sample/', 'url: sample-ventures.sample'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: httpBacker })).toThrow(/identity\.yaml:\d+: field "facts\.backers\.0/);
    const emptyBoard = fixtureCopy((d) => replaceIn(join(d, 'identity.yaml'), /\n  board:\n(    - .*\n)+/, '\n  board: []\n'));
    expect(() => loadIdentity({ root: ROOT, contentFrom: emptyBoard })).toThrow(/field "facts\.board": expected at least one board member/);
  });

  it('refuses a credential line longer than one line under the role', () => {
    const long = fixtureCopy((d) => replaceIn(join(d, 'people/riley-sample.md'), 'credential: "CISSP, CISM (sample)"', `credential: "${'CISSP, CISM, '.repeat(8)}"`));
    expect(() => loadEvidence({ root: ROOT, contentFrom: long })).toThrow(/riley-sample\.md:\d+: field "credential": expected at most 80 characters/);
  });
});
