/**
 * /technology (approach, comparison table, four-step agent pipeline) and its two explainer
 * subpages, /technology/small-llms and /technology/rag (docs/product-rules.md#technology).
 * Hyphenated compounds in headings use U+2011 (non-breaking hyphen): on phones a heading must
 * not break as "general-/purpose".
 */
import Cpu from 'lucide-react/icons/cpu';
import FileScan from 'lucide-react/icons/file-scan';
import Library from 'lucide-react/icons/library';
import SearchCheck from 'lucide-react/icons/search-check';
import Workflow from 'lucide-react/icons/workflow';
import type { PipelineNode } from '../components/visuals/PipelineFigure.tsx';
import type { SectionFigure } from '../components/SectionFigures.tsx';
import type { CallToAction } from './features.ts';
import type { FeatureCard, HeroContent, PageMeta, Step } from './types.ts';
import { CLAIMS } from './claims.ts';
import { SECURITY_LABEL, SECURITY_PATH } from './compliance.ts';
import { HERO_SAMPLES } from './hero-samples.ts';
import { CLINICAL_READING, NO_PASSAGE, PERMISSION_FILTER, POLICY_UPDATE, RAG_SAMPLE, TERM_READING, type NoPassageSample, type PermissionFilterData, type PolicyUpdateSample, type TermReadingSample } from './visuals.ts';

export interface ComparisonTable {
  caption: string;
  /** Shown on narrow screens, where the table scrolls sideways. */
  scrollHint: string;
  /** Column headings: the row-heading column first, then one per compared option. */
  columns: [string, string, string];
  /** The two options' names where space is short (the stacked cards on phones). */
  shortLabels: [string, string];
  /** `decides`: a row the phones' list shows before "Show all" (design review G r51 item 6: eight stacked rows, ~1,100 px). */
  rows: { aspect: string; ours: string; theirs: string; decides?: boolean }[];
  /** The phones' disclosure of the other rows: `{n}` is how many it holds; their aspects follow on a muted line of their own
   *  (design review Q r53 item 8: "Show all 8" did not say what was hidden; Q r54 technology item 3: one short label). */
  showAll: string;
  /** The same disclosure, open. */
  showFewer: string;
}

/** The words on the pipeline diagram (the /about hero). */
export interface PipelineFigureText {
  label: string;
  boundary: string;
  caption: string;
}

/**
 * What runs where (pages/product/ArchitectureDiagram.tsx, the /technology hero's picture; design review G r51 item 1: the
 * hero showed a document-analysis card, the page's own diagram was ~1,000 px down). One object, so no second copy of the
 * parts can drift from it. Labels restate only what the site claims (claims.ts: local processing, no external API calls,
 * AES-256, full audit trail).
 */
export interface ArchitectureFigure {
  title: string;
  /** The card's tag (PanelTitleBar), one word or two. */
  tag: string;
  /** The dashed line's label: the customer's network. */
  boundary: string;
  /** The customer's own systems, then Vertiq on the customer's servers; each part a title and one short line. */
  zones: { id: 'customer' | 'vertiq'; label: string; parts: { title: string; detail: string }[] }[];
  /** What passes between the zones: to Vertiq, then back to the customer. */
  flows: [toVertiq: string, toCustomer: string];
  /** Outside the line: what it never calls. */
  external: { title: string; detail: string };
  caption: string;
}

export interface TechnologyOverview {
  meta: PageMeta;
  hero: HeroContent;
  architecture: ArchitectureFigure;
  /** `samples`: one line of each part at work, by card title (design review G r51 item 3: the cards only told). */
  approach: { eyebrow: string; title: string; intro: string; cards: FeatureCard[]; samples: Record<string, { label: string; text: string }> };
  comparison: { eyebrow: string; title: string; intro: string; table: ComparisonTable };
  /** Each step also feeds the /about pipeline diagram (icon and a short detail). */
  pipeline: { eyebrow: string; title: string; intro: string; steps: (Step & PipelineNode & StepInOut)[] };
  cta: CallToAction;
}

/** What a step takes and what it hands on (the pipeline's and RAG's steps: pages/product/StepInOut.tsx). */
export interface StepInOut {
  input: string;
  output: string;
  /**
   * What it hands to the next step, in a word or two: the chip on the connector after it in the drawn flow (design review
   * Q r52 item 2: "document -> sections -> passages -> cited findings"); the last step hands on nothing.
   */
  carries?: string;
}

