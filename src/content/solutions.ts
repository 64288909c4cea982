/**
 * The /solutions overview and the six solution pages (/solutions/{slug}), one data object each,
 * rendered by one template (docs/product-rules.md#solutions): document-analysis has a demo, contract-intelligence is a
 * short page without one; the other four are built from the same template.
 */
import { PLANS_PAGE_ACTIONS } from './trial.ts';
import type { LucideIcon } from 'lucide-react';
import Columns2 from 'lucide-react/icons/columns-2';
import Layers from 'lucide-react/icons/layers';
import ListChecks from 'lucide-react/icons/list-checks';
import type { CallToAction } from './features.ts';
import type { DemoDocumentPair, FeatureCard, HeroContent, PageMeta, Step } from './types.ts';
import { loadOrderedPages, withDemoSamples } from '../collections/load-collection.ts';
import { solutionSchema } from '../collections/schemas.ts';
import { industries } from './industries.ts';

export interface SolutionContent {
  slug: string;
  /** Breadcrumb label and card title. */
  name: string;
  meta: PageMeta;
  icon: LucideIcon;
  /** One sentence for the /solutions overview. */
  summary: string;
  /** One of the four cards on /solutions (docs/product-rules.md#solutions); the others are listed below them. */
  featured: boolean;
  /** schema.org Service `serviceType`. */
  serviceType: string;
  /** The industry whose sector the solution serves (risk assessment: financial services), if one: the frameworks its page lists. */
  industry?: string;
  /** The industry pages whose agents do this job: the page's "Used in" strip (usedIn). */
  industries?: string[];
  hero: HeroContent;
  /** Four capability cards. */
  capabilities: { title: string; intro: string; cards: FeatureCard[] };
  /** Four steps. */
  steps?: { title: string; steps: Step[] };
  outcomes?: { title: string; items: { title: string; description: string }[] };
  /** The canned document demo; absent on contract-intelligence (docs/product-rules.md#solutions). */
  demo?: { intro: string; document: DemoDocumentPair };
  /** The page's own closing title and sentence; the buttons are SOLUTION_CTA's. */
  closing: { title: string; description: string };
}

/** The route path of a solution page: the one place it is formed. */
export function solutionPath(solution: Pick<SolutionContent, 'slug'>): string {
  return `/solutions/${solution.slug}`;
}

/**
 * The eyebrow above each section of a solution page, shared by the six pages (every section of the
 * site carries one); the headings themselves come from each page's file.
 */
export const SOLUTION_SECTION_EYEBROWS = {
  capabilities: 'Capabilities',
  afterRead: 'After the read',
  steps: 'How it works',
  outcomes: 'Outcomes',
} as const;

/**
 * Where the steps run, under their heading on every solution page (review C r23: the risk page showed a borrower's
 * financials and never said where counterparty documents are processed); /pricing's FAQ says it the same way.
 */
// One line at 1280 (design review Q r53 solutions item 5: "your environment." stood alone on a second line, on all three pages).
export const SOLUTION_STEPS_WHERE = 'Every step runs on your own servers or private cloud; documents never leave them.';

/**
 * How a solution hero's picture lays out its fields where not as the home page's three tiles (design review B r49 item 6:
 * the solution heroes and the home hero one picture): contract intelligence's as register lines, label beside value, the
 * page's "obligation register"; regulatory compliance's too, where three tiles ~110 px wide wrapped their labels and values
 * ("Framework in / scope", "8 characters / (required: 12)": design review B r50 item 4).
 */
export const SOLUTION_HERO_FINDINGS: Record<string, 'rows'> = { 'contract-intelligence': 'rows', 'regulatory-compliance': 'rows' };

/**
 * Each page's heading and lead over its sample after the read, what that page's reviewer does next (design review Q r52
 * item 1: the pages shared one heading, "From flags to a logged decision", and read as one template). The lead names the
 * document in words, so the panel needs no file-name caption (Q r52 item 1: it repeated the hero's), and the reader is not
 * sent back to the hero to know which document it is (review A r22).
 */
const SOLUTION_AFTER_READS: Record<string, { title: string; intro: string }> = {
  'contract-intelligence': {
    title: 'What the contract manager does next',
    intro: 'The supply agreement’s flags become a diary date and a price cap to seek.',
  },
  'regulatory-compliance': {
    title: 'What the compliance lead fixes next',
    intro: 'The access policy’s gaps become fixes with an owner and a due date.',
  },
  'risk-assessment': {
    title: 'What the credit analyst does next',
    intro: 'The statements’ flags become document requests and a watch-list decision.',
  },
  'process-automation': {
    title: 'What accounts payable does next',
    intro: 'The invoice’s variances go to the buyer, its new bank details to a phone check.',
  },
  'quality-control': {
    title: 'What the quality engineer does next',
    intro: 'The certificate’s failed results put the lot on hold with a non-conformance report.',
  },
};

/** A page's after-the-read heading and lead; throws naming the place to add them. */
export function solutionAfterRead(solution: Pick<SolutionContent, 'slug'>): { title: string; intro: string } {
  const copy = SOLUTION_AFTER_READS[solution.slug];
  if (!copy) throw new Error(`${solutionPath(solution)}: no after-the-read heading; add one to SOLUTION_AFTER_READS in src/content/solutions.ts.`);
  return copy;
}

/** What the after-the-read section shows of the hero's document further along (components/visuals/SampleFlow.tsx). */
export interface SampleFollowUp {
  flags: string[];
  recommendations: string[];
}

