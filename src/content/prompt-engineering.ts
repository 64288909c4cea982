/** /prompt-engineering: 4 key concepts, 4 industry prompt books, a 4-step methodology (docs/product-rules.md#prompt-engineering). */
import Crosshair from 'lucide-react/icons/crosshair';
import FileSearch from 'lucide-react/icons/file-search';
import Braces from 'lucide-react/icons/braces';
import ListChecks from 'lucide-react/icons/list-checks';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import Scale from 'lucide-react/icons/scale';
import Landmark from 'lucide-react/icons/landmark';
import Building2 from 'lucide-react/icons/building-2';
import type { LucideIcon } from 'lucide-react';
import type { FeatureCard, HeroContent, PageMeta, Step } from './types.ts';

export const PROMPT_META: PageMeta = {
  title: 'Prompt Engineering for Industry AI Agents',
  description: 'Prompt engineering for document AI: key concepts, prompt books for healthcare, legal, financial services and real estate, and a 4-step method.',
  keywords: ['prompt engineering', 'prompt books', 'ai prompts', 'document analysis prompts', 'industry ai'],
};

export const PROMPT_HERO: HeroContent = {
  eyebrow: 'Prompt engineering',
  // Three lines at most at 390 (design review, round 5: "Ask precise questions, get answers you can verify" ran to four).
  title: 'Precise prompts, answers you can verify',
  description:
    'Industry models already know your vocabulary. Good prompts tell them exactly what to find, how to present it and what to do when the document is silent. Start from a prompt book below and adapt it to your own workflows.',
};

/**
 * The hero figure: one prompt split into the four habits of the key concepts, in their order. It is
 * not in the prompt books (design review: the hero repeated the healthcare book's first prompt).
 */
export const PROMPT_ANATOMY = {
  label: 'Anatomy of a prompt',
  caption: 'The four habits below, in one prompt.',
  parts: [
    { text: 'Summarize this discharge summary', habit: 'Specific task' },
    { text: ' ' },
    { text: 'citing the section for each item,', habit: 'Grounded in source' },
    { text: ' ' },
    { text: 'as: diagnoses, procedures, medication changes, follow-up.', habit: 'Output format' },
    { text: ' ' },
    { text: 'If an item is not documented, say so.', habit: 'Rules and edge cases' },
  ],
};

export const CONCEPTS_SECTION = {
  eyebrow: 'Key concepts',
  title: 'Four habits of effective prompts',
  intro: 'The same four ideas separate vague answers from results a reviewer can act on, whatever the industry.',
};

export const KEY_CONCEPTS: FeatureCard[] = [
  {
    icon: Crosshair,
    title: 'Be specific about the task',
    description: 'Name the document type, the fields you need and the decision the answer supports. “Extract” and “compare” beat “tell me about”.',
  },
  {
    icon: FileSearch,
    title: 'Cite the source',
    description: 'Ask for the clause, page or section behind every finding, so a reviewer can verify it in seconds.',
  },
  {
    icon: Braces,
    title: 'Define the output format',
    description: 'Request a table, a checklist or named fields. Structured output drops straight into your systems and is easy to compare.',
  },
  {
    icon: ListChecks,
    title: 'State rules and edge cases',
    description: 'Say what counts as an exception and what to return when information is missing, rather than letting the model guess.',
  },
];

export interface PromptBook {
  icon: LucideIcon;
  /** The industry, exactly as docs/product-rules.md#prompt-engineering lists it: Healthcare, Legal, Financial Services, Real Estate. */
  industry: string;
  title: string;
  description: string;
  examples: string[];
}

export const PROMPT_BOOKS_SECTION = {
  eyebrow: 'Prompt books',
  title: 'Prompt books by industry',
  intro: 'Tested starting points for common document workflows. Replace each [bracketed part] with your own payers, thresholds and policies.',
};

export const PROMPT_BOOKS: PromptBook[] = [
  {
    icon: HeartPulse,
    industry: 'Healthcare',
    title: 'Clinical documentation and prior authorization',
    description: 'Summarize records, check documentation against payer criteria and surface gaps before submission.',
    examples: [
      'Compare this prior-authorization request with [payer] criteria for [procedure]. List each criterion as met, not met or not documented, with the supporting text.',
      'List every allergy and adverse reaction mentioned anywhere in this record, with dates. If none are documented, say so explicitly.',
    ],
  },
  {
    icon: Scale,
    industry: 'Legal',
    title: 'Contract review and clause analysis',
    description: 'Extract key terms, compare agreements with your playbook and flag clauses that need a lawyer’s attention.',
    examples: [
      'Compare the limitation-of-liability clause with our standard position: cap at [12 months’ fees], no cap for confidentiality breaches. List every deviation.',
      'Extract the parties, effective date, term, renewal mechanism and notice period from this agreement as a table, with clause references.',
      'Identify any assignment, change-of-control or exclusivity provisions and quote them in full.',
    ],
  },
  {
    icon: Landmark,
    industry: 'Financial Services',
    title: 'Credit, covenants and regulatory filings',
    description: 'Pull financial covenants, check loan files for completeness and map policies to regulatory requirements.',
    examples: [
      'Check this loan file against our KYC checklist: [list of documents]. Mark each item as present, missing or expired.',
      'List every financial covenant in this credit agreement with its metric, threshold, test frequency and clause reference.',
      'Summarize what changed between these two versions of our [policy name], and which regulatory requirements each change affects.',
    ],
  },
  {
    icon: Building2,
    industry: 'Real Estate',
    title: 'Lease abstraction and due diligence',
    description: 'Abstract leases, find critical dates and flag obligations that affect value or a transaction timetable.',
    examples: [
      'Abstract this lease as [your abstract template]: tenant, premises, term, base rent and escalations, termination and renewal options, CAM caps. Cite each clause.',
      'List every date in this lease that requires action (notices, reviews, options) in chronological order, with the action required.',
      'Flag any maintenance, restoration or exclusivity obligation that departs from [our standard lease form].',
    ],
  },
];

export const METHOD_SECTION = {
  eyebrow: 'Methodology',
  title: 'A four‑step method for reliable prompts',
  intro: 'Treat prompts like any other business rule: written down, tested and versioned.',
};

export const METHOD_STEPS: Step[] = [
  {
    title: 'Define the outcome',
    description: 'Write down the decision the answer supports, the fields required and what a correct answer looks like.',
  },
  {
    title: 'Draft from a prompt book',
    description: 'Start from a tested template for your industry and add your own terms, thresholds and output format.',
  },
  {
    title: 'Test on real documents',
    description: 'Run the prompt on a representative sample, including awkward cases, and compare the results with expert review.',
  },
  {
    title: 'Refine and standardize',
    description: 'Fix what the test revealed, version the prompt and share it so every team asks the same question the same way.',
  },
];

export const PROMPT_CTA = {
  title: 'Try these prompts on your own documents',
  description: 'Start a 14‑day free trial with all Business plan features, or see the agents at work in a 30‑minute demo.',
  primaryLabel: 'Start Free Trial',
  primaryPath: '/pricing',
  secondaryLabel: 'Schedule Demo',
  secondaryPath: '/demo',
};