export interface ExplainerSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** The product figures this section is the point of, each stated here only (components/SectionFigures.tsx). */
  figures?: SectionFigure[];
  /** A step diagram of the paragraph above: each step with what goes in and what comes out. */
  flow?: ({ step: string } & StepInOut)[];
  /** The permission filter of the paragraph above, drawn: who can draw on which passage. */
  permissions?: PermissionFilterData;
  /** The agent's answer when nothing relevant is found, shown (design review Q r52 item 3). */
  noPassage?: NoPassageSample;
  /** A policy revised: the index updated, the model unchanged, shown (design review Q r52 item 3). */
  policyUpdate?: PolicyUpdateSample;
  /** A sample clause with its terms read two ways, as the small-model hero shows (design review Q r53 item 2). */
  reading?: TermReadingSample;
}

export interface TechnologySubPageContent {
  slug: string;
  name: string;
  meta: PageMeta;
  hero: HeroContent;
  sections: ExplainerSection[];
  /**
   * The explainers as a sequence (review: each "Next" pointed at the other, a loop): the page before
   * (the /technology overview, then the first explainer) and after (the second explainer, then how the
   * product meets each framework on /security). `label` is the page's name.
   */
  prev: { label: string; path: string };
  next: { label: string; path: string };
  /** The spec's Back to Home (docs/product-rules.md#technology), a quiet text link under the sequence. */
  backHomeLabel: string;
  /** The page's own closing band title and sentence; the buttons are the /technology band's. */
  closing: { title: string; description: string };
  /** The pipeline step this explainer is about, highlighted in the hero diagram. */
  pipelineStep: string;
  /** schema.org TechArticle `about`. */
  about: string[];
}