/**
 * The panel's flags and next steps for a page whose hero sample is not a demo document (its analysis
 * has one flag and no next steps): written from the sample's own clauses, no new figures. Document
 * analysis has none: its hero's document stays in the hero, and the flow under its demo goes on
 * with the demo's document (SolutionPage).
 */
const SAMPLE_FOLLOW_UPS: Record<string, SampleFollowUp> = {
  'contract-intelligence': {
    flags: [
      'Renewal is automatic: missing the 180‑day notice date locks in another year.',
      'Price increases compound every January across the five-year term.',
    ],
    recommendations: [
      'Diary the 180‑day notice date before each renewal.',
      'Seek a cap on yearly price increases at the next renewal.',
      'Ask legal whether the exclusivity clause can be narrowed to named products.',
    ],
  },
};

/**
 * The hero's document further along: the demo analysis's flags after the one the hero shows and its
 * recommendations when the hero is the demo document, else the page's written follow-up.
 */
export function sampleFollowUp(solution: SolutionContent, heroIsDemo: boolean): SampleFollowUp | undefined {
  const analysis = solution.demo?.document.analysis;
  if (heroIsDemo && analysis) return { flags: analysis.flags.slice(1), recommendations: analysis.recommendations };
  return SAMPLE_FOLLOW_UPS[solution.slug];
}

/** One line of a capability's artefact: a clause and what the agent took from it; `flagged` marks a finding to review. */
export interface ArtefactRow {
  term: string;
  detail: string;
  /** A flagged row, under one red label on every page (design review K r52 item 4: "Deviation", "Flag" and "Fails" for one mark). */
  flagged?: boolean;
}

/** A capability card's small artefact: a question when the capability answers one, then its rows. */
export interface CapabilityArtefact {
  question?: string;
  rows: ArtefactRow[];
}

/** The clause number a cited passage sits in ("3.1"), from the paragraph that holds it. */
function clauseOf(original: readonly string[], cite: string): string {
  const clause = original.find((paragraph) => paragraph.includes(cite))?.match(/^\d+(?:\.\d+)*/)?.[0];
  if (!clause) throw new Error(`No numbered clause holds "${cite}".`);
  return clause;
}

type ArtefactSample = {
  documentName: string;
  documentType: string;
  original: readonly string[];
  analysis: { findings: readonly { label: string; value: string; cite: string | readonly string[] }[]; flags: readonly string[] };
};

/** A finding's first cited passage (a finding may cite several). */
const firstCite = (cite: string | readonly string[]): string => (typeof cite === 'string' ? cite : cite[0]);

/**
 * The sample's own words for a page's artefacts, each checked: a finding by label, a passage quoted from the document. A
 * label or a quote that the sample does not hold is a build error, so no artefact can show what its document does not say.
 */
function readSample(slug: string, sample: ArtefactSample) {
  const finding = (label: string) => {
    const found = sample.analysis.findings.find((f) => f.label === label);
    if (!found) throw new Error(`${slug}: the page's sample has no finding "${label}".`);
    return found;
  };
  return {
    finding,
    /** A finding as an artefact row: its label, its value (a flagged value says "fail" itself: design review K r52 item 4). */
    field: (label: string, flagged?: boolean): ArtefactRow => ({ term: label, detail: finding(label).value, ...(flagged && { flagged }) }),
    /** A passage of the document, in quotation marks. */
    quote: (passage: string) => {
      if (!sample.original.some((paragraph) => paragraph.includes(passage))) throw new Error(`${slug}: the page's sample does not say "${passage}".`);
      return `“${passage}”`;
    },
  };
}

/**
 * Design review R r47 item 1: contract intelligence's four capabilities were a bare row of icons and text, the page telling
 * rather than showing; design review B r48 item 1: so were risk assessment's, beside contract intelligence's samples. Every
 * solution page's capabilities now each get a small artefact built from the page's own sample (the hero's document, and for
 * contract intelligence its follow-up): no figure or clause that the sample does not hold (tests/output/solutions.test.ts
 * checks every figure against the sample). Illustrative, marked as a sample (docs/product-rules.md#illustrative-figures).
 */
