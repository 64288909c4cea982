/**
 * The product figures (docs/product-rules.md#claims) a methodology entry can explain
 * (content/methodology/, src/collections/evidence-schemas.ts): each with the id an entry names, the
 * statement the methodology page heads it with, its value alone (`headline`, the large stat that opens the figure's summary
 * there) and the values pages show it as. The figure
 * component (src/components/Figure.tsx) recognises a shown value by these and links it to its entry.
 */
import { CLAIMS } from './claims.ts';

export const PRODUCT_FIGURES = [
  { id: 'term-accuracy', statement: '98% term accuracy', headline: CLAIMS.termAccuracy, shown: [CLAIMS.termAccuracy] },
  { id: 'response-time', statement: 'Response under 1 s', headline: 'Under 1 s', shown: ['<1 s', 'Under 1 s'] },
  { id: 'average-response', statement: 'Average response under 500 ms', headline: 'Under 500 ms', shown: [CLAIMS.averageResponse] },
  { id: 'document-cost', statement: 'An average 65% lower processing cost per document', headline: `${CLAIMS.documentCostReduction} lower`, shown: [CLAIMS.documentCostReduction, `${CLAIMS.documentCostReduction} lower`] },
  { id: 'compute', statement: 'Up to 80% lower computational requirements', headline: `${CLAIMS.computeReduction} lower`, shown: [CLAIMS.computeReduction, `${CLAIMS.computeReduction} lower`] },
  { id: 'speed', statement: '5x faster processing', headline: '5x faster', shown: ['5x'] },
] as const;

export type ProductFigureId = (typeof PRODUCT_FIGURES)[number]['id'];

/**
 * The figures a machine's size decides (speed, latency, compute, cost): their methodology entries should say what the run
 * ran on (`hardware`; trust review T1 r34: "hardware is never named"), and the readiness report names one that does not.
 */
export const HARDWARE_FIGURES: readonly ProductFigureId[] = ['response-time', 'average-response', 'document-cost', 'compute', 'speed'];
export const PRODUCT_FIGURE_IDS = PRODUCT_FIGURES.map((figure) => figure.id) as ProductFigureId[];

/** The product figure a shown value stands for, if it is one. */
export function productFigureOf(value: string): (typeof PRODUCT_FIGURES)[number] | undefined {
  return PRODUCT_FIGURES.find((figure) => (figure.shown as readonly string[]).includes(value));
}
