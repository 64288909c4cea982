import { sectionHref } from '../render/paths.ts';

/** Where the evidence pages live: one rule for the route table, the figure links and the logo strips. */
export const CUSTOMERS_PATH = '/customers';
export const METHODOLOGY_PATH = '/methodology';

export const caseStudyPath = (slug: string) => `${CUSTOMERS_PATH}/${slug}`;
/** A figure's entry on /methodology (its section's id is the figure's id). */
export const methodologyHref = (figureId: string) => sectionHref(METHODOLOGY_PATH, figureId);
/** A breakdown row of a figure's entry (one model's figure, under its coverage): its id there and the model cards' link to it. */
export const breakdownRowId = (figureId: string, row: string) => `${figureId}-${row}`;
/** A customer's own place on /customers (its study card or its row): the id there and the logo strips' links to it. */
export const customerEntryId = (slug: string) => `customer-${slug}`;
export const customerEntryHref = (slug: string) => sectionHref(CUSTOMERS_PATH, customerEntryId(slug));
/** A person's card on /about (content/people/): its id there and the pages that name the person link to it. */
export const ABOUT_PATH = '/about';
export const personEntryId = (slug: string) => `person-${slug}`;
export const personEntryHref = (slug: string) => sectionHref(ABOUT_PATH, personEntryId(slug));
/** The custom-training statement's section on /technology/small-llms (trust review T2 r46): /security's row links it. */
export const CUSTOM_TRAINING_ID = 'custom-training';
export const CUSTOM_TRAINING_HREF = sectionHref('/technology/small-llms', CUSTOM_TRAINING_ID);
/** A statement's row on /security (kind statement): the home page's Cyber Security card links the AI testing's. */
export const statementId = (topic: string) => `statement-${topic}`;
export const statementHref = (topic: string) => sectionHref('/security', statementId(topic));