const CAPABILITY_ARTEFACTS: Record<string, (sample: ArtefactSample, next: SampleFollowUp | undefined) => Record<string, CapabilityArtefact>> = {
  'contract-intelligence': ({ original, analysis: { findings } }, next) => {
    if (!next) throw new Error('contract-intelligence: its capability artefacts need the page\'s follow-up (SAMPLE_FOLLOW_UPS).');
    const finding = (label: string) => {
      const found = findings.find((f) => f.label === label);
      if (!found) throw new Error(`contract-intelligence: the hero sample has no finding "${label}".`);
      return { ...found, clause: clauseOf(original, firstCite(found.cite)) };
    };
    const notice = finding('Renewal notice');
    const exclusivity = finding('Exclusivity');
    const escalation = finding('Price escalation');
    const renewal = 'renewing automatically for one-year terms';
    return {
      // As a register keeps them: what is owed and when, each under the clause (its passage, checked) it comes from; not the
      // hero's three fields again (review: the after-the-read panel once repeated them word for word).
      'Obligation tracking': {
        rows: [
          { cite: 'terminated on 180 days’ notice', term: 'Notice to end the term', detail: 'Due 180 days before each renewal' },
          { cite: 'Prices increase each January 1', term: 'Price increase, CPI plus 2%', detail: 'Due each January 1' },
          { cite: 'purchase all of its requirements', term: 'All requirements from Supplier', detail: 'For the five-year term' },
        ].map(({ cite, term, detail }) => ({ term: `§${clauseOf(original, cite)} ${term}`, detail })),
      },
      // Design review B r49 item 2: two rows at least in every sample (one-row boxes stood ~90 px empty beside three-row ones).
      'Renewal and notice alerts': {
        rows: [
          { term: `§${notice.clause} ${notice.label}: ${notice.value}`, detail: next.recommendations[0] },
          { term: `§${escalation.clause} Price increase: each January 1`, detail: 'Alert before each yearly increase takes effect' },
        ],
      },
      'Playbook comparison': {
        rows: [
          { term: `§${exclusivity.clause} ${exclusivity.label}: ${exclusivity.value}`, detail: next.recommendations[2], flagged: true },
          { term: `§${escalation.clause} ${escalation.label}: ${escalation.value}`, detail: next.recommendations[1], flagged: true },
        ],
      },
      'Portfolio questions': {
        question: 'Which agreements renew automatically?',
        rows: [
          { term: `Master supply agreement, §${clauseOf(original, renewal)}`, detail: `“${renewal}”` },
          { term: 'Notice to stop it', detail: '“terminated on 180 days’ notice”' },
        ],
      },
    };
  },
  // Document analysis has none: its hero pipeline shows its capabilities on the purchase order (design review I r51 item 3).
  'regulatory-compliance': (sample) => {
    const { finding, quote } = readSample('regulatory-compliance', sample);
    return {
      'Requirement mapping': {
        rows: [
          { term: 'PCI DSS 8.3.6, password length', detail: `Passwords: ${quote('at least 8 characters')}` },
          { term: 'PCI DSS 10.5.1, log history', detail: `Logging: ${quote('retained for 90 days')}` },
        ],
      },
      // Design review B r49 item 2: two rows at least in every sample.
      'Gap detection': {
        rows: [
          { term: `PCI DSS 8.4, ${finding('MFA scope').label}`, detail: `${finding('MFA scope').value}: contractors not covered`, flagged: true },
          { term: `PCI DSS 12.1.2, ${finding('Review cycle').label}`, detail: finding('Review cycle').value, flagged: true },
        ],
      },
      'Change impact': {
        question: 'What does PCI DSS v4.0 change in this policy?',
        rows: [
          { term: 'Passwords', detail: finding('Password minimum').value },
          { term: 'Review', detail: finding('Review cycle').value },
        ],
      },
      'Examination-ready evidence': {
        rows: [
          { term: `${finding('Log retention').label}: ${finding('Log retention').value}`, detail: `Source: Logging, ${sample.documentName.replace(/ \(sample\)\.\w+$/, '')}` },
          { term: 'Kept with it', detail: 'Model version, reviewer and decision' },
        ],
      },
    };
  },
  'risk-assessment': (sample) => {
    const { field, finding, quote } = readSample('risk-assessment', sample);
    return {
      // Not the hero's tiles again (revenue, EBITDA, total leverage).
      'Indicator extraction': {
        rows: [field('Debt maturity'), { term: 'Funded debt at year end', detail: '$38.5M' }, { term: 'Leverage covenant', detail: '4.0x maximum, tested quarterly' }],
      },
      // The review's own example: "Leverage 4.2x vs 4.0x covenant: breach, cured by waiver".
      'Red-flag detection': {
        rows: [
          { term: 'Leverage 4.2x vs 4.0x covenant', detail: 'Breach at year end, cured by a lender waiver', flagged: true },
          { term: `Top-two customers: ${finding('Top-two customer share').value}`, detail: 'Up from 39% a year earlier', flagged: true },
          // Design review B r49 item 2: three rows, as the boxes beside it (two left ~35 px blank in a box stretched to the row).
          { term: `Term loan due ${finding('Debt maturity').value.replace(/^.*, /, '')}`, detail: 'Matures 18 months after year end: a refinancing to plan', flagged: true },
        ],
      },
      'Your scoring criteria': {
        rows: [
          { term: 'Leverage within the covenant', detail: 'Fails: 4.2x against a 4.0x maximum', flagged: true },
          { term: 'Revenue trend', detail: finding('Revenue 2024').value },
          { term: 'Customer concentration', detail: 'Top two customers: 46% of revenue, up from 39%' },
        ],
      },
      'Explainable output': {
        question: 'Why is the counterparty on the watch list?',
        rows: [
          { term: 'Covenants', detail: quote('not to exceed 4.0x') },
          { term: 'Subsequent events', detail: quote('a waiver of the fourth-quarter 2024 covenant test') },
        ],
      },
    };
  },
  'process-automation': (sample) => {
    const { field, finding } = readSample('process-automation', sample);
    return {
      // Design review B r49 item 2: two rows at least in every sample.
      'Intake and classification': {
        rows: [
          { term: `${sample.documentType}, INV-20418`, detail: 'Northwind Components Ltd., to the purchase-order match' },
          { term: 'Attached letter', detail: 'Bank-detail change, kept with the invoice for verification' },
        ],
      },
      'Extraction and validation': { rows: [field('Purchase order'), field('HV-220 unit price', true), field('HV-220 quantity', true)] },
      'Routing and hand-off': {
        rows: [
          { term: 'Price and quantity variances', detail: 'To the buyer, with the reason attached' },
          { term: 'Bank account change', detail: 'To accounts payable, to verify by phone before payment' },
        ],
      },
      'Fits your systems': {
        rows: [
          { term: `${finding('Invoice total').label}: ${finding('Invoice total').value}`, detail: 'Held in your ERP until the variances clear' },
          field('Payment due'),
        ],
      },
    };
  },
  'quality-control': (sample) => {
    const { field, quote } = readSample('quality-control', sample);
    return {
      'Specification checks': { rows: [field('Magnesium', true), field('Tensile strength'), field('Elongation', true)] },
      'Batch record review': {
        rows: [
          { term: 'Certification', detail: quote('Certified by the supplier’s quality department, February 14, 2025') },
          { term: 'Annex 1, laboratory accreditation', detail: 'Referenced but not in the file', flagged: true },
        ],
      },
      'Non-conformance drafting': {
        rows: [
          { term: 'Draft NCR, lot 24-1187', detail: 'Magnesium and elongation out of specification QS-6061 rev. C' },
          { term: 'Evidence attached', detail: 'The certificate’s composition and mechanical lines' },
        ],
      },
      // Design review B r49 item 2: two rows at least in every sample.
      'Supplier trends': {
        question: 'Which characteristics to watch on this supplier’s next lots?',
        rows: [
          { term: 'Alloy Bar Supply Co., magnesium', detail: '1.26% on lot 24-1187 against a 1.20% maximum' },
          { term: 'Alloy Bar Supply Co., elongation', detail: '9% on lot 24-1187 against a 10% minimum' },
        ],
      },
    };
  },
};

