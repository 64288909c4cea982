/**
 * Data of the product pages' spec-sheet hero visuals: every figure is one of the claims (docs/product-rules.md#claims) or a
 * fact the page's own copy states, so a visual never says more than the page.
 */

/** A product data card: label/value rows. */
export interface SpecSheet {
  title: string;
  meta?: string;
  rows: { label: string; value: string }[];
}

/**
 * /pricing: the plan rules (docs/product-rules.md#plan-rules) at a glance. The token rule is the
 * headline's (and the comparison table's row), not a row here too (review A round 5: said four times);
 * its place goes to where every plan runs, which a regulated buyer asks first (the FAQ's answer, in brief).
 */
/** The row the business's hardware per vertical follows (src/pages/product/PlanTerms.tsx, planRules). */
export const USAGE_LIMIT_LABEL = 'The only usage limit';
export const PRICING_SPEC: SpecSheet = {
  title: 'How every plan works',
  // No tag: as the title row's pill, "Plan rules" only restated the title.
  rows: [
    { label: 'Runs on', value: 'Your servers or private cloud' },
    // "Usage": the rule is that nothing is metered but storage (unlimited tokens); the plans differ in verticals too, and
    // beside the tier cards' "3 verticals" a bare "The only limit" read as a contradiction (trust review T5 r43).
    { label: USAGE_LIMIT_LABEL, value: 'Storage' },
    { label: 'Changes', value: 'Anytime, from the next billing cycle' },
    { label: 'Free trial', value: '14 days, all Business plan features' },
  ],
};

/** /technology/small-llms: what one of the page's models is, as a data card (the comparison itself is the page's table). */
/**
 * /technology/small-llms's hero: one sample clause, its specialist terms read two ways, as the page's
 * own explainer puts it ("consideration" is not thoughtfulness, a "lot" is not a plot of land).
 * Illustrative: the everyday sense of each word against its sense in the document, no measured figures.
 */
export interface TermReadingSample {
  title: string;
  meta: string;
  clause: string;
  /** `gist`: the domain sense in a few words, for a line that stands without the clause (/technology's approach card). */
  terms: { term: string; everyday: string; domain: string; gist: string }[];
  caption: string;
}

export const TERM_READING: TermReadingSample = {
  title: 'The same clause, two readings',
  // One word (review: "Sample · illustrative" dropped to a line of its own at 390 px); the card holds no figures.
  meta: 'Sample',
  clause: 'In consideration of the price, the Supplier shall deliver each lot with its certificate of analysis.',
  terms: [
    { term: 'consideration', everyday: 'Careful thought', domain: 'What each party gives in exchange: here, the price', gist: 'the price paid' },
    { term: 'lot', everyday: 'A plot of land, or a large amount', domain: 'One batch of goods, traced to its own test results', gist: 'one batch of goods' },
  ],
  caption: 'A general model knows every sense of a word; a model trained for one vertical reads the sense its documents use.',
};

/**
 * /technology/small-llms's worked example under "Specialization beats scale" (design review Q r53 item 2: the body was text and
 * two look-alike stat boxes, no example as /rag has): the hero's two readings on a clause from another vertical, so the
 * section shows what its text says (legal, clinical or financial weight) without repeating the hero's contract clause.
 * Illustrative: a sample protocol clause, no measured figures.
 */
export const CLINICAL_READING: TermReadingSample = {
  title: 'A trial protocol, two readings',
  meta: 'Sample',
  clause: 'A participant with a serious adverse event is discontinued from the study drug and followed until the event resolves.',
  terms: [
    { term: 'serious', everyday: 'Grave, or worrying', domain: 'Meets the protocol’s criteria, such as a threat to life or a hospital stay', gist: 'meets set criteria' },
    { term: 'discontinued', everyday: 'No longer made or sold', domain: 'Taken off the study drug, and still followed in the study', gist: 'taken off the drug' },
  ],
  caption: 'Sample protocol clause, illustrative: a model trained for clinical documents reads each term as the protocol uses it.',
};

/**
 * /technology/rag's hero: retrieval shown at work on a sample policy (the one in hero-samples.ts):
 * the question, the passages retrieved for it with their sources, and the answer citing them.
 * Illustrative: a sample document, no measured figures.
 */
export interface RetrievalSample {
  title: string;
  meta: string;
  question: string;
  passages: { source: string; text: string }[];
  /** The answer in parts; a part with `cite` carries the number of the passage it came from. */
  answer: { text: string; cite?: number }[];
  caption: string;
}

