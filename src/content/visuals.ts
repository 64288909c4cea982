/**
 * Data of the product pages' spec-sheet hero visuals: every figure is one of the claims (docs/product-rules.md#claims) or a
 * fact the page's own copy states, so a visual never says more than the page.
 */

import { CLAIMS } from './claims.ts';
import { INDUSTRY_CARDS } from './industries.ts';

/** A product data card: label/value rows. */
export interface SpecSheet {
  title: string;
  meta?: string;
  rows: { label: string; value: string }[];
}

/** /pricing: the plan rules (docs/product-rules.md#plan-rules) at a glance. */
export const PRICING_SPEC: SpecSheet = {
  title: 'How every plan works',
  meta: 'Plan rules',
  rows: [
    { label: 'Tokens', value: 'Unlimited on every plan' },
    { label: 'The only limit', value: 'Storage' },
    { label: 'Plan changes', value: 'Anytime, from the next billing cycle' },
    { label: 'Free trial', value: '14 days, all Business plan features' },
  ],
};

/** /technology/small-llms: what one of the page's models is, as a data card (the comparison itself is the page's table). */
export const SMALL_MODEL_SPEC: SpecSheet = {
  title: 'A Vertiq model',
  meta: 'Model profile',
  rows: [
    { label: 'Parameters', value: 'A few billion or fewer' },
    { label: 'Trained for', value: 'One vertical' },
    { label: 'Runs on', value: 'Your own servers' },
    { label: 'Paired with', value: 'Retrieval from your content' },
  ],
};
