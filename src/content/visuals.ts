/**
 * Data of the product pages' spec-sheet hero visuals: every figure is one of the claims (docs/product-rules.md#claims) or a
 * fact the page's own copy states, so a visual never says more than the page.
 */

import { TIERS } from './pricing.ts';
import { CLAIMS } from './claims.ts';
import { INDUSTRY_CARDS } from './industries.ts';

/** A product data card: label/value rows. */
export interface SpecSheet {
  title: string;
  meta?: string;
  rows: { label: string; value: string }[];
}

export const TECHNOLOGY_SPEC: SpecSheet = {
  title: 'Vertiq domain model',
  meta: 'Deployed on-premises',
  rows: [
    { label: 'Term accuracy', value: CLAIMS.termAccuracy },
    { label: 'Average response', value: CLAIMS.averageResponse },
    { label: 'Computational requirements', value: `${CLAIMS.computeReduction} lower` },
    { label: 'External API calls', value: '0' },
    { label: 'Per‑token charges', value: 'None' },
    { label: 'Encryption', value: CLAIMS.encryption },
  ],
};

/**
 * /technology: the page's three parts (small models, retrieval, agents) and where they run, with the
 * claims they stand on. The pipeline itself is drawn lower on the page (architecture and step list).
 */
export const TECHNOLOGY_OVERVIEW_SPEC: SpecSheet = {
  title: 'The Vertiq stack',
  meta: 'Your infrastructure',
  rows: [
    { label: 'Language models', value: 'Small, trained per vertical' },
    { label: 'Answers grounded in', value: 'Your own documents' },
    { label: 'Agents', value: 'Check results before review' },
    { label: 'Runs on', value: 'Your servers or private cloud' },
    { label: 'Term accuracy', value: CLAIMS.termAccuracy },
    { label: 'Computational requirements', value: `${CLAIMS.computeReduction} lower` },
    { label: 'External API calls', value: '0' },
  ],
};

/** /pricing: the plan rules (docs/product-rules.md#plan-rules) at a glance. */
export const PRICING_SPEC: SpecSheet = {
  title: 'Every plan',
  meta: 'Billed monthly',
  rows: [
    { label: 'Free trial', value: '14 days, Business features' },
    { label: 'Tokens', value: 'unlimited' },
    { label: 'Per‑token charges', value: 'none' },
    { label: 'Processing', value: 'local, no external API calls' },
    { label: 'The only limit', value: 'storage' },
    { label: 'Plan changes', value: 'anytime, next billing cycle' },
    { label: 'Plans from', value: `${TIERS[0]!.price} / month` }, // the entry tier, from the price list
  ],
};


/** The document-cost claim as a spec-sheet row (home and the audience pages' cards). */
export const DOCUMENT_COST_ROW = { label: 'Document processing costs', value: `${CLAIMS.documentCostReduction} lower` };

/** Home: the platform's headline figures (docs/product-rules.md#claims), distinct from the demo's sample contract below the hero. */
export const HOME_SPEC: SpecSheet = {
  title: 'Vertiq at a glance',
  meta: 'On your servers',
  rows: [
    // Counted from the grid the page lists (13 industries and 3 teams), so the figure and the list agree.
    { label: 'Models, one per vertical', value: String(INDUSTRY_CARDS.length) },
    { label: 'Term accuracy', value: CLAIMS.termAccuracy },
    { label: 'Average response', value: CLAIMS.averageResponse },
    DOCUMENT_COST_ROW,
    { label: 'External API calls', value: '0' },
    { label: 'Tokens', value: 'Unlimited' },
  ],
};

/** /technology/small-llms: the page's own comparison with a frontier model, as a data card. */
export const SMALL_MODEL_SPEC: SpecSheet = {
  title: 'A Vertiq model',
  meta: 'Against a frontier model',
  rows: [
    { label: 'Parameters', value: 'A few billion or fewer' },
    { label: 'Trained for', value: 'One vertical' },
    { label: 'Runs on', value: 'Your own servers' },
    { label: 'Compute', value: `${CLAIMS.computeReduction} lower` },
    { label: 'Term accuracy', value: CLAIMS.termAccuracy },
  ],
};

/** The claims every industry and audience hero card ends on (docs/product-rules.md#claims). */
const PLATFORM_ROWS: SpecSheet['rows'] = [
  { label: 'Term accuracy', value: CLAIMS.termAccuracy },
  { label: 'Average response', value: CLAIMS.averageResponse },
  { label: 'External API calls', value: '0' },
  { label: 'Per‑token charges', value: 'None' },
];

/**
 * The hero card of an industry or audience page: the page's own counts (its agents, the frameworks its
 * badge row lists) over the platform claims. Not the sample document: that is the demo further down
 * the page, and the hero miniature of it showed the same document twice on one page.
 */
export function audienceSpec(name: string, counts: SpecSheet['rows'] = []): SpecSheet {
  return { title: `Vertiq for ${name}`, meta: 'On your servers', rows: [...counts, ...PLATFORM_ROWS] };
}
