/**
 * Review C r15 (home e, pricing a): the home "Audit Trail" and "Compliance & Security" cards promised the audit trail
 * and role-based access with no plan, while /pricing and /security give them to Business Elite and Enterprise only.
 * The cards name those plans (AUDIT_PLANS, the one source). On the two feature pages (r12: the trial CTA read as a
 * way to try the audit trail; review A r17: a closing band that explained the trial lacks the feature, then offered
 * Start Free Trial), the hero names the plans once, in a line of its own, and both buttons offer the plans, not the trial.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_PLANS } from '../../src/content/pricing.ts';
import { loadPage } from '../helpers/site.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('audit features carry their plans', () => {
  it.each([
    ['/features/audit-trail', 'Every finding cited to its source'],
    ['/features/compliance-security', 'role\u2011based access'],
  ])('the home card linking %s names the plans that include it', (path, claim) => {
    const $ = loadPage('/');
    const card = $(`[data-cards="features"] li:has(a[href="${path}#top"])`);
    expect(card).toHaveLength(1);
    const text = squash(card.find('p').text());
    expect(text).toContain(claim);
    expect(text).toContain(`on ${AUDIT_PLANS} plans`);
  });

  it('names the plans only on the cards that claim the audit features', () => {
    const $ = loadPage('/');
    const named = $('[data-cards="features"] li').filter((_, li) => $(li).text().includes(AUDIT_PLANS));
    expect(named).toHaveLength(2);
  });

  it.each(['/features/audit-trail', '/features/compliance-security'])('%s names the plans once, under the hero copy', (path) => {
    const $ = loadPage(path);
    const note = $('[data-section="hero"] [data-plans-note]');
    expect(note).toHaveLength(1);
    expect(squash(note.text())).toBe(`Included in ${AUDIT_PLANS} plans`);
    expect($('main').text().split(AUDIT_PLANS)).toHaveLength(2);
  });

  it.each(['/features/audit-trail', '/features/compliance-security'])('%s offers the plans, not the free trial that lacks the feature', (path) => {
    const $ = loadPage(path);
    for (const scope of ['[data-section="hero"] [data-hero-buttons]', '[data-section="cta"]']) {
      expect($(scope).find('a[href="/pricing#top"]').text(), scope).toBe('Compare Plans');
    }
    expect($('main').text()).not.toMatch(/free trial/i);
    // Review A r17: the band's sentence is short again (it had grown to six centred lines at 390 px).
    expect(squash($('[data-section="cta"] p').text()).length).toBeLessThanOrEqual(60);
  });

  it('keeps the trial and no plan line on the features the trial includes', () => {
    const $ = loadPage('/features/lightning-speed');
    expect($('[data-plans-note]')).toHaveLength(0);
    expect($('[data-section="hero"] [data-hero-buttons] a[href="/pricing#top"]').text()).toBe('Start Free Trial');
  });
});

describe('plan card caveats (design review V r54 pricing item 6: styled as feature rows they read as features)', () => {
  it('sets each caveat line under a rule, apart from the included features, and no feature line so', () => {
    const $ = loadPage('/pricing');
    const caveats = $('[data-no-audit], [data-trial-note]');
    expect(caveats.length).toBeGreaterThanOrEqual(3);
    for (const line of caveats.toArray()) expect($(line).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['border-t', 'pt-3']));
    const features = $('li').filter((_, li) => $(li).closest('ul').find('[data-no-audit], [data-trial-note]').length > 0 && $(li).attr('data-no-audit') === undefined && $(li).attr('data-trial-note') === undefined);
    expect(features.length).toBeGreaterThan(0);
    for (const line of features.toArray()) expect($(line).attr('class') ?? '').not.toContain('border-t');
  });
});
