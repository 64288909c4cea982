/**
 * /trends and its four articles (/trends/{slug}, docs/product-rules.md#trends: Read More links there).
 * Article cards show category, read time, date and excerpt (docs/product-rules.md#trends); read times 5 to 8 min,
 * the featured analysis 10 min with its 40% cost-reduction insight (docs/product-rules.md#read-times, docs/product-rules.md#claims).
 */
import type { LucideIcon } from 'lucide-react';
import Building2 from 'lucide-react/icons/building-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Bot from 'lucide-react/icons/bot';
import Coins from 'lucide-react/icons/coins';
import type { FlowDiagramData, HeroContent, PageMeta } from './types.ts';
import { draftsIncluded, loadCollection } from '../collections/load-collection.ts';
import type { RenderedMarkdown } from '../collections/markdown.ts';
import { articleSchema, type ArticleFrontMatter } from '../collections/schemas.ts';
import { CLAIMS } from './claims.ts';

/** One article of content/trends/: its front matter, its slug (the file name) and its rendered body. */
export interface Article extends ArticleFrontMatter {
  slug: string;
  /** Path from the project root, for messages and the authoring guide. */
  file: string;
  body: RenderedMarkdown;
}

export const TRENDS_META: PageMeta = {
  title: 'Enterprise AI Trends and Analysis',
  description: 'Analysis of enterprise AI for regulated industries: small language models, on-premises deployment, document agents and predictable AI costs.',
  keywords: ['enterprise ai trends', 'ai analysis', 'small language models', 'document agents', 'ai costs'],
};

export const TRENDS_HERO: HeroContent = {
  eyebrow: 'Trends',
  title: 'What is changing in enterprise AI',
  description:
    'Clear-eyed analysis for leaders in regulated industries: which shifts matter, what they mean for your documents and data, and how to act on them.',
};

export const ARTICLES_SECTION = {
  eyebrow: 'Latest articles',
  title: 'Analysis for decision makers',
};

/**
 * The articles, newest first: written in content/trends/*.md (front matter checked by articleSchema).
 * Drafts are left out unless drafts are included (build --draft, dev).
 */
/** Every published article, the featured analysis included, newest first: the feeds list them all. */
export const ALL_ARTICLES: Article[] = loadCollection('trends', articleSchema, { includeDrafts: draftsIncluded() })
  .map(({ slug, file, data, body }) => ({ ...data, slug, file, body }))
  .sort((x, y) => y.date.localeCompare(x.date) || x.slug.localeCompare(y.slug));

/** The four article cards of /trends (and the feeds): every article but the featured analysis. */
export const ARTICLES: Article[] = ALL_ARTICLES.filter((article) => !article.featured);

/**
 * The featured analysis (front matter `featured: true`): its own page like every article, so the
 * featured card on /trends opens it (design review: the card had no way to read the analysis).
 */
export const FEATURED_ARTICLE: Article = (() => {
  const featured = ALL_ARTICLES.filter((article) => article.featured);
  if (featured.length !== 1) throw new Error(`content/trends: expected exactly one article with "featured: true", found ${featured.length}.`);
  return featured[0]!;
})();

/** The featured insight, docs/product-rules.md#claims: a 40% cost reduction of the whole workload. */
const WORKLOAD_REDUCTION = '40%';

/**
 * The featured card on /trends: the analysis's title, date, read time and excerpt come from its article
 * (FEATURED_ARTICLE); the figures stand once, in the insight panel (featured insight of 40% cost
 * reduction, 10 min read: docs/product-rules.md#read-times, docs/product-rules.md#claims).
 */
export const FEATURED_ANALYSIS = {
  eyebrow: 'Featured analysis',
  /**
   * The featured insight (docs/product-rules.md#claims: a 40% cost reduction, the whole workload's) leads the
   * panel, as the analysis's title states it; under it the figure behind it, the 65% (processing alone, per
   * document), each named for what it measures so the two never read as two answers to one question
   * (design review, round 6). The chart's gap is the saving the two figures describe, named without a number.
   */
  insight: {
    total: { value: WORKLOAD_REDUCTION, label: 'lower total cost for the whole document workload' },
    // Design review L r45: the label was "one nested clause too many" at 390; the same words as the figure's
    // label and a short note under it.
    part: { value: CLAIMS.documentCostReduction, label: 'lower processing cost per document', note: 'Where the 40% comes from: review time barely moves.' },
    saved: 'Saved',
  },
  /** Behind a native disclosure, so on phones the articles start one screen sooner. */
  findingsTitle: 'Key Findings',
  findings: [
    'Compute is the largest lever: a specialized model needs a fraction of the hardware, so the same servers handle more documents.',
    'Removing per-token metering ends the rationing that leaves most documents unreviewed.',
    'Savings are largest on long, rule-bound documents such as credit agreements, leases and claims files.',
    'Reviewer time recovered by grounded findings is the next lever, and it grows as teams learn to trust cited results.',
  ],
  readLabel: 'Read the Analysis',
};

export const NEWSLETTER = {
  title: 'Get the analysis in your inbox',
  description: 'One considered email a month on AI for regulated industries. No hype, and you can unsubscribe at any time.',
};

