/**
 * Review C r15 (home e, pricing a): the home "Audit Trail" and "Compliance & Security" cards promised the audit trail
 * and role-based access with no plan, while /pricing and /security give them to Business Elite and Enterprise only.
 * The cards name those plans (AUDIT_PLANS, the one source), and the two feature pages' closing bands, which offer a
 * trial with all Business plan features, say plainly that the trial does not include them (r12: the trial CTA read as
 * a way to try the audit trail), without changing the band's button.
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

  it.each([
    ['/features/audit-trail', 'which do not include the audit trail: it comes with'],
    ['/features/compliance-security', 'which do not include role-based access or the audit trail: they come with'],
  ])('%s says beside its trial button that the trial does not include the audit features', (path, caveat) => {
    const $ = loadPage(path);
    const band = $('[data-section="cta"]');
    const sentence = squash(band.find('p').text());
    expect(sentence).toContain('free trial with all Business plan features');
    expect(sentence).toContain(`${caveat} ${AUDIT_PLANS} plans.`);
    // The button keeps its label: the sentence still offers the trial.
    expect(band.find('a[href="/pricing#top"]').text()).toBe('Start Free Trial');
  });
});