/** A page's capability artefacts by card title; throws if one names a card the page does not have, or a card has none. */
export function capabilityArtefacts(solution: Pick<SolutionContent, 'slug' | 'capabilities'>, sample: ArtefactSample, next: SampleFollowUp | undefined) {
  const build = CAPABILITY_ARTEFACTS[solution.slug];
  if (!build) throw new Error(`${solutionPath(solution)}: no capability samples; add them to CAPABILITY_ARTEFACTS in src/content/solutions.ts.`);
  const artefacts = build(sample, next);
  for (const title of Object.keys(artefacts))
    if (!solution.capabilities.cards.some((card) => card.title === title)) throw new Error(`${solutionPath(solution)}: capability artefact for "${title}", which is not one of its cards.`);
  // Design review B r48 item 1: a sample under every capability on every page, the family alike.
  for (const card of solution.capabilities.cards)
    if (!artefacts[card.title]) throw new Error(`${solutionPath(solution)}: capability "${card.title}" has no sample in CAPABILITY_ARTEFACTS.`);
  return artefacts;
}

/**
 * A reviewer's part in a sample read and the decision the record keeps, per page: the audit record panel
 * under each page's sample (components/visuals/SampleFlow.tsx) was the same three lines on every page
 * (review A round 5). Roles, not names: the samples are illustrative (docs/product-rules.md#illustrative-figures).
 */
const SAMPLE_AUDIT_RECORDS: Record<string, { reviewer: string; decision: string }> = {
  'document-analysis': {
    reviewer: 'Property underwriter confirms the flood and windstorm flags',
    decision: 'Renewal bound with a flood quote requested for Location 3, logged with name and time',
  },
  'contract-intelligence': {
    reviewer: 'Contract manager confirms the renewal and pricing flags',
    decision: 'Notice date diaried and a price cap sought, logged with name and time',
  },
  'regulatory-compliance': {
    reviewer: 'Compliance lead accepts the four gaps against PCI DSS v4.0',
    decision: 'Policy update assigned to its owner with a due date, logged with name and time',
  },
  'risk-assessment': {
    reviewer: 'Credit analyst confirms the refinancing and covenant flags',
    decision: 'Counterparty placed on the watch list, logged with name and time',
  },
  'process-automation': {
    reviewer: 'Accounts payable checks the price, quantity and bank-detail flags',
    decision: 'Payment held and the variances sent to the buyer, logged with name and time',
  },
  'quality-control': {
    reviewer: 'Quality engineer confirms the two results out of specification',
    decision: 'Lot 24-1187 on quality hold with a non-conformance report, logged with name and time',
  },
};

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One line of an audit record: what it keeps, and the sample's own value. */
export type AuditRecordLine = readonly [term: 'Analysis' | 'Reviewer' | 'Decision', detail: string];

/**
 * The audit record of a page's sample read: the analysis line counted from what the page shows of the
 * sample (its fields, and every flag: the hero's and those further along), the reviewer and decision from
 * SAMPLE_AUDIT_RECORDS (throws naming the place to add them).
 */
export function sampleAuditRecord(solution: Pick<SolutionContent, 'slug'>, fields: readonly unknown[], flags: readonly string[]): AuditRecordLine[] {
  const record = SAMPLE_AUDIT_RECORDS[solution.slug];
  if (!record) throw new Error(`${solutionPath(solution)}: no audit record; add one to SAMPLE_AUDIT_RECORDS in src/content/solutions.ts.`);
  return [
    ['Analysis', `${count(fields.length, 'field')} and ${count(new Set(flags).size, 'flag')}, each cited; model version stored`],
    ['Reviewer', record.reviewer],
    ['Decision', record.decision],
  ];
}

/**
 * The example on each solution's /solutions card: a document of its own, never the one its page shows
 * (review A round 5: a visitor who clicked a card saw its example again in the page's hero). What the
 * agent reads, two values it returns, one flag. Illustrative (docs/product-rules.md#illustrative-figures).
 */
