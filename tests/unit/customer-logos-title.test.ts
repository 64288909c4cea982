/**
 * The heading over a logo strip (src/content/evidence-copy.ts), from the customers it shows (made-up SAMPLE entries,
 * test only). Review C r15: "Customers running Vertiq" stood over a customer /customers lists as a pilot; a buyer who
 * clicked through saw the claim stretched. "Running" only when every customer shown is in production.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_LOGOS_COPY } from '../../src/content/evidence-copy.ts';
import type { CustomerEntry } from '../../src/content/evidence.ts';

const customer = (stage: Partial<Pick<CustomerEntry, 'status' | 'inProductionSince'>>) => ({ slug: 'sample', name: 'SAMPLE Co', industry: 'legal', ...stage }) as CustomerEntry;
const production = customer({ status: 'production' });
const dated = customer({ inProductionSince: '2026-04-06' });
const pilot = customer({ status: 'pilot' });
const unrecorded = customer({});

describe('the home strip title', () => {
  it('says "running" when every customer is in production, by status or by a production date', () => {
    expect(CUSTOMER_LOGOS_COPY.title([production, dated])).toBe('Customers running Vertiq');
  });

  it('says "named" while one of them is a pilot, or has no stage recorded (never a guess)', () => {
    expect(CUSTOMER_LOGOS_COPY.title([production, dated, pilot])).toBe('Named customers');
    expect(CUSTOMER_LOGOS_COPY.title([production, unrecorded])).toBe('Named customers');
  });
});

describe('an industry page strip title', () => {
  it('names a lone customer as one, whatever its stage', () => {
    expect(CUSTOMER_LOGOS_COPY.industryTitle('Financial Services', [pilot])).toBe('A financial-services customer');
    expect(CUSTOMER_LOGOS_COPY.industryTitle('Energy', [production])).toBe('An energy customer');
  });

  it('says who runs it there only when all of them do', () => {
    expect(CUSTOMER_LOGOS_COPY.industryTitle('Legal', [production, dated])).toBe('Who runs Vertiq in Legal');
    expect(CUSTOMER_LOGOS_COPY.industryTitle('Legal', [production, pilot])).toBe('Named customers in Legal');
  });
});
