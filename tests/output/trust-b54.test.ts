/**
 * Trust review T7 r53 on the real build (round 54, trustB): the site's own wording says only what the product does, and the
 * business-supplied facts the sample fixture shows (agent status, sign-in and term by plan, the exit and hardware answers,
 * how the deployment fits a customer's controls) leave no trace while the assurance collection is empty. The sample build's
 * side is tests/build/trust-b54.test.ts. Expected words are written out here, not read from src/content.
 */
import { describe, expect, it } from 'vitest';
import { jsonLdNodes, loadPage, readBuilt } from '../helpers/site.ts';
import type { DemoAnalysis } from '../../src/content/types.ts';

describe('/financial-services says what the product does', () => {
  const $ = loadPage('/financial-services');

  it('drops the unmeasured outcome lines for what the agents do', () => {
    // No-break spaces read as spaces (the lede's last two words are held together, design review N r53 industry item 6).
    const text = $('main').text().replace(/\u00a0/g, ' ');
    for (const claim of ['one time, not three', 'Load a new rule when it is published', 'absorbed on time', 'verify in seconds', 'without back']) expect(text, claim).not.toContain(claim);
    expect(text).toContain('Every open item in one list');
    expect(text).toContain('Analysts see the gaps in a file against your requirements at once, to raise with the client together.');
    expect(text).toContain('Rules traced to your procedures');
    expect(text).toContain('Eight specialized agents, each citing the passage behind its output for your analysts to check.');
  });

  it('its demo flag on the add-back cap says what the excerpt shows, and cites it', () => {
    const href = $('[data-island-props="DemoWidget"]').text().match(/"(\/assets\/demo\/[^"]+\.json)"/)![1]!;
    const analysis = JSON.parse(readBuilt(href.slice(1))) as DemoAnalysis;
    const i = analysis.flags.indexOf('The excerpt caps only restructuring add-backs; check the full EBITDA definition.');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(analysis.flagCites![i]).toContain('add-backs for non-recurring restructuring charges');
  });

  it('shows no agent status without the business\'s entry', () => {
    expect($('[data-agent-status]')).toHaveLength(0);
    expect($('[data-cards="capabilities"] [data-card]')).toHaveLength(8);
  });
});

describe('/pricing without plan terms', () => {
  const $ = loadPage('/pricing');

  it('adds no sign-in or term row and no hardware or exit question', () => {
    expect($('main').text()).not.toMatch(/Sign-in|Term and notice|Are the servers included|if we leave/);
    expect($('[data-faq-item]')).toHaveLength(6);
    const faq = jsonLdNodes($).find((node) => node['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(6);
  });
});

describe('/security', () => {
  const $ = loadPage('/security');

  it('titles its four claims as what an assessor tests, not four controls (on-premises deployment is not a control)', () => {
    expect($('#controls h2').text()).toBe('What an assessor can test on site');
    expect($('main').text()).not.toContain('Four controls');
    expect(loadPage('/about')('a[href="/security#controls"]').text()).toContain('What an assessor can test on site');
  });

  it('has no "how it fits your controls" block without the business\'s statements', () => {
    expect($('[data-assurance="environment"]')).toHaveLength(0);
    expect($('main').text()).not.toContain('How it fits your controls');
  });
});