export interface SolutionCardExample {
  documentType: string;
  returns: readonly [{ label: string; value: string }, { label: string; value: string }];
  flag: string;
}

const SOLUTION_CARD_EXAMPLES: Record<string, SolutionCardExample> = {
  'document-analysis': {
    documentType: 'Service level agreement',
    returns: [
      { label: 'Uptime', value: '99.9% a month' },
      { label: 'Service credit', value: '5% of the monthly fee per 0.1%\u00a0missed' },
    ],
    flag: 'Credits are the only remedy: repeated outages give no right to terminate.',
  },
  'contract-intelligence': {
    documentType: 'Software license agreement',
    returns: [
      { label: 'Term', value: '3 years, renewing yearly' },
      { label: 'Liability cap', value: '12 months of fees' },
    ],
    flag: 'The vendor may audit usage on 10 days’ notice, at your cost.',
  },
  'regulatory-compliance': {
    documentType: 'Privacy notice',
    returns: [
      { label: 'Lawful basis', value: 'Contract and consent' },
      { label: 'Retention period', value: 'Not stated' },
    ],
    flag: 'GDPR Article 13(2)(a) requires the retention period to be stated.',
  },
  'risk-assessment': {
    documentType: 'Vendor security questionnaire',
    returns: [
      { label: 'Last penetration test', value: 'November 2023' },
      { label: 'Breach notice', value: 'Within 72 hours' },
    ],
    flag: 'No restore test of backups is recorded.',
  },
  'process-automation': {
    documentType: 'Expense claim',
    returns: [
      { label: 'Total claimed', value: '$1,842.60' },
      { label: 'Receipts', value: '7 of 8 attached' },
    ],
    flag: 'No receipt for the $312.00 car service on May 14.',
  },
  'quality-control': {
    documentType: 'Inspection report',
    returns: [
      { label: 'Sampled', value: '80 of 2,000 units' },
      { label: 'Major defects', value: '3 (accept up to 2 at AQL 1.0)' },
    ],
    flag: 'The lot fails on major defects: reject it or inspect every unit.',
  },
};

/** The /solutions card example of a solution; throws naming the place to add one. */
export function solutionCardExample(solution: Pick<SolutionContent, 'slug'>): SolutionCardExample {
  const example = SOLUTION_CARD_EXAMPLES[solution.slug];
  if (!example) throw new Error(`${solutionPath(solution)}: no card example; add one to SOLUTION_CARD_EXAMPLES in src/content/solutions.ts.`);
  return example;
}

/** The hero buttons and closing band shared by the solution pages. */
export const SOLUTION_HERO_ACTIONS = {
  primary: { label: 'Schedule Demo', path: '/demo' },
  secondary: PLANS_PAGE_ACTIONS.plans,
};

/** The closing band's buttons (and a fallback title); each page writes its own title and sentence (`closing`). */
export const SOLUTION_CTA: CallToAction = {
  title: 'Put it to work on your documents',
  // Tokens are the pages' own point where they make it (the /solutions hero, document analysis's
  // outcomes): the closing band says only what comes next, so no page states them twice.
  description: 'See it on a document like yours in a live demo, or start a 14‑day free trial with all Business plan features.',
  primary: { label: 'Schedule Demo', path: '/demo' },
  // Labelled by the band's sentence (CtaBand: the trial where it offers the trial, else the plans).
  secondary: PLANS_PAGE_ACTIONS.trial,
};

/**
 * The 'See It In Action' sample of each page, by slug: data of the demo widget rather than page
 * prose, so it stays typed here. Figures are illustrative (docs/product-rules.md#illustrative-figures).
 */
