/** Output tests for the eight feature pages: existence, compliance section placement, claims. */
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtExists, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';

const FEATURE_PATHS = [
  '/features/domain-expertise',
  '/features/cost-efficiency',
  '/features/lightning-speed',
  '/features/privacy-first',
  '/features/compliance-security',
  '/features/audit-trail',
  '/features/cyber-security',
  '/features/system-resilience',
];

/** The claim strip's entries as read aloud: value and label joined by a space. */
function claims($: CheerioAPI): string[] {
  return $('[data-section="claims"] [data-claim]')
    .map((_, el) => $(el).children().map((__, c) => $(c).text().trim()).get().join(' '))
    .get();
}

describe('feature pages', () => {
  it.each(FEATURE_PATHS)('%s is built with one h1, capabilities, steps and a claim strip', (path) => {
    expect(builtExists(routeToFile(path))).toBe(true);
    const $ = loadPage(path);
    expect($('h1')).toHaveLength(1);
    expect($('[data-cards="capabilities"] [data-card]').length).toBeGreaterThanOrEqual(3);
    expect($('[data-steps="how-it-works"] [data-step]').length).toBeGreaterThanOrEqual(3);
    expect(claims($).length).toBeGreaterThanOrEqual(1);
  });

  it.each(FEATURE_PATHS)('%s links the seven other feature pages', (path) => {
    const $ = loadPage(path);
    const links = $('[data-section="more-features"] a').map((_, el) => $(el).attr('href')).get();
    expect(links.sort()).toEqual(FEATURE_PATHS.filter((p) => p !== path).map((p) => `${p}#top`).sort());
  });

  it('shows the compliance coverage section only on compliance-security', () => {
    for (const path of FEATURE_PATHS) {
      const $ = loadPage(path);
      expect($('[data-section="compliance"]').length, path).toBe(path === '/features/compliance-security' ? 1 : 0);
    }
    const $ = loadPage('/features/compliance-security');
    const frameworks = $('[data-cards="compliance"] h3').map((_, el) => $(el).text()).get();
    expect(frameworks).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'CMMC 2.0', 'HIPAA', 'PCI DSS', 'ISO 27001']);
  });

  it.each([
    ['/features/domain-expertise', ['98% term accuracy']],
    ['/features/cost-efficiency', ['Average 65% lower processing cost per document', 'Up to 80% lower computational requirements', 'no per-token charges and no token limits']],
    ['/features/lightning-speed', ['5x faster processing', 'Under 1 s response time', 'Under 500ms average response']],
    ['/features/privacy-first', ['Local processing with no external API calls', 'On-premises deployment', 'AES-256 encryption']],
    ['/features/compliance-security', ['Role-based access control', 'Multi-factor authentication', 'AES-256 encryption']],
  ] as const)('%s states its claims exactly', (path, expected) => {
    const text = claims(loadPage(path)).join('\n');
    for (const claim of expected) expect(text).toContain(claim);
  });
});
