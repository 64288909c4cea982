/**
 * Trust review T8 r54 on the sample-evidence build (round 55, trust55): home's comparison names each baseline only as what
 * is true of both and draws the compute bar at the median its row leads with; the audit record names the legal model card's
 * release; /financial-services' examiner-facing card leads to the audit trail and the documents on request, and each agent
 * status is defined once under the agents; /pricing's plan rules give the hardware per vertical beside the usage limit.
 * The real build's side is tests/output/trust55.test.ts. Built through the real CLI.
 */
import { describe, expect, it } from 'vitest';
import { loadEvidence } from '../../src/content/evidence.ts';
import { useSampleBuild } from '../helpers/sample-build.ts';
import { FIXTURE, ROOT } from '../helpers/fixture-copy.ts';

const { page } = useSampleBuild('trust55');

describe('home\'s comparison against what was measured', () => {
  it('names no cloud LLM, and draws the compute bar at the 61% median its row leads with', async () => {
    const $ = await page('');
    const comparison = $('[data-proof="comparison"]');
    expect(comparison.text()).not.toMatch(/cloud/i);
    const bars = (figure: string) => comparison.find(`[data-comparison="${figure}"] [aria-hidden] > span`);
    for (const figure of ['speed', 'compute']) expect(bars(figure).map((_, b) => $(b).text()).get(), figure).toEqual(['General-purpose model', '', 'Vertiq', '']);
    expect(comparison.find('[data-comparison="compute"] [data-figure-median-lead]').text()).toBe('61% lower (median)');
    expect(bars('compute').eq(3).attr('class')!.split(' ')).toContain('w-[39%]');
    expect(bars('speed').eq(3).attr('class')!.split(' ')).toContain('w-1/5');
    // The claim's words unchanged.
    expect(comparison.find('[data-comparison="compute"]').text()).toContain('Up to 80% lower computational requirements');
  });
});

describe('the audit record\'s model', () => {
  it('is the legal model card\'s release, on home and /features/audit-trail', async () => {
    const legal = loadEvidence({ root: ROOT, contentFrom: FIXTURE }).models.find((model) => model.industry === 'legal')!;
    expect(legal.version).toBe('2.3');
    for (const path of ['', 'features/audit-trail']) {
      const text = (await page(path))('main').text();
      expect(text, path).toContain('Legal model v2.3 · ');
      expect(text, path).not.toContain('v3.2');
    }
  });
});

describe('/financial-services for an examiner', () => {
  it('leads the "Audit and model risk" card to the audit trail and the documents on request', async () => {
    const $ = await page('financial-services');
    const card = $('[data-cards="features"] [data-card]').filter((_, li) => $(li).find('[data-team]').text() === 'Audit and model risk');
    expect(card.find('a').toArray().map((a) => [$(a).attr('href'), $(a).text().trim()])).toEqual([
      ['/features/audit-trail#top', 'See the Audit Trail'],
      ['/security#documents', 'Documents on Request'],
    ]);
    expect((await page('security'))('#documents')).toHaveLength(1);
  });

  it('defines each agent status once, under the agents, in the business\'s words', async () => {
    const $ = await page('financial-services');
    const legend = $('#capabilities [data-cards="capabilities"] + [data-agent-status-legend]');
    expect(legend.find('div').toArray().map((row) => $(row).text())).toEqual([
      'In production: running in a customer\'s production, with the customer\'s consent to say so (sample)',
      'Available: generally available, no production reference yet (sample)',
      'In pilot: running in a customer\'s pilot; not yet generally available (sample)',
    ]);
  });
});

describe('/pricing\'s plan rules', () => {
  it('give the hardware each vertical needs beside the only usage limit', async () => {
    const $ = await page('pricing');
    const rows = $('[data-section="plan-rules"] dl > div').toArray().map((row) => [$(row).find('dt').text(), $(row).find('dd').text()]);
    expect(rows.slice(1, 3)).toEqual([
      ['The only usage limit', 'Storage'],
      ['Each vertical needs', 'A 48 GB GPU server (sample)'],
    ]);
  });
});
