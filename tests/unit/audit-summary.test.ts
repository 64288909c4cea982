/** The audit's goal check and table (scripts/lighthouse.ts), without running Lighthouse. */
import { describe, expect, it } from 'vitest';
import { auditUrl, belowGoal, formatTable, reportSlug, type PageAudit } from '../../tools/scripts/lighthouse.ts';

const audit = (path: string, formFactor: PageAudit['formFactor'], perf: number, a11y = 1): PageAudit => ({
  path,
  formFactor,
  scores: { performance: perf, accessibility: a11y, 'best-practices': 1, seo: 1 },
  metrics: { fcp: 900, lcp: 1000, tbt: 0, cls: 0, si: 900 },
  failing: [],
  skippedAudits: [],
});

describe('audit goals', () => {
  it('holds mobile performance to 0.99 and every form factor to 1.0 in the other categories', () => {
    expect(belowGoal(audit('/', 'mobile', 0.99))).toEqual([]);
    expect(belowGoal(audit('/', 'mobile', 0.98))).toEqual(['performance']);
    expect(belowGoal(audit('/', 'desktop', 0.9))).toEqual([]);
    expect(belowGoal(audit('/', 'desktop', 1, 0.98))).toEqual(['accessibility']);
  });

  it('prints one row per page, marks scores below goal and names the worst page per category', () => {
    const table = formatTable([audit('/', 'mobile', 0.97), audit('/pricing', 'mobile', 1, 0.98), audit('/', 'desktop', 1), audit('/pricing', 'desktop', 1)]);
    const rows = table.split('\n');
    expect(rows.filter((r) => r.startsWith('/ ') || r.startsWith('/pricing'))).toHaveLength(2);
    expect(rows.find((r) => r.startsWith('/ '))).toContain('97*');
    expect(table).toContain('worst mobile: Perf 97 /; A11y 98 /pricing');
  });

  it('audits the not-found page at its file URL and names report files after the route', () => {
    expect(auditUrl('http://localhost:1', '/404')).toBe('http://localhost:1/404.html');
    expect(auditUrl('http://localhost:1', '/about')).toBe('http://localhost:1/about');
    expect(reportSlug('/')).toBe('home');
    expect(reportSlug('/solutions/risk-assessment')).toBe('solutions_risk-assessment');
  });
});