export const RAG_SAMPLE: RetrievalSample = {
  title: 'Retrieval at work',
  meta: 'Sample',
  question: 'Can I book a $340 hotel night in Boston?',
  passages: [
    { source: 'Travel and expense policy v4, §4.1', text: 'Hotels are reimbursed up to $325 a night in New York, Boston and San Francisco.' },
    { source: 'Travel and expense policy v4, §4.3', text: 'Any single expense above $2,500 requires prior written approval from a vice president.' },
  ],
  answer: [
    { text: 'Yes, but only $325 of it is reimbursed: Boston hotels are covered up to $325 a night.', cite: 1 },
    { text: ' It needs no vice president’s approval, which applies above $2,500.', cite: 2 },
  ],
  caption: 'Sample policy, illustrative: the answer is drawn only from the retrieved passages, each cited.',
};

/**
 * /technology/rag's "Why it reduces made-up answers" shown (design review Q r52 item 3: two text-only sections): the hero's
 * sample policy asked a question it does not cover, and the agent's answer that it found nothing. Illustrative.
 */
export interface NoPassageSample {
  meta: string;
  question: string;
  /** Where it looked, and what it found there. */
  searched: string;
  found: string;
  answer: string;
  caption: string;
}

export const NO_PASSAGE: NoPassageSample = {
  meta: 'Sample',
  question: 'Can I fly business class to Tokyo?',
  searched: 'Travel and expense policy v4',
  found: 'No passage found',
  answer: 'The travel and expense policy has no passage on flight class, so there is nothing to answer from. Ask the policy’s owner.',
  caption: 'Sample policy, illustrative: with no passage to cite, the agent says so instead of guessing.',
};

/**
 * /technology/rag's "Current knowledge without retraining" shown (design review Q r52 item 3): the hero's question before and
 * after the sample policy's revision, the index updated and the model the same. Illustrative: a sample policy.
 */
export interface PolicyUpdateSample {
  meta: string;
  question: string;
  versions: { label: string; passage: string; answer: string }[];
  /** What changed and what did not, each a part and its state. */
  parts: { part: string; state: string }[];
  caption: string;
}

export const POLICY_UPDATE: PolicyUpdateSample = {
  meta: 'Sample',
  question: RAG_SAMPLE.question,
  versions: [
    { label: 'Policy v4', passage: '§4.1 Hotels up to $325 a night in Boston', answer: 'Only $325 of it is reimbursed.' },
    { label: 'Policy v5', passage: '§4.1 Hotels up to $350 a night in Boston', answer: 'Yes, it is within the $350 limit.' },
  ],
  parts: [
    { part: 'Index', state: 'Updated to v5' },
    { part: 'Model', state: 'Unchanged' },
  ],
  caption: 'Sample policy, illustrative: the revised policy is read from the next question on, and the audit trail records which version each answer used.',
};

/**
 * /technology/rag's "Retrieval that respects permissions", drawn (src/components/visuals/PermissionFilterDiagram.tsx):
 * passages of the hero's sample policy, each with who may read it, and two people asking. A person's
 * answer can draw only on passages their access covers. Illustrative: a sample policy and sample roles.
 */
export interface PermissionFilterData {
  title: string;
  passagesLabel: string;
  passages: { source: string; title: string; audience: string }[];
  askers: { role: string; access: string[] }[];
  /** What a matrix cell's check and cross say to a screen reader. */
  allowedLabel: string;
  blockedLabel: string;
  caption: string;
}

export const PERMISSION_FILTER: PermissionFilterData = {
  title: 'Retrieval filtered by permission',
  // One line over its column at 390 px (design review K r44: "Passages in the / index" crowded the header).
  passagesLabel: 'Indexed passage',
  passages: [
    { source: '§4.1', title: 'Hotel limits', audience: 'All staff' },
    { source: '§4.3', title: 'Approvals', audience: 'All staff' },
    { source: '§9.2', title: 'Exceptions log', audience: 'Finance' },
  ],
  askers: [
    { role: 'Finance lead', access: ['All staff', 'Finance'] },
    { role: 'Analyst', access: ['All staff'] },
  ],
  allowedLabel: 'Used in the answer',
  blockedLabel: 'Filtered out',
  caption: 'Sample policy, illustrative: the same question, asked by two people. The finance lead’s answer can draw on all three passages; the analyst’s cannot use §9.2, which only Finance may read.',
};