const SOLUTION_DEMOS: Record<string, { demo: NonNullable<SolutionContent['demo']> }> = {
  'document-analysis': {
    demo: {
      intro: 'A sample commercial property insurance renewal. Process it to see the facts, flags and next steps the agent produces, and the record it keeps.',
      document: {
        documentName: 'Property policy renewal — Harbor Logistics (sample).pdf',
        documentType: 'Insurance policy',
        original: [
          'Declarations. Named insured: Harbor Logistics LLC. Policy period: July 1, 2025 to July 1, 2026. Insured locations: three distribution warehouses as scheduled in Form DEC-2.',
          'Limits. Building and business personal property: $48,000,000 blanket limit. Business income: 12 months, actual loss sustained.',
          'Deductibles. All other perils: $50,000 per occurrence. Named windstorm: 5% of total insured values at each affected location, minimum $250,000.',
          'Exclusions. This policy does not cover loss caused by flood at Location 3, nor loss arising from cyber incidents affecting operational technology.',
          'Conditions. Automatic sprinkler protection must be kept in service at all locations; the insurer must be notified within 10 days of any impairment lasting more than 48 hours.',
        ],
        analysis: {
          summary: 'Renewal of a $48M blanket property program for three warehouses. The windstorm deductible and two exclusions materially increase the risk the insured retains.',
          findings: [
            { label: 'Policy period', value: 'July 1, 2025 – July 1, 2026', cite: 'Policy period: July 1, 2025 to July 1, 2026' },
            { label: 'Blanket limit', value: '$48,000,000', cite: '$48,000,000 blanket limit' },
            // In the order the document states them, so its passages are numbered in reading order (design review F r51:
            // 1, 2, 5, 3, 4 down the text).
            { label: 'Business income', value: '12 months, actual loss sustained', cite: 'Business income: 12 months, actual loss sustained' },
            { label: 'All-perils deductible', value: '$50,000 per occurrence', cite: 'All other perils: $50,000 per occurrence' },
            { label: 'Windstorm deductible', value: '5% of values, min. $250,000', cite: 'Named windstorm: 5% of total insured values at each affected location, minimum $250,000' },
          ],
          // In the order the document states their passages, so their numbers read 5, 6, 7 (design review I r51 item 6: 6, 5, 7
          // looked like a mistake).
          flags: [
            'The percentage windstorm deductible could exceed $1M at a single large location.',
            'Flood is excluded at Location 3: confirm whether separate flood cover is in place.',
            'Sprinkler-impairment notice is a condition of cover: a missed notice could void a claim.',
          ],
          // Each flag cites its passage, as home's demo does (design review F r51: this demo's flags were plain bullets, its
          // exclusion and sprinkler clauses never lit, under an audit record saying "each cited"): the windstorm flag the
          // windstorm deductible's passage (finding 5's number), the others clauses no finding cites.
          flagCites: [
            'Named windstorm: 5% of total insured values at each affected location, minimum $250,000',
            'loss caused by flood at Location 3',
            'Automatic sprinkler protection must be kept in service at all locations',
          ],
          recommendations: [
            'Request a flood buy-back or a standalone flood quote for Location 3.',
            'Model the windstorm deductible against each location’s insured value before binding.',
            'Add the 10‑day impairment notice to the facilities team’s maintenance procedure.',
          ],
        },
      },
    },
  },
  'regulatory-compliance': {
    demo: {
      intro: 'A sample access-control policy reviewed against PCI DSS v4.0. Process it to see the gaps the agent finds.',
      document: {
        documentName: 'Access and logging policy (sample).docx',
        documentType: 'Internal policy',
        original: [
          'Scope. This policy applies to all systems that store, process or transmit cardholder data, and to all employees and contractors with access to them.',
          'Passwords. User passwords must be at least 8 characters and contain letters and numbers. Passwords are changed every 90 days.',
          'Remote access. Multi-factor authentication is required for remote access to the corporate network by employees.',
          'Logging. Security event logs are retained for 90 days on the central log server and then deleted.',
          'Review. This policy is reviewed every two years by the Information Security Manager.',
        ],
        analysis: {
          summary: 'The policy covers the cardholder data environment but falls short of PCI DSS v4.0 on password length, MFA scope, log retention and review frequency.',
          findings: [
            { label: 'Framework in scope', value: 'PCI DSS v4.0', cite: 'all systems that store, process or transmit cardholder data' },
            { label: 'Password minimum', value: '8 characters (required: 12)', cite: 'at least 8 characters' },
            { label: 'MFA scope', value: 'Employee remote access only', cite: 'Multi-factor authentication is required for remote access to the corporate network by employees' },
            { label: 'Log retention', value: '90 days (required: 12 months)', cite: 'retained for 90 days on the central log server and then deleted' },
            { label: 'Review cycle', value: 'Every two years (required: annual)', cite: 'reviewed every two years by the Information Security Manager' },
          ],
          flags: [
            'Password length is below the 12-character minimum of requirement 8.3.6.',
            'MFA does not cover contractors or all access into the cardholder data environment (requirement 8.4).',
            'Logs are deleted after 90 days; requirement 10.5.1 calls for 12 months of history.',
            'A two-year review cycle misses the annual policy review of requirement 12.1.2.',
          ],
          // What each flag rests on (design review B r49 item 4: one flag marker everywhere, the passage's number).
          flagCites: [
            'at least 8 characters',
            'Multi-factor authentication is required for remote access to the corporate network by employees',
            'retained for 90 days on the central log server and then deleted',
            'reviewed every two years by the Information Security Manager',
          ],
          recommendations: [
            'Raise the password minimum to 12 characters and update the standard.',
            'Extend MFA to every user, including contractors, accessing the cardholder data environment.',
            'Retain logs for 12 months with the latest three months immediately available, and review the policy annually.',
          ],
        },
      },
    },
  },
  'risk-assessment': {
    demo: {
      intro: 'Sample year-end financial statements for a borrower. Process them to see the indicators and flags the agent extracts.',
      document: {
        documentName: 'FY2024 financial statements — Meridian Fabrication Inc (sample).pdf',
        documentType: 'Financial statements',
        original: [
          'Income statement. Revenue for the year ended December 31, 2024 was $84.2M (2023: $91.6M). EBITDA was $9.1M (2023: $13.4M).',
          'Debt. The company has a $40M senior term loan maturing in June 2026. Total funded debt at year end was $38.5M.',
          'Covenants. The credit agreement requires total leverage (funded debt to EBITDA) not to exceed 4.0x, tested quarterly.',
          'Customer concentration. The two largest customers accounted for 46% of revenue in 2024 (2023: 39%).',
          'Subsequent events. In February 2025 the company agreed with its lenders a waiver of the fourth-quarter 2024 covenant test.',
        ],
        analysis: {
          summary: 'Revenue fell 8% and EBITDA 32% year on year. Leverage of 4.2x exceeds the 4.0x covenant, already waived once, and the term loan must be refinanced by June 2026.',
          findings: [
            { label: 'Revenue 2024', value: '$84.2M (down 8%)', cite: 'Revenue for the year ended December 31, 2024 was $84.2M (2023: $91.6M)' },
            { label: 'EBITDA 2024', value: '$9.1M (down 32%)', cite: 'EBITDA was $9.1M (2023: $13.4M)' },
            // Cited to the debt it is computed from ($38.5M over the EBITDA tile's $9.1M): a reviewer found the covenant's own words
            // alone did not show 4.2x. The value as leverage is written, 4.2x EBITDA (design review B r48 item 8: with the sum in
            // brackets the hero's tile ran to two lines beside one-line tiles).
            { label: 'Total leverage', value: '4.2x EBITDA', cite: 'Total funded debt at year end was $38.5M' },
            { label: 'Debt maturity', value: '$40M term loan, June 2026', cite: '$40M senior term loan maturing in June 2026' },
            { label: 'Top-two customer share', value: '46% of revenue', cite: 'The two largest customers accounted for 46% of revenue in 2024' },
          ],
          // The first flag is the one the hero shows: it rests on the passages the hero shows (the debt paragraph).
          flags: [
            'Refinancing risk: the $40M term loan matures 18 months after year end.',
            'Covenant breach at year end (4.2x against a 4.0x maximum), cured only by a lender waiver.',
            'Rising customer concentration: 46% of revenue, up from 39%.',
          ],
          // What each flag rests on (design review B r48 item 4: the hero's flag stood beside unlit words): the maturity and
          // the concentration findings' passages, and the covenant's own limit, which no finding cites.
          flagCites: ['$40M senior term loan maturing in June 2026', 'total leverage (funded debt to EBITDA) not to exceed 4.0x', 'The two largest customers accounted for 46% of revenue in 2024'],
          recommendations: [
            'Request the waiver letter and any conditions the lenders attached.',
            'Obtain a 2025 forecast showing covenant headroom by quarter.',
            'Place the counterparty on the watch list pending a refinancing plan.',
          ],
        },
      },
    },
  },
  'process-automation': {
    demo: {
      intro: 'A sample supplier invoice checked against its purchase order and goods receipt. Process it to see the exceptions.',
      document: {
        documentName: 'Invoice INV-20418 — Northwind Components (sample).pdf',
        documentType: 'Supplier invoice',
        original: [
          'Supplier: Northwind Components Ltd. Invoice INV-20418, dated March 3, 2025. Purchase order: PO-7731. Payment terms: net 30.',
          'Line 1. Hydraulic valve assembly HV-220: 120 units at $184.00 = $22,080.00.',
          'Line 2. Seal kit SK-14: 400 units at $6.50 = $2,600.00.',
          'Freight and handling: $1,150.00. Subtotal: $25,830.00. Sales tax 8.25%: $2,130.98. Total due: $27,960.98.',
          'Remittance. Please pay to our new bank account ending 4471, effective immediately, as notified in the attached letter.',
        ],
        analysis: {
          summary: 'The invoice matches PO-7731 on items but not on price or quantity for the valve line, and requests a bank-detail change that must be verified before payment.',
          findings: [
            { label: 'Invoice total', value: '$27,960.98', cite: 'Total due: $27,960.98' },
            { label: 'Purchase order', value: 'PO-7731 (matched)', cite: 'Purchase order: PO-7731' },
            { label: 'HV-220 unit price', value: '$184.00 vs $176.00 on PO', cite: 'at $184.00' },
            { label: 'HV-220 quantity', value: '120 invoiced vs 100 received', cite: 'Hydraulic valve assembly HV-220: 120 units' },
            { label: 'Payment due', value: 'April 2, 2025 (net 30)', cite: 'Payment terms: net 30' },
          ],
          flags: [
            'Price variance on HV-220: $8.00 per unit above the purchase-order price.',
            'Quantity invoiced exceeds the goods receipt by 20 units.',
            'Bank account change requested on the invoice itself, a common payment-fraud pattern.',
          ],
          // What each flag rests on (design review B r49 item 4: one flag marker everywhere, the passage's number).
          flagCites: [
            'at $184.00',
            'Hydraulic valve assembly HV-220: 120 units',
            'Please pay to our new bank account ending 4471, effective immediately',
          ],
          recommendations: [
            'Hold payment and route the price and quantity variances to the buyer.',
            'Verify the new bank details by phone with the supplier contact on file, not the number in the letter.',
          ],
        },
      },
    },
  },
  'quality-control': {
    demo: {
      intro: 'A sample certificate of analysis for an aluminium bar lot. Process it to see the checks against specification.',
      document: {
        documentName: 'Certificate of analysis — Lot 24-1187 (sample).pdf',
        documentType: 'Certificate of analysis',
        original: [
          'Supplier: Alloy Bar Supply Co. Material: 6061-T6 aluminium round bar, 50 mm diameter. Lot 24-1187, 2,400 kg. Order PO-5520, specification QS-6061 rev. C.',
          'Chemical composition (%): Si 0.62, Fe 0.41, Cu 0.28, Mg 1.26, Cr 0.19. Specified magnesium range: 0.80–1.20.',
          'Mechanical properties: tensile strength 312 MPa (min. 290), yield strength 271 MPa (min. 240), elongation 9% (min. 10).',
          'Test method: ASTM B557. Laboratory accreditation certificate: see Annex 1.',
          'Certified by the supplier’s quality department, February 14, 2025.',
        ],
        analysis: {
          summary: 'Lot 24-1187 fails specification QS-6061 rev. C on magnesium content and elongation; tensile and yield strength pass.',
          findings: [
            { label: 'Lot', value: '24-1187, 2,400 kg', cite: 'Lot 24-1187, 2,400 kg' },
            { label: 'Magnesium', value: '1.26% (max. 1.20%): fail', cite: 'Mg 1.26, Cr 0.19. Specified magnesium range: 0.80–1.20' },
            { label: 'Tensile strength', value: '312 MPa (min. 290): pass', cite: 'tensile strength 312 MPa (min. 290)' },
            { label: 'Yield strength', value: '271 MPa (min. 240): pass', cite: 'yield strength 271 MPa (min. 240)' },
            { label: 'Elongation', value: '9% (min. 10%): fail', cite: 'elongation 9% (min. 10)' },
          ],
          flags: [
            'Magnesium is 0.06 percentage points above the specified maximum.',
            'Elongation is below the specified minimum.',
            'Annex 1 (laboratory accreditation) is referenced but not included in the file.',
          ],
          // What each flag rests on (design review B r49 item 4: one flag marker everywhere, the passage's number).
          flagCites: [
            'Mg 1.26, Cr 0.19. Specified magnesium range: 0.80–1.20',
            'elongation 9% (min. 10)',
            'Laboratory accreditation certificate: see Annex 1',
          ],
          recommendations: [
            'Place lot 24-1187 on quality hold and raise a non-conformance report.',
            'Ask the supplier for a retest or a concession request, with the accreditation certificate.',
          ],
        },
      },
    },
  },
};

