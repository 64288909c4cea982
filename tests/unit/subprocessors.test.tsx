/**
 * The subprocessor table on /security (src/pages/evidence/Subprocessors.tsx). Review C r8: the list carried no date and
 * no way to hear of a change; the business's optional subprocessor-list entry supplies both, and without it the table
 * shows neither (no empty slot, no invented date). SAMPLE data, written here.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { Subprocessors } from '../../src/pages/evidence/Subprocessors.tsx';

const host = { slug: 'host', name: 'Sample Host (sample)', purpose: 'SAMPLE. Hosting.', location: 'United States' };

describe('Subprocessors', () => {
  it('without the list entry: the rows only, no date, no notice line', () => {
    const $ = load(renderToStaticMarkup(<Subprocessors subprocessors={[host]} />));
    expect($('caption').text()).toBe('SubprocessorsCompanies that process customer data on our behalf');
    expect($('time, [data-subprocessors-updated], [data-subprocessor-notices]')).toHaveLength(0);
    expect($('tbody th').text()).toBe('Sample Host (sample)');
  });

  it("with it: the list's date in the caption, and its notice with a request to the security address at the foot", () => {
    const list = { slug: 'list', updated: '2026-07-01', changeNotice: 'SAMPLE. Emailed 30 days ahead.' };
    const $ = load(renderToStaticMarkup(<Subprocessors subprocessors={[host]} list={list} />));
    expect($('caption').text()).toBe('SubprocessorsCompanies that process customer data on our behalf · Updated July 1, 2026');
    expect($('caption time').attr('datetime')).toBe('2026-07-01');
    const notices = $('[data-subprocessor-notices]');
    expect(notices.text()).toBe('SAMPLE. Emailed 30 days ahead.Get Change Notices');
    expect(notices.find('a').attr('href')).toMatch(/^mailto:[^?]+\?subject=Subprocessor%20change%20notices$/);
  });

  it('a date without a notice: the date, no notice line; no subprocessors: nothing', () => {
    const $ = load(renderToStaticMarkup(<Subprocessors subprocessors={[host]} list={{ slug: 'list', updated: '2026-07-01' }} />));
    expect($('caption time')).toHaveLength(1);
    expect($('[data-subprocessor-notices]')).toHaveLength(0);
    expect(renderToStaticMarkup(<Subprocessors subprocessors={[]} list={{ slug: 'list', updated: '2026-07-01' }} />)).toBe('');
  });
});
