/**
 * A customer card's header marks a pilot (made-up SAMPLE entries, test only): a pilot's figure on a proof card beside
 * production customers' must not read as production (trust review r42: the strips marked pilots, the proof cards did not).
 * Only the exception is marked; a customer the caller renders with its own mark (`logo`, which carries the badge) is
 * not marked twice.
 */
import { load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CustomerEntry } from '../../src/content/evidence.ts';
import { CustomerCardHeader } from '../../src/pages/evidence/CustomerLogoImage.tsx';

const customer = (stage: Partial<Pick<CustomerEntry, 'status' | 'inProductionSince'>>) => ({ slug: 'sample', name: 'SAMPLE Co', industry: 'legal', descriptor: 'A sample law firm', ...stage }) as CustomerEntry;
const badges = (html: string) => load(html)('[data-customer-status]').toArray().map((el) => load(el).text());

describe('a customer card header', () => {
  it.each([true, false])('marks a pilot with the "Pilot" badge after the descriptor (row %s)', (row) => {
    const $ = load(renderToStaticMarkup(<CustomerCardHeader customer={customer({ status: 'pilot' })} row={row} mark={false} />));
    expect($('[data-card-stage] [data-customer-status="pilot"]').text()).toBe('Pilot');
    expect($('[data-customer-descriptor] + [data-card-stage]')).toHaveLength(1);
  });

  it('marks no customer in production, by status or by date, and none without a stage recorded', () => {
    for (const stage of [{ status: 'production' as const }, { inProductionSince: '2026-04-06' }, {}]) {
      expect(badges(renderToStaticMarkup(<CustomerCardHeader customer={customer(stage)} row mark={false} />))).toEqual([]);
    }
  });

  it('leaves the badge to a mark the caller renders (a linked logo that carries it)', () => {
    expect(badges(renderToStaticMarkup(<CustomerCardHeader customer={customer({ status: 'pilot' })} logo={<span>mark</span>} />))).toEqual([]);
  });
});