export const ARTICLE_PAGE_COPY = {
  backLabel: 'All Trends and Analysis',
  moreTitle: 'More analysis',
  author: 'Vertiq',
  cta: {
    title: 'See how this applies to your documents',
    description: 'A 30‑minute session with a solutions engineer, on sample documents from your industry.',
    label: 'Schedule Demo',
    path: '/demo',
  },
};

/**
 * Diagrams inside articles, by article slug: drawn after the section whose heading id is `after`
 * (the page splits the article's HTML at the next section), for readers who would rather look.
 * The per-token pricing article has none: it is the longest, and any figure takes it past the
 * article pages' 8 KB gzip budget (tests/output/resources.test.ts).
 */
export const ARTICLE_FIGURES: Record<string, { after: string; diagram: FlowDiagramData }> = {
  'document-agents-enterprise-workflows': {
    after: 'the-four-stage-pipeline',
    diagram: {
      title: 'The four-stage document agent pipeline',
      steps: [
        { label: 'Ingest', detail: 'Files become clean text' },
        { label: 'Understand', detail: 'Classify; find the passages' },
        { label: 'Analyze', detail: 'Extract, apply rules, cite' },
        { label: 'Act', detail: 'Summary, record or task' },
      ],
      caption: 'Four stages, each testable on its own: a missed clause can be traced to the stage that missed it.',
    },
  },
  'small-language-models-regulated-industries': {
    after: 'control-over-data',
    diagram: {
      title: 'A client file’s path through an on-premises model',
      steps: [
        { label: 'Client file', detail: 'Stays in your environment' },
        { label: 'Industry model', detail: 'Runs on your own hardware' },
        { label: 'Cited finding', detail: 'Linked to its source passage' },
        { label: 'Your reviewer', detail: 'Approves or corrects it' },
      ],
      band: { kind: 'rail', label: 'Encryption, access and logging throughout' },
      // Design review r8: the caption restated the paragraph above the figure; it now says what the last two steps add.
      caption: 'The reviewer, not the model, has the final say: each finding links to the passage it rests on, so a decision can be checked against the document.',
    },
  },
  'on-premises-ai-data-sovereignty': {
    after: 'what-on-premises-ai-actually-means',
    diagram: {
      title: 'What runs where in an on-premises deployment',
      steps: [
        { label: 'Your documents', detail: 'Where they are stored today' },
        { label: 'Retrieval index', detail: 'Finds the relevant passages' },
        { label: 'The model', detail: 'On infrastructure you operate' },
        { label: 'Agent logic', detail: 'Results go to your systems' },
      ],
      band: { kind: 'rail', label: 'Nothing is sent to the vendor' },
      caption: 'Model, retrieval index and agent logic all run in your data center or private cloud tenancy; network controls can show that no traffic leaves.',
    },
  },
};

/**
 * A second, smaller figure in an article: a general-purpose model indexed at 100 beside the specialized
 * model, one pair of bars per figure the section states (docs/product-rules.md#figures-and-prices; no other
 * number). Drawn after the section whose heading id is `after`.
 */
export interface ArticleBars {
  after: string;
  title: string;
  /** The two bars' names: the general-purpose model's (grey, full width), then the specialized model's (blue). */
  key: [string, string];
  /** `value` as pages show it (a product figure's value links to its methodology where one exists), then an optional `note`. */
  bars: { label: string; value: string; note?: string; reduction: number }[];
  /** What the bars do not say themselves; none when the key and labels say it all. */
  caption?: string;
}

export const ARTICLE_BARS: Record<string, ArticleBars> = {
  'small-language-models-regulated-industries': {
    after: 'speed-and-cost-follow-from-size',
    title: 'What a specialized model needs',
    key: ['General-purpose model = 100', 'Specialized model'],
    bars: [
      { label: 'Compute', value: `${CLAIMS.computeReduction} lower`, reduction: 80 },
      { label: 'Processing cost per document', value: `${CLAIMS.documentCostReduction} lower`, note: 'on average', reduction: 65 },
    ],
    // No caption (design review r8: "each blue bar is the specialized model's need" restated the key).
  },
  // The featured analysis's sum (its illustrative 60/40 split) drawn: each part of the workload indexed at 100.
  'where-document-ai-savings-come-from': {
    // After the section that names the two figures (design review D r50: the first picture came three sections
    // into a 10-minute read, under a text-only hero): the headline number shown where it is first explained.
    after: 'two-numbers-one-story',
    title: 'The sum, part by part',
    key: ['Per-token API model = 100', 'Specialized model, run locally'],
    bars: [
      { label: 'Processing, engineering and governance', value: `${CLAIMS.documentCostReduction} lower`, reduction: 65 },
      { label: 'Review and oversight', value: 'held level in the sum', reduction: 0 },
      { label: 'The whole workload', value: `${WORKLOAD_REDUCTION} lower`, reduction: 40 },
    ],
    // Not "the sum below" (design review L r52 item 1: the sum is worked two sections further on, not under the chart).
    caption: 'Illustrative round numbers; any fall in review time comes on top.',
  },
};

/**
 * A glyph per article category, shown beside the category on /trends' cards so four text cards read
 * apart at a glance. A category without one (a new article's) shows none; the build does not stop.
 */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  'Industry Analysis': Building2,
  'Security & Compliance': ShieldCheck,
  'AI Agents': Bot,
  'Cost & ROI': Coins,
};

