/**
 * Trust review T7 r53 on the sample-evidence build (round 54, trustB): the business-supplied facts a bank's CTO asked for,
 * shown where the fixture (tests/fixtures/sample-evidence, every entry SAMPLE) supplies them: each /financial-services
 * agent's status, sign-in and contract term by plan and the hardware and exit answers on /pricing, how the deployment fits
 * the customer's own controls on /security, and why /security's table lists SOC 2 Type II where other pages' chips do not. The
 * real build's side is tests/output/trust-b54.test.ts. Built through the real CLI.
 */
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEvidence } from '../../src/content/evidence.ts';
import { buildSite, useSampleBuild } from '../helpers/sample-build.ts';
import { FIXTURE, ROOT } from '../helpers/fixture-copy.ts';

const { page, temp } = useSampleBuild('trust-b54');

describe('/financial-services agents with the business\'s status', () => {
  it('shows each agent\'s status as a chip, green only for production, beside the case study\'s evidence', async () => {
    const $ = await page('financial-services');
    const cards = $('[data-cards="capabilities"] [data-card]').toArray();
    expect(cards.map((card) => [$(card).find('h3').text(), $(card).find('[data-agent-status]').text()])).toEqual([
      ['Covenant extraction', 'In production'],
      ['Pricing grid analysis', 'Available'],
      ['KYC completeness', 'Available'],
      ['Ownership mapping', 'In pilot'],
      ['Default triggers', 'Available'],
      ['Disclosure consistency', 'In pilot'],
      ['Policy-to-rule mapping', 'In pilot'],
      ['Exception reports', 'In production'],
    ]);
    expect($('[data-agent-status].bg-emerald-50').toArray().map((chip) => $(chip).text())).toEqual(['In production', 'In production']);
    // The status stands in for the phone-only stage tag, never beside it; the study's link stays under the job.
    expect($('[data-agent-stage]')).toHaveLength(0);
    expect($('[data-agent-evidence]').toArray().map((a) => $(a).text())).toEqual(['In production at Sample Bank (sample)', 'In production at Sample Bank (sample)']);
  });

  it('refuses, at load, a status for an agent the page does not have, naming the file', async () => {
    const content = join(temp(), 'bad');
    await cp(FIXTURE, content, { recursive: true });
    await writeFile(join(content, 'assurance/agent-status-financial-services.md'), '---\nkind: agent-status\nindustry: financial-services\nagents:\n  - agent: Loan pricing\n    status: available\n---\n');
    await expect(buildSite(content, join(temp(), 'bad-out'))).rejects.toThrow(/agent-status-financial-services\.md[\s\S]*no agent "Loan pricing" on the financial-services page/);
    await writeFile(join(content, 'assurance/agent-status-financial-services.md'), '---\nkind: agent-status\nindustry: financial-services\nagents:\n  - agent: Covenant extraction\n    status: beta\n---\n');
    expect(() => loadEvidence({ root: ROOT, contentFrom: content })).toThrow(/expected status: in-production, available, in-pilot/);
  }, 240_000);
});

describe('/pricing with the business\'s plan terms', () => {
  it('compares sign-in and the contract term by plan', async () => {
    const $ = await page('pricing');
    const row = (label: string) => $('[data-section="compare"] tr').filter((_, tr) => $(tr).find('th').first().text().trim() === label).first().find('td').toArray().map((td) => $(td).text().trim());
    expect(row('Sign-in')).toEqual(['MFA; SSO over OpenID Connect (sample)', 'MFA; SSO over OpenID Connect (sample)', 'MFA; SSO over SAML 2.0 or OpenID Connect; SCIM (sample)', 'MFA; SSO over SAML 2.0 or OpenID Connect; SCIM (sample)']);
    expect(row('Term and notice')).toHaveLength(4);
  });

  it('answers whether the servers are in the price and what happens at exit, in the FAQ and its JSON-LD', async () => {
    const $ = await page('pricing');
    const questions = $('[data-faq-item] h3').toArray().map((h) => $(h).text());
    expect(questions.slice(-2)).toEqual(['Are the servers included in the price?', 'What happens to our data and adapted models if we leave?']);
    const hardware = $('[data-faq-item]').eq(-2).find('p').text();
    expect(hardware).toMatch(/^No\. Plan prices cover the software, which runs on hardware you provide: SAMPLE\. A server with a 48 GB GPU/);
    expect(hardware).toContain('Each model card under Small Language Models gives the minimum hardware it runs on.');
    // The minimum hardware stays linked under "What you provide" (trust review T2 r46).
    expect($('[data-plan-term="customer-provides"] a[data-minimums-link]').attr('href')).toMatch(/^\/technology\/small-llms#model-/);
    const faq = $('script[type="application/ld+json"]').toArray().map((s) => JSON.parse($(s).text())).flatMap((n) => n['@graph'] ?? [n]).find((n) => n['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toContain('What happens to our data and adapted models if we leave?');
  });
});

describe('/security with the business\'s statements on the customer\'s controls', () => {
  it('lists identity, keys, transit, support logs, offline updates and AI governance, each with its anchor', async () => {
    const $ = await page('security');
    const block = $('[data-assurance="environment"]');
    expect(block.find('h3').text()).toBe('How it fits your controls');
    expect(block.find('[data-statement]').toArray().map((d) => [$(d).attr('id'), $(d).find('dt').text()])).toEqual([
      ['statement-identity', 'Sign-in and provisioning'],
      ['statement-key-management', 'Key management'],
      ['statement-encryption-in-transit', 'Encryption in transit'],
      ['statement-support-logs', 'Support logs'],
      ['statement-offline-updates', 'Updates without a connection'],
      ['statement-ai-governance', 'AI governance'],
    ]);
    expect(block.text()).toContain('SAML 2.0');
    expect(block.text()).toContain('PKCS#11');
    expect(block.text()).toContain('NIST AI Risk Management Framework');
    // The product's own four statements keep their cards.
    expect($('[data-assurance="statements"] [data-statement]').toArray().map((a) => $(a).attr('data-statement'))).toEqual(['ai-testing', 'update-signing', 'telemetry', 'custom-training']);
  });
});

describe('SOC 2 Type II on /security\'s table and Vertiq\'s own report (contradiction 5)', () => {
  it('the chips elsewhere leave SOC 2 out beside the report, and /security\'s callout says why, at each width\'s copy', async () => {
    for (const path of ['', 'pricing', 'financial-services']) {
      const $ = await page(path);
      expect($('[data-chip-row] li').toArray().map((li) => $(li).text())).not.toContain('SOC 2 Type II');
    }
    const $ = await page('security');
    expect($('[data-own-report] [data-own-report-note]').toArray().map((note) => $(note).text())).toEqual([
      'In this table, SOC 2 is the scope of your own audit; the SOC 2 Type II badges elsewhere on this site mean this report.',
      'In this table, SOC 2 is the scope of your own audit; the SOC 2 Type II badges elsewhere on this site mean this report.',
    ]);
  });
});
