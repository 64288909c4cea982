/**
 * The document-analysis demo at rest, as the server writes it on every page that carries it
 * (docs/product-rules.md#demo-widget; review r3: its rest state read as unfinished skeletons). The
 * idle panel says what the agent will return: Process Document, then one row per field, numbered as
 * the passage it will read and marked Pending, then the flags and the next steps. Idle stays idle:
 * none of the analysis is in the markup before the click (it travels only as the island's props).
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { loadPage } from '../helpers/site.ts';

const DEMO_PAGES = routes.map((r) => r.path).filter((path) => loadPage(path)('[data-demo-widget]').length > 0);

describe('the demo widget at rest', () => {
  it('is on the home, industry, audience and document-analysis pages', () => {
    for (const path of ['/', '/healthcare', '/commercial-real-estate', '/legal', '/marketing', '/content-creators', '/product-development', '/solutions/document-analysis']) {
      expect(DEMO_PAGES).toContain(path);
    }
    expect(DEMO_PAGES.length).toBeGreaterThanOrEqual(16);
  });

  it.each(DEMO_PAGES)('%s lists the fields it will return, each Pending, under Process Document', (path) => {
    const $ = loadPage(path);
    const props = JSON.parse($('script[data-island-props="DemoWidget"]').text()) as { analysis: { summary: string; findings: { label: string; value: string }[]; flags: string[]; recommendations: string[] } };
    const panel = $('[data-island="DemoWidget"] [data-phase="idle"]');
    expect(panel).toHaveLength(1);

    // One row per field, in the findings' order and numbered as them, then the flags and next steps.
    const rows = panel.find('ul > li').map((_, li) => $(li).text()).get();
    const findings = props.analysis.findings.map((f, i) => `${i + 1}${f.label}Pending`);
    expect(rows).toEqual([...findings, '!Risk flags to reviewPending', '→Recommended next stepsPending']);

    // The one action at rest, in the panel's body above the list (not a corner of its title row).
    const buttons = $('[data-island="DemoWidget"] button');
    expect(buttons.map((_, b) => $(b).text()).get()).toEqual(['Process Document']);
    expect(panel.find('button').parent().next().is('ul')).toBe(true);

    // Idle stays idle: the panel holds its title, the call, Process Document and the rows, nothing
    // of the analysis (no value, flag, summary or next step) before the click.
    expect(panel.parent().text()).toBe(['AI analysis', 'Run the agent to fill in each field below, cited to its passage.', 'Process Document', ...rows].join(''));
    expect(props.analysis.flags.length).toBeGreaterThan(0);
    // No empty placeholder shapes: every element in the panel holds text (the badges, labels, markers).
    const empty = panel.find('*').filter((_, el) => $(el).text().trim() === '');
    expect(empty.map((_, el) => $.html(el)).get()).toEqual([]);
  });
});
