/**
 * The home page (docs/product-rules.md#home): hero, the static claims, eight feature cards, sixteen industry
 * cards, a canned document demo and four tiles into the technology explainers.
 */
import Library from 'lucide-react/icons/library';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Target from 'lucide-react/icons/target';
import TextQuote from 'lucide-react/icons/text-quote';
import { STATIC_CLAIMS } from './claims.ts';
import { PRODUCT_FIGURES } from './figures.ts';
import type { DemoDocumentPair, FeatureCard, HeroContent, PageMeta } from './types.ts';

export interface SectionHeading {
  eyebrow: string;
  title: string;
  intro?: string;
}

export interface HomeContent {
  /** The closing call to action at the foot of the page. */
  closing: { title: string; description: string; actions: readonly { label: string; path: string; variant: 'primary' | 'secondary' }[] };
  meta: PageMeta;
  hero: HeroContent;
  /** The static claims, worded as docs/product-rules.md#static-claims words them. */
  claims: string[];
  /**
   * The eight feature cards in two headed groups of four, by feature slug (every feature in exactly one), each beside its
   * proof: a drawn comparison of the product figures, or the audit trail's sample record; under it the static claims it
   * stands for (every one in exactly one group: the claim strip they replace, design review P r52 item 6).
   */
  features: SectionHeading & {
    groups: readonly { title: string; slugs: readonly string[]; proof: 'comparison' | 'audit'; claims: readonly (typeof STATIC_CLAIMS)[number][] }[];
    /** The drawn comparison: the product figures beside the general-purpose models they are measured against. */
    comparison: { caption: string; ours: string; theirs: string; rows: readonly { figure: 'speed' | 'compute'; measure: string }[] };
  };
  /** The industries section, with the labels of its two groups (industry pages, team pages). */
  industries: SectionHeading & { groups: { industries: string; teams: string } };
  /** The live demo's document: the hero's picture (design review B r49 item 1), so no heading of its own. */
  demo: { document: DemoDocumentPair };
  /**
   * Four small tiles into the small-llms and rag explainers, each with its icon, drawn as the four steps a document takes
   * (`step`, design review P r52 item 1): in that order.
   */
  technology: { title: string; tiles: (Required<Omit<FeatureCard, 'linkLabel'>> & { step: string })[] };
}