export const TECHNOLOGY_PATH = '/technology';

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The overview's and the explainers' names: their route labels and the labels of the links between
 * them (prev/next), so each has one spelling, in Title Case as link labels are
 * (docs/product-rules.md#labels-in-title-case).
 */
export const TECHNOLOGY_LABEL = 'Technology';
const SMALL_LLMS_NAME = 'Small Language Models';
const RAG_NAME = 'Retrieval-Augmented Generation';

/** The route path of an explainer: the one place it is formed. */
export function technologySubPath(page: Pick<TechnologySubPageContent, 'slug'>): string {
  return `${TECHNOLOGY_PATH}/${page.slug}`;
}

/** The approach cards' titles: the explainers' names in sentence case (their links, at each card's foot, in Title Case). */
const APPROACH_TITLES = { smallLlms: 'Small language models', rag: 'Retrieval-augmented generation' } as const;

export const TECHNOLOGY: TechnologyOverview = {
  meta: {
    title: 'Our Technology: Small Domain Models and Agent Pipelines',
    description: 'How Vertiq combines small domain-trained language models, retrieval-augmented generation and agents to analyze documents on-premises, quickly and accurately.',
    keywords: ['small language models', 'retrieval-augmented generation', 'ai agents', 'on-premises llm', 'domain-specific ai'],
  },
  hero: {
    eyebrow: 'Technology',
    title: 'Small models, specialized agents, your infrastructure',
    description:
      // About four lines at 390 px (review: seven lines before the buttons); the parts are the cards' to name.
      'Vertiq is built to read your industry’s documents precisely: small models trained per vertical, grounded in your own content, run by agents where your data lives.',
  },
  architecture: {
    title: 'Where each part runs',
    tag: 'On‑premises',
    boundary: 'Your network: on-premises or your private cloud',
    zones: [
      {
        id: 'customer',
        label: 'Your systems',
        parts: [
          { title: 'Your documents', detail: 'Where they are kept today' },
          { title: 'Your reviewers', detail: 'Confirm each finding' },
        ],
      },
      {
        id: 'vertiq',
        label: 'Vertiq, on your servers',
        parts: [
          { title: 'Small domain model', detail: 'Your vertical, one server' },
          // A non-breaking hyphen: at 390 px the narrow tile broke "AES-/256" (review A round 4).
          { title: 'Retrieval index', detail: 'AES‑256 encrypted' },
          { title: 'Agents', detail: 'Run and check each step' },
          { title: 'Audit trail', detail: 'Every step logged' },
        ],
      },
    ],
    flows: ['Documents', 'Findings'],
    external: { title: 'External APIs', detail: 'No external API calls: documents and prompts do not leave your network' },
    // How to read it; that nothing leaves the network is the External APIs box's to say (review A round 3).
    caption: 'Documents move only between the parts inside the dashed line.',
  },
  approach: {
    eyebrow: 'Our approach',
    title: 'Three parts, each doing one job well',
    intro: 'Precision comes from specialization, trust from grounding, and usefulness from agents that finish the task.',
    cards: [
      {
        icon: Cpu,
        // Sentence case, as every card title that is not itself a link (docs/product-rules.md); the link names the page.
        title: APPROACH_TITLES.smallLlms,
        description: 'Compact models trained per vertical on the vocabulary of its documents, light enough to run on your own servers.',
        href: '/technology/small-llms',
        // One link pattern on the three cards, the words at each card's foot (design review Q r52 item 5: two titles linked,
        // the third a line under its sample); each names its destination, the explainers by their page names, and the third
        // still says it leads to Solutions (design review G r51 item 3).
        linkLabel: `Explore ${SMALL_LLMS_NAME}`,
      },
      {
        icon: Library,
        title: APPROACH_TITLES.rag,
        description: 'Answers grounded in your own documents and reference material, with the source passage cited.',
        href: '/technology/rag',
        linkLabel: `Explore ${RAG_NAME}`,
      },
      {
        icon: Workflow,
        // Sentence case: a card title that is not itself a link (docs/product-rules.md); its link is the line at its foot.
        title: 'Agent orchestration',
        description: 'Agents break a review into steps, call the right model and tools for each, and check the result before a person sees it.',
        // The agents at work, one per job (review: two of the three cards linked, this one did not); the link says it leads to
        // Solutions (design review G r51 item 3: "Agent Orchestration →" read as a page of its own, and opened /solutions).
        href: '/solutions',
        linkLabel: 'See the Agents in Solutions',
      },
    ],
    // Each line is a sample the site already shows in full, quoted from it: the small-models hero's clause, the RAG
    // hero's answer and the pipeline's flag on the sample retention policy (src/content/hero-samples.ts).
    samples: {
      // Self-contained, without the clause it came from (design review Q r52 item 5: "as what each party gives in exchange:
      // here, the price" made no sense alone).
      [APPROACH_TITLES.smallLlms]: { label: 'Reads', text: `“${TERM_READING.terms[0]!.term}” → ${TERM_READING.terms[0]!.gist} (not “${lowerFirst(TERM_READING.terms[0]!.everyday)}”)` },
      [APPROACH_TITLES.rag]: { label: 'Answers', text: `${RAG_SAMPLE.answer[0]!.text} (${RAG_SAMPLE.passages[0]!.source.split(', ').pop()})` },
      'Agent orchestration': { label: 'Flags', text: HERO_SAMPLES[TECHNOLOGY_PATH]!.analysis.flags[0]! },
    },
  },
  comparison: {
    eyebrow: 'How it compares',
    title: 'Small domain models and general‑purpose cloud LLMs',
    // One sentence (review: two sentences wrapped raggedly at 390 px).
    intro: 'For regulated document work, these trade‑offs decide which one you can put into production.',
    table: {
      caption: 'Vertiq small domain models compared with general-purpose cloud LLMs for enterprise document work',
      scrollHint: 'Scroll the table sideways to compare both columns.',
      columns: ['Aspect', 'Vertiq small domain models', 'General-purpose cloud LLMs'],
      shortLabels: ['Vertiq', 'Cloud LLMs'],
      showAll: 'Show {n} more rows',
      showFewer: 'Show fewer',
      rows: [
        // "external API" and "per‑token" (U+2011) held whole: at 390 the stacked cards left "API" alone on a line and broke
        // "per- / token" (design review K r52, phone).
        { aspect: 'Deployment', ours: 'On-premises or in your private cloud, inside your network', theirs: 'Hosted by the vendor and reached through an external\u00a0API', decides: true },
        { aspect: 'Data residency', ours: 'Local processing with no external API calls', theirs: 'Prompts and documents leave your network to be processed', decides: true },
        { aspect: 'Cost model', ours: 'Flat plans: no per\u2011token charges and no token limits', theirs: 'Metered per token; cost grows with every page processed', decides: true },
        { aspect: 'Latency', ours: 'Response under 1 s; average response under 500 ms', theirs: 'Varies with network distance and provider load' },
        { aspect: 'Term accuracy', ours: '98% term accuracy, trained per vertical', theirs: 'Broad knowledge; specialist terms can be misread' },
        { aspect: 'Compute', ours: 'Up to 80% lower computational requirements', theirs: 'Large models that need large GPU clusters' },
        { aspect: 'Customization', ours: 'Custom document training and agent customization on your data', theirs: 'Prompting; fine-tuning options vary by provider' },
        { aspect: 'Auditability', ours: 'Versioned models and a cited source for every finding', theirs: 'Model versions can change or be retired by the provider', decides: true },
      ],
    },
  },
  pipeline: {
    eyebrow: 'Agent pipeline',
    title: 'From document to decision in four steps',
    intro: 'Every analysis runs the same pipeline on your infrastructure, and every step is logged.',
    steps: [
      // What goes in and what comes out of each step, as /technology/rag's retrieval steps show theirs (design review G r51
      // item 2: four ~100-character sentences told the pipeline; its sentences' facts are kept in these lines).
      { title: 'Ingest and parse', icon: FileScan, detail: 'Classify, OCR, split into sections', description: '', carries: 'sections', input: 'Your documents, digital or scanned', output: 'Sections read with OCR where needed, clause numbers and tables intact' },
      { title: 'Retrieve context', icon: Library, detail: 'Your playbooks, clauses and rules', description: '', carries: 'passages', input: 'The task and the document’s sections', output: 'The relevant passages, playbooks and regulations from your own content' },
      { title: 'Analyze', icon: Cpu, detail: 'Domain model extracts and cites', description: '', carries: 'cited findings', input: 'The sections and those passages', output: 'Facts and draft findings from a model trained for the vertical, your rules applied, each cited' },
      { title: 'Verify and act', icon: SearchCheck, detail: 'Checked against source, then routed', description: '', input: 'The cited findings', output: 'Findings checked against the source and confirmed by a reviewer, then scheduled, emailed or exported' },
    ],
  },
  cta: {
    title: 'See the pipeline on your own documents',
    description: 'Watch it run on a sample of your documents and discuss how it would deploy in your environment.',
    primary: { label: 'Schedule Demo', path: '/demo' },
    secondary: { label: 'Compare Plans', path: '/pricing' },
  },
};

/** The words over the explainers' previous and next links: one pair on both pages (design review G r51 item 5). */
/** `all`: the way up to the overview at the nav's heading line (design review Q r52 item 6), a link label in Title Case. */
export const EXPLAINER_SEQUENCE = { prev: 'Previous', next: 'Next', label: 'More on the technology', all: 'All Technology' } as const;

export const TECHNOLOGY_SUBPAGES: TechnologySubPageContent[] = [
  {
    slug: 'small-llms',
    pipelineStep: 'Analyze',
    name: SMALL_LLMS_NAME,
    meta: {
      title: 'Small Language Models for Enterprise Documents',
      description: 'Why compact, domain-trained language models beat general-purpose LLMs on specialist documents: accuracy, speed, cost and on-premises control.',
      keywords: ['small language models', 'slm', 'domain-specific llm', 'efficient ai', 'on-premises ai'],
    },
    hero: {
      eyebrow: 'Technology · Small language models',
      title: 'Why smaller, specialized models read your documents better',
      description:
        'The largest models know a little about everything. For a credit agreement, a clinical protocol or a maintenance record, what matters is knowing one field thoroughly, and running where the documents are.',
    },
    sections: [
      {
        heading: 'What makes a language model “small”',
        paragraphs: [
          'Frontier general-purpose models have hundreds of billions of parameters and run on clusters of specialized accelerators. A small language model has a few billion parameters or fewer: enough to understand and write fluent text, compact enough to run on a single server.',
          'Size is a trade-off. A small model cannot hold the breadth of knowledge of a frontier model, so it is not asked to. It is trained for one domain, and it looks up everything else.',
        ],
      },
      {
        heading: 'Specialization beats scale on narrow tasks',
        paragraphs: [
          'Each Vertiq model is trained on the vocabulary, document types and reasoning patterns of one vertical. It learns that “consideration” in a contract is not thoughtfulness and that a “lot” on a certificate of analysis is not a plot of land.',
          'That focus pays off on the terms that carry legal, clinical or financial weight, and custom document training adapts the model further to your own templates and clause library.',
        ],
        // A worked example of the paragraph above, in a second vertical (design review Q r53 item 2).
        reading: CLINICAL_READING,
        // The label and the tick claim no reach the figure's method may not give (review C r11: "each vertical" where
        // 3 of 13 were measured); what it was measured on is the method's own scope line, under the figure.
        figures: [{ value: CLAIMS.termAccuracy, label: 'term accuracy on domain terms' }],
        bullets: [
          'Trained on industry documents, not the open web alone',
          'Scored on the terms a vertical’s documents use',
          'Adapted to your templates with custom document training',
        ],
      },
      {
        heading: 'What it means for your infrastructure',
        paragraphs: [
          'A much smaller model needs much less compute. That is what makes on-premises deployment practical.',
        ],
        // Figures beside their points, as the 98% stands beside its own (design review G r51 item 4: one box a stat and a
        // checklist, the next two bare stats); the points are the section's second paragraph and the first's tail, as points.
        figures: [
          { value: CLAIMS.computeReduction, label: 'lower computational requirements' },
          { value: 'Under 1 s', label: 'per response', then: { value: CLAIMS.averageResponse, label: 'on average' } },
        ],
        bullets: [
          'Local processing, with no external API calls',
          // Per document, as the figure beside it is measured (trust review T5 r50: "per token" introduced a per-document figure).
          'Faster answers, with less compute for each document',
          'No per-token charges, however many documents you process',
        ],
      },
      {
        heading: 'Where small models need help',
        paragraphs: [
          'A small model should not be trusted to recall a regulation’s exact wording or last week’s policy change from memory. That is why every Vertiq model is paired with retrieval: it reads the relevant passages from your own content before it answers, and cites them.',
        ],
      },
    ],
    prev: { label: TECHNOLOGY_LABEL, path: TECHNOLOGY_PATH },
    next: { label: RAG_NAME, path: '/technology/rag' },
    backHomeLabel: 'Back to Home',
    closing: {
      title: 'Try a model trained for your vertical',
      description: 'See how a small domain model reads your documents in a live demo, and talk through the servers it would run on.',
    },
    about: ['Small language models', 'Domain-specific AI', 'On-premises deployment'],
  },
  {
    slug: 'rag',
    pipelineStep: 'Retrieve context',
    name: RAG_NAME,
    meta: {
      title: 'Retrieval-Augmented Generation, Explained for Enterprises',
      description: 'How retrieval-augmented generation grounds AI answers in your own documents, cites its sources and stays current without retraining the model.',
      keywords: ['retrieval-augmented generation', 'rag', 'grounded ai', 'enterprise search', 'ai hallucination'],
    },
    hero: {
      // Spelled out as the navigation names it (design review Q r52 item 7: "RAG" where title and nav say it in full).
      eyebrow: `Technology · ${RAG_NAME}`,
      title: 'Answers grounded in your documents, with the source attached',
      description:
        'A language model on its own answers from memory, and memory can be wrong or out of date. Retrieval-augmented generation makes the model read the relevant passages from your own content first, then answer from them and show you where.',
    },
    sections: [
      {
        heading: 'How retrieval‑augmented generation works',
        paragraphs: [
          'Your documents are split into passages and indexed by meaning, on your own infrastructure. When a question or a review task arrives, the system retrieves the passages most relevant to it and gives them to the model together with the task.',
        ],
        // What each step hands on in a word or two, as /technology's pipeline chips: in the text's quarter columns at 1280,
        // 'indexed passages' and 'relevant passages' ran the connector's whole length and touched the numbers either side.
        flow: [
          { step: 'Index', carries: 'index', input: 'Your documents', output: 'Passages indexed by meaning, keeping their clause and section numbers' },
          { step: 'Retrieve', carries: 'passages', input: 'A question or review task', output: 'The passages most relevant to it, found by meaning, not keywords alone' },
          { step: 'Generate', carries: 'answer', input: 'The task and those passages', output: 'An answer that uses the passages as its evidence' },
          { step: 'Cite', input: 'The answer', output: 'Each statement linked back to the passage it came from' },
        ],
      },
      {
        heading: 'Why it reduces made‑up answers',
        paragraphs: [
          'Language models produce fluent text whether or not they know the answer. Retrieval narrows the model’s job from recalling facts to reading evidence, and citations let a reviewer check any statement in seconds. If nothing relevant is found, the agent says so instead of guessing.',
        ],
        noPassage: NO_PASSAGE,
      },
      {
        heading: 'Current knowledge without retraining',
        paragraphs: [
          'When a policy is revised or a regulation changes, you update the document and the index, not the model. The next analysis reads the new version, and the audit trail records which version it used.',
        ],
        policyUpdate: POLICY_UPDATE,
      },
      {
        heading: 'Retrieval that respects permissions',
        paragraphs: [
          'The index applies the same role-based access as the documents themselves: an answer can only draw on passages the person asking is allowed to see. Indexes are stored with AES‑256 encryption and never leave your environment.',
        ],
        permissions: PERMISSION_FILTER,
      },
    ],
    prev: { label: SMALL_LLMS_NAME, path: '/technology/small-llms' },
    next: { label: SECURITY_LABEL, path: SECURITY_PATH },
    backHomeLabel: 'Back to Home',
    closing: {
      title: 'Ask a question of your own policies',
      description: 'Bring a policy or procedure to a live demo and check every answer against the passage it cites.',
    },
    about: ['Retrieval-augmented generation', 'Enterprise search', 'Grounded AI'],
  },
];
