/**
 * The words around customer proof on the product pages (/solutions/*, /pricing, /demo). The proof
 * itself is the business's case studies (src/content/evidence.ts): with none, nothing here renders.
 */
import type { CaseStudyEntry } from './evidence.ts';
import { EVIDENCE } from './evidence.ts';

/** The baseline's year when the two periods differ only in their final year ("Q2 2026", "Q2 2025": "2025"), else undefined. */
function sameButYear(period: string, baseline: string): string | undefined {
  const YEAR_AT_END = /^(.+\s)(\d{4})$/;
  const [, periodRest, periodYear] = YEAR_AT_END.exec(period) ?? [];
  const [, baselineRest, baselineYear] = YEAR_AT_END.exec(baseline) ?? [];
  return periodRest && periodRest === baselineRest && periodYear !== baselineYear ? baselineYear : undefined;
}

export const PRODUCT_PROOF_COPY = {
  /** The solution pages' section: the study behind the solution. */
  solution: { eyebrow: 'Case study', title: 'How a customer runs it' },
  /** Under the plans on /pricing, where a buyer decides. */
  pricingEyebrow: 'Customer results',
  pricingTitle: 'Results customers measured',
  /** Beside the demo form. */
  demoTitle: 'What a customer measured',
  /** Beside the hero's button on /customers: the case-study band's own offer of a reference, in its words. */
  referenceOffer: 'We can put you in touch with a reference customer.',
  /**
   * The same offer on the demo's proof card, as a link beside the study's, above the card's rule (review C r12: a line
   * under the rule, in another size, read as an orphan): an email to sales, its subject filled in.
   */
  referenceRequest: { label: 'Ask for a Reference Customer', subject: 'Reference customer' },
  sourceLabel: 'Source',
  measuredLabel: 'measured',
  /** Who stands behind a customer's figure, on the one line under it (review C, E4): the customer unless the entry names a verifier. */
  customerMeasured: 'Customer-measured',
  /** The same, where the line also says it: what the case study says of an unchecked figure (review C r7). */
  customerMeasuredUnverified: 'Customer-measured, not independently verified',
  /**
   * A result's period against its baseline, on the line under the figure: the baseline's year alone when it differs
   * from the period only in its year and is long ("May–Jul 2026 vs 2025"; review C r12: "vs May–Jul 2025" wrapped
   * mid-period at 390 px); a short baseline whole ("Q2 2026 vs Q2 2025"; trust review T2 r34: "vs 2025" read as a quarter
   * against a whole year).
   */
  against: (period: string, baseline: string) => `${period} vs ${baseline.length > 8 ? (sameButYear(period, baseline) ?? baseline) : baseline}`,
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