/**
 * The pages, written in content/solutions/*.md (front matter checked by solutionSchema; the file name is
 * the slug), in their `order`, with a demo sample from SOLUTION_DEMOS where the page has one.
 */
export const SOLUTIONS: SolutionContent[] = withDemoSamples(loadOrderedPages('solutions', solutionSchema), SOLUTION_DEMOS, 'SOLUTION_DEMOS in src/content/solutions.ts', false);

// A solution's sector names an industry page, or its framework chips would silently fall back to the general ones.
for (const solution of SOLUTIONS)
  if (solution.industry && !industries.some((industry) => industry.slug === solution.industry))
    throw new Error(`content/solutions/${solution.slug}.md: field "industry": no industry page "${solution.industry}"; use the file name of an industry in content/industries/, without .md`);
for (const solution of SOLUTIONS)
  for (const slug of solution.industries ?? [])
    if (!industries.some((industry) => industry.slug === slug))
      throw new Error(`content/solutions/${solution.slug}.md: field "industries": no industry page "${slug}"; use the file name of an industry in content/industries/, without .md`);

/**
 * The industry pages a solution page links as "Used in" (design review R r47 item 4: the page named no industry): its
 * `industries`, else the one industry whose sector it serves. Nothing relates the solutions to the industry pages but
 * these two fields, so the list is the solution's front matter, never written in the page template.
 */
