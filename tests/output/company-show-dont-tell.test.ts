/**
 * Design review A r48, the company family: /about's "How we work with regulated customers" was three text cards with no
 * artifact (item 3), and /journey's hero report set its Decision row under the table, off the "How the pilot takes it"
 * column (item 4). Layout (the link's gap, the row's alignment, one-line outcomes) is measured in
 * tests/browser/company-r48.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_FRAMEWORKS } from '../../src/content/compliance.ts';
import { FEATURE_VISUALS } from '../../src/content/feature-visuals.ts';
import { loadPage } from '../helpers/site.ts';

describe('/about regulated customers shows what it tells', () => {
  const $ = loadPage('/about');
  const point = (title: string) => $('[data-points] > li').filter((_, li) => $(li).find('h3').text() === title);

  it('draws the frameworks as the site\'s chip strip under "Mapped to your frameworks"', () => {
    const chips = point('Mapped to your frameworks').find('[data-point-show="frameworks"] li');
    expect(chips.map((_, li) => $(li).text()).get()).toEqual(COMPLIANCE_FRAMEWORKS.map((f) => f.name));
    // FrameworkChip's one look, as /pricing and home show them.
    chips.each((_, li) => expect($(li).children('span').attr('class')).toContain('rounded-md border border-slate-200'));
    // Design review L r52 item 6: framed and captioned as the other two exhibits, not floating chips.
    const frame = point('Mapped to your frameworks').find('[data-point-show="frameworks"]');
    expect(frame.is('figure')).toBe(true);
    expect(frame.children('figcaption').text()).toBe('Frameworks mapped');
    expect(frame.attr('class')).toBe($('[data-point-show="audit-record"]').attr('class'));
  });

  // Design review A r49 item 3: one row did not read as a trail; three (analysis run, reviewer confirmed, exported).
  it('shows three rows of the audit trail\'s sample record under "A record your auditors can read", invented nowhere', () => {
    const visual = FEATURE_VISUALS['audit-trail'];
    if (visual?.kind !== 'log') throw new Error('the audit trail is a log');
    const record = point('A record your auditors can read').find('[data-point-show="audit-record"]');
    expect(record).toHaveLength(1);
    expect(record.find('figcaption').text()).toContain(visual.meta);
    expect(record.find('figcaption').text()).toContain(`Times in ${visual.timeZone}`);
    const rows = ['Analysis completed', 'Finding confirmed', 'Trail exported'].map((start) => visual.events.find((event) => event.event.startsWith(start))!);
    expect(record.find('ol > li').toArray().map((li) => $(li).text())).toEqual(rows.map((row) => `${row.event}${row.detail}${row.time}`));
  });
});

// Trust review TR r52: the three documents, drawn with file icons, read as links and led nowhere: each opens its section.
describe('/about documentation for an assessment', () => {
  it('links each document /security publishes to its section there', () => {
    const $ = loadPage('/about');
    const links = $('[data-point-show="security-documents"] li > a');
    expect(links.toArray().map((a) => [$(a).text(), $(a).attr('href')])).toEqual([
      ['What an assessor can test on site', '/security#controls'],
      ['Who provides what', '/security#responsibility'],
      ['Framework by framework', '/security#frameworks'],
    ]);
  });
});

describe('/journey hero report', () => {
  it('closes the table with the decision row, so its outcomes sit in the method column', () => {
    const $ = loadPage('/journey');
    const row = $('table[data-pilot-report] tfoot tr[data-go-no-go]');
    expect(row.children('th[scope="row"]').text()).toBe('Decision');
    expect(row.children('td').text()).toBe('Go / No-go');
    expect($('[data-hero-visual] p[data-go-no-go]')).toHaveLength(0);
  });
});

// Design review A r48 item 8: single words alone on a paragraph's last line ("platform.", "promise.", "request.",
// "starts again at / Discovery"): the family's body text wraps pretty.
describe('company family body text wraps pretty', () => {
  const pretty = (cls: string | undefined) => /(^|\s)text-pretty(\s|$)/.test(cls ?? '');

  it('/about: block paragraphs, point texts and the contrast table', () => {
    const $ = loadPage('/about');
    const paragraphs = $('main [data-section] div.space-y-5 > p, [data-points] li > div > p');
    expect(paragraphs.length).toBeGreaterThan(4);
    paragraphs.each((_, p) => expect(pretty($(p).attr('class')) || pretty($(p).parent().attr('class')), $(p).text()).toBe(true));
    expect(pretty($('[data-aside="contrast"] table').attr('class'))).toBe(true);
  });

  it('/journey: each stage\'s decision line', () => {
    const $ = loadPage('/journey');
    const lines = $('[data-decision] > span');
    expect(lines).toHaveLength(4);
    lines.each((_, span) => expect(pretty($(span).attr('class'))).toBe(true));
  });
});
