/**
 * Trust review T8 r54 on the real build (round 55, trust55): home's comparison claims no baseline the business has not stated,
 * and the items that come from the business's evidence (a model card's release, documents on request, agent-status
 * definitions, hardware per vertical) leave no trace while its collections are empty. The sample build's side is
 * tests/build/trust55.test.ts. Expected words are written out here, not read from src/content.
 */
import { describe, expect, it } from 'vitest';
import { loadPage } from '../helpers/site.ts';

describe('home\'s comparison names no cloud baseline', () => {
  const $ = loadPage('/');

  it('labels the baseline only as a general-purpose model, the bars at the claims\' own fifths', () => {
    const comparison = $('[data-proof="comparison"]');
    expect(comparison.text()).not.toMatch(/cloud/i);
    expect(comparison.find('figcaption').text()).toBe('Beside a general-purpose model');
    for (const row of comparison.find('[data-comparison]').toArray()) {
      const bars = $(row).find('[aria-hidden] > span');
      expect(bars.eq(0).text()).toBe('General-purpose model');
      expect(bars.eq(3).attr('class')!.split(' ')).toContain('w-1/5');
    }
  });

  it('keeps the audit record\'s illustrative model label without a model card', () => {
    for (const path of ['/', '/features/audit-trail']) expect(loadPage(path)('main').text(), path).toContain('Legal model v3.2');
  });
});

describe('/financial-services\' examiner-facing card', () => {
  const $ = loadPage('/financial-services');
  const card = $('[data-cards="features"] [data-card]').filter((_, li) => $(li).find('[data-team]').text() === 'Audit and model risk');

  it('leads to the audit trail, and to no documents the business has not listed', () => {
    expect(card.find('a').toArray().map((a) => [$(a).attr('href'), $(a).text().trim()])).toEqual([['/features/audit-trail#top', 'See the Audit Trail']]);
  });

  it('defines no agent status without the business\'s entry', () => {
    expect($('[data-agent-status-legend]')).toHaveLength(0);
  });
});

describe('/pricing\'s plan rules without plan terms', () => {
  it('add no hardware row', () => {
    const $ = loadPage('/pricing');
    expect($('[data-section="plan-rules"] dt').toArray().map((dt) => $(dt).text())).toEqual(['Runs on', 'The only usage limit', 'Changes', 'Free trial']);
  });
});