export const HOME: HomeContent = {
  closing: {
    title: 'See it on your own documents',
    description: 'Start a 14‑day free trial with every Business plan feature, or book a demo with a solutions engineer.',
    actions: [
      { label: 'Start Free Trial', path: '/pricing', variant: 'primary' },
      { label: 'Schedule Demo', path: '/demo', variant: 'secondary' },
    ],
  },
  meta: {
    title: 'Industry-Specific AI for Regulated Enterprises',
    description: 'Small language models and document-analysis agents for regulated industries: local processing, no per-token charges and on-premises deployment.',
    keywords: ['enterprise ai', 'small language models', 'document analysis', 'industry-specific ai', 'on-premises ai', 'ai agents'],
  },
  hero: {
    eyebrow: 'Enterprise AI for regulated industries',
    title: 'Specialized AI that reads your documents where they live',
    description:
      // Where it runs and what it costs are the Platform section's claim lines (said once).
      'Industry-specific small language models and document‑analysis agents for banks, hospitals, law firms and other regulated businesses, each trained on its field’s terms.',
  },
  claims: [...STATIC_CLAIMS],
  features: {
    eyebrow: 'Platform',
    title: 'Built for work where accuracy and control are not optional',
    // One sentence that says what the section shows (design review P r52 item 2: the heading alone opened on a dead band
    // at 1280), not a count of its cards ('Eight capabilities, each with its own page.' was filler, B r49 item 2).
    intro: 'Small models trained for one field run on your own infrastructure, so speed, cost and control come from the same design.',
    // Two headed groups of four (design review F r51 home item 2: eight rows of one pattern, ~1,000 px at 390). By what the
    // cards say: how well and how cheaply it runs (accuracy, speed, uptime, cost), and who and what keeps the documents
    // safe; each group in the features' own order.
    groups: [
      { title: 'Performance and cost', slugs: ['domain-expertise', 'cost-efficiency', 'lightning-speed', 'system-resilience'], proof: 'comparison', claims: ['No per-token charges and no token limits'] },
      { title: 'Security and control', slugs: ['privacy-first', 'compliance-security', 'audit-trail', 'cyber-security'], proof: 'audit', claims: ['Local processing with no external API calls', 'On-premises deployment'] },
    ],
    // "5x faster" with the comparison named (design review P r52 item 6: in the strip it had no comparison point). Named
    // only as what is true of both pairs (trust review T8 r54 home item 1: "Cloud LLM" over a compute figure measured
    // against a self-hosted 70B model on the same server); each pair's own baseline is its methodology entry's, in its note.
    comparison: {
      caption: 'Beside a general-purpose model',
      ours: 'Vertiq',
      theirs: 'General-purpose model',
      rows: [
        { figure: 'speed', measure: 'Processing time' },
        { figure: 'compute', measure: 'Compute needed' },
      ],
    },
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Trained for the industry you work in',
    // A model for each industry, not for each team (trust review T r45: "each with its own model" over sixteen tiles read as
    // sixteen models, where /technology/small-llms counts thirteen); tests/output/home.test.ts checks the counts.
    intro: 'Thirteen industries, each with its own model, and three teams, each with its own document types and sample analyses. Choose yours.',
    groups: { industries: 'Industries', teams: 'Teams' },
  },
  demo: {
    document: {
      // Not "Master services agreement — ...": the panel's tag beside it names the type (review r5: the same words twice).
      documentName: 'Apex Data Services MSA (sample).pdf',
      documentType: 'Master services agreement',
      original: [
        '1. Term. This Agreement begins on April 1, 2025 and continues for 36 months. It renews automatically for successive 12‑month terms unless either party gives written notice at least 90 days before the end of the current term.',
        '4. Fees. Customer shall pay $18,500 per month as set out in Schedule B. Provider may increase fees once per year by up to 7% on 30 days’ notice.',
        '7. Data. Provider may process Customer Data in any country where Provider or its subcontractors operate.',
        '9. Liability. Each party’s aggregate liability is limited to the fees paid in the 3 months preceding the claim. This limit does not apply to Customer’s payment obligations.',
      ],
      analysis: {
        summary: 'A 36‑month services agreement at $18,500 per month with auto-renewal, no limit on where data is processed and a liability cap far below the contract value.',
        findings: [
          { label: 'Initial term', value: '36 months from April 1, 2025', cite: 'begins on April 1, 2025 and continues for 36 months' },
          { label: 'Fees', value: '$18,500 / month, up to 7% yearly rise', cite: 'pay $18,500 per month as set out in Schedule B. Provider may increase fees once per year by up to 7%' },
          { label: 'Renewal notice', value: '90 days before term end', cite: 'written notice at least 90 days before the end of the current term' },
          { label: 'Liability cap', value: '3 months’ fees (about $55,500)', cite: 'aggregate liability is limited to the fees paid in the 3 months preceding the claim' },
        ],
        flags: [
          'The liability cap is about 8% of the $666,000 initial contract value.',
          'No restriction on where Customer Data is processed: conflicts with data-residency obligations.',
          'Only the Customer’s payment obligations are carved out of the cap.',
        ],
        // The clauses the flags rest on (design review B r48: clause 7 stayed unlit): the first the liability cap's, which
        // finding 4 cites (so it takes 4's number), the others clauses no finding cites.
        flagCites: ['aggregate liability is limited to the fees paid in the 3 months preceding the claim', 'process Customer Data in any country where Provider or its subcontractors operate', 'This limit does not apply to Customer’s payment obligations'],
        recommendations: [
          'Negotiate a cap of at least 12 months’ fees, with carve-outs for data breaches and confidentiality.',
          'Restrict processing to approved countries and require notice of new subcontractors.',
          'Calendar the renewal notice date: early January 2028 for the first term.',
        ],
      },
    },
  },
  technology: {
    // A band under the feature cells, not a section of its own (design review B r49 item 2).
    title: 'How it works underneath',
    // In the order a document takes through them, document -> retrieval -> domain model -> cited answer (design review P
    // r52 item 1: four more icon cards in a row told it; the steps show it): the tiles' words unchanged.
    tiles: [
      {
        step: 'Your documents',
        // Not "Runs on your hardware": on-premises deployment is the Platform proof's line.
        title: 'Current Without Retraining',
        // Small icons (a few dozen bytes of gzip each): home is near its first-load budget.
        icon: RotateCw,
        description: 'Change a document and the next answer uses it, with no retraining.',
        href: '/technology/rag',
      },
      {
        step: 'Retrieval',
        title: 'Grounded in Your Documents',
        icon: Library,
        description: 'Retrieval answers from your content, not from memory.',
        href: '/technology/rag',
      },
      {
        step: 'Domain model',
        title: 'Why Small Models Win',
        icon: Target,
        description: 'Trained for one field: surer on its terms, far lighter to run.',
        href: '/technology/small-llms',
      },
      {
        step: 'Cited answer',
        title: 'Every Answer Cited',
        icon: TextQuote,
        description: 'Findings link to the passage they came from, so reviewers verify instead of trusting.',
        href: '/technology/rag',
      },
    ],
  },
};

/** The comparison's row statements: the product figures' own words (figures.ts), "5x faster processing" a static claim. */
export const comparisonStatement = (figure: HomeContent['features']['comparison']['rows'][number]['figure']) => PRODUCT_FIGURES.find((f) => f.id === figure)!.statement;

// Every static claim said once on home (docs/product-rules.md#static-claims), now in the Platform section, not a strip under
// the hero (design review P r52 item 6): under a group's proof, or as the comparison's speed row.
for (const claim of STATIC_CLAIMS) {
  const said = [...HOME.features.groups.flatMap((group) => group.claims), ...HOME.features.comparison.rows.map((row) => comparisonStatement(row.figure))].filter((text) => text === claim).length;
  if (said !== 1) throw new Error(`src/content/home.ts: the static claim "${claim}" is said ${said} times in the Platform section, not once.`);
}
