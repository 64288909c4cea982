/** Where the evidence pages live: one rule for the route table, the figure links and the logo strips. */
export const CUSTOMERS_PATH = '/customers';
export const METHODOLOGY_PATH = '/methodology';

export const caseStudyPath = (slug: string) => `${CUSTOMERS_PATH}/${slug}`;
/** A figure's entry on /methodology (its section's id is the figure's id). */
export const methodologyHref = (figureId: string) => `${METHODOLOGY_PATH}#${figureId}`;
