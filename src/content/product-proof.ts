/**
 * The words around customer proof on the product pages (/solutions/*, /pricing, /demo). The proof
 * itself is the business's case studies (src/content/evidence.ts): with none, nothing here renders.
 */
import type { CaseStudyEntry } from './evidence.ts';
import { EVIDENCE } from './evidence.ts';

export const PRODUCT_PROOF_COPY = {
  /** The solution pages' section: the study behind the solution. */
  solution: { eyebrow: 'Case study', title: 'How a customer runs it' },
  /** Under the plans on /pricing, where a buyer decides. */
  pricingEyebrow: 'Customer results',
  pricingTitle: 'Results customers measured',
  /** Beside the demo form. */
  demoTitle: 'What a customer measured',
  /** Under the demo's proof card: the case-study band's own offer of a reference, in its words. */
  referenceOffer: 'We can put you in touch with a reference customer.',
  sourceLabel: 'Source',
  measuredLabel: 'measured',
  /** Who stands behind a customer's figure, on the one line under it (review C, E4): the customer unless the entry names a verifier. */
  customerMeasured: 'Customer-measured',
  /** The same, where the line also says it: what the case study says of an unchecked figure (review C r7). */
  customerMeasuredUnverified: 'Customer-measured, not independently verified',
  /** A result's period against its baseline, on the line under the figure. */
  against: (period: string, baseline: string) => `${period} vs ${baseline}`,
  /**
   * A proof card's footer, said once for all its figures (review C r8: "Customer-measured, not independently verified"
   * under every figure, three times a card, was its loudest text): who measured them, and the verifier when the entries name one.
   */
  cardCaveat: 'Figures as measured by the customer, not independently verified',
  cardCaveatVerified: (who: string) => `Figures as measured by the customer, verified by ${who}`,
  /** A card whose figures differ: the verified ones say so beside their source. */
  cardCaveatMixed: 'Figures as measured by the customer, not independently verified unless marked',
  verifiedBy: (who: string) => `Verified by ${who}`,
  notVerified: 'not independently verified',
  readStudy: 'Read the Case Study',
};

/** The case studies that name a solution page (their optional `solutions` field). */
export function caseStudiesForSolution(slug: string): CaseStudyEntry[] {
  return EVIDENCE.caseStudies.filter((study) => study.solutions?.includes(slug));
}