export function usedIn(solution: Pick<SolutionContent, 'industries' | 'industry'>) {
  const slugs = solution.industries ?? (solution.industry ? [solution.industry] : []);
  return industries.filter((industry) => slugs.includes(industry.slug));
}

/** The /solutions overview page. */
export const SOLUTIONS_INDEX = {
  meta: {
    title: 'AI Solutions for Document-Heavy Regulated Work',
    description: 'Document analysis, contract intelligence, regulatory compliance and risk assessment agents, built on small language models that run on-premises.',
    keywords: ['ai solutions', 'document analysis', 'contract intelligence', 'regulatory compliance', 'risk assessment'],
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Solutions',
    title: 'AI agents for the documents your business runs on',
    description:
      'Each solution pairs a small language model trained for your industry with an agent built for one job: reading, checking and acting on documents inside your own environment, with no per-token charges.',
  } satisfies HeroContent,
  // Design review R r47 item 5: both headings stood without the lede every other section pairs with its heading.
  featuredSection: {
    eyebrow: 'Core solutions',
    title: 'Start where reading time costs the most',
    intro: 'Each agent shown on a sample document of its own: what it reads, what it returns and what it flags.',
  },
  rollout: {
    eyebrow: 'How teams start',
    title: 'One workflow first, then the rest',
    steps: [
      { title: 'Pick one workflow', description: 'Start with the document queue that costs your specialists the most reading time, and agree what a good result looks like.' },
      { title: 'Pilot on your documents', description: 'Run the agent beside your current process on your own infrastructure, and compare its findings with your reviewers’ on the same files.' },
      { title: 'Extend on one platform', description: 'Add verticals, storage and custom agents as results hold; a plan change takes effect at your next billing cycle.' },
    ],
    // Design review B r49 item 7: the three steps were thin, text only, between two card sections. Each ends on what the team
    // holds after it, as a feature page's step ends on the artefact it leaves (no durations: none is given for a pilot).
    results: [
      { icon: ListChecks, label: 'One queue and its agreed checks' },
      { icon: Columns2, label: 'Agent and reviewer findings, file by file' },
      { icon: Layers, label: 'Every agent on one plan and one audit trail' },
    ],
  },
  moreSection: {
    eyebrow: 'Also available',
    title: 'The same agents, for operations',
    intro: 'The same reading, returns and flags, for invoices, expense claims and quality records.',
  },
  cta: {
    ...SOLUTION_CTA,
    title: 'Choose the first workflow with us',
    description: 'Tell us which document queue costs your team the most reading time and see the matching agent in a live demo, or compare plans.',
  },
};
