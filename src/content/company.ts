/**
 * /about and /investors (docs/product-rules.md#about-and-investors): credible static pages from one template. No invented people:
 * no names, photos or quotes of persons; claims exactly as docs/product-rules.md#figures-and-prices states them.
 * Hyphenated compounds in headings use U+2011 (non-breaking hyphen): on phones a heading must
 * not break as "general-/purpose".
 */
import Target from 'lucide-react/icons/target';
import FileSearch from 'lucide-react/icons/file-search';
import Lock from 'lucide-react/icons/lock';
import Gauge from 'lucide-react/icons/gauge';
import Cpu from 'lucide-react/icons/cpu';
import Server from 'lucide-react/icons/server';
import Layers from 'lucide-react/icons/layers';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { LucideIcon } from 'lucide-react';
import type { FeatureCard, HeroContent, PageMeta } from './types.ts';
import type { GrowthClaim } from '../components/visuals/GrowthFigure.tsx';
import type { ComparisonTable, PipelineFigureText } from './technology.ts';
import { CLAIMS } from './claims.ts';
import { CONTACT } from '../site.ts';
import { TIERS } from './pricing.ts';
import { SECURITY_PATH } from './compliance.ts';
import type { PricingTier } from './types.ts';

/** A tier's verticals as its feature list states them ("3 verticals"); Starter's is a single vertical. */
function verticalsOf(tier: PricingTier): string {
  const feature = tier.features.find((f) => /vertical/i.test(f.text));
  return (feature?.text ?? '').replace(/^Single vertical$/i, '1 vertical');
}

export interface CompanyStat {
  value: string;
  label: string;
}

/** One content block: a heading plus either prose (paragraphs, optional bullets) or cards. */
export interface CompanyBlock {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Ways to reach a team, each with its mail or phone icon and a mailto: or tel: link. */
  contacts?: { icon: LucideIcon; label: string; value: string; href: string }[];
  cards?: FeatureCard[];
  /** A two-option comparison (the /technology table, one source) under the heading. */
  table?: ComparisonTable;
  /** A short line under the heading, in the left column (a block whose content is a list, not prose). */
  lead?: string;
  /** Names the prose lists, set as tags to scan (the sectors of the market). */
  tags?: { label: string; items: string[] };
  /** A page that says more, linked under the prose. */
  more?: { label: string; path: string };
  /** One figure the block is about, set large under its prose (a claim of docs/product-rules.md#claims, worded as there). */
  highlight?: { value: string; label: string; note: string };
  /** The block's key points drawn under its heading (src/pages/company/BlockAside.tsx). */
  aside?: CompanyAside;
  /**
   * How the block is laid out at desktop widths (design review: every block used the same heading-and-
   * drawing-left, prose-right pattern). `split` (default): heading and drawing left, prose right;
   * `aside-right`: heading and prose left, drawing right; `stacked`: one readable column.
   */
  layout?: 'split' | 'aside-right' | 'stacked';
}

/** Key points of a prose block as a picture: a contrast, the deployment boundary or the list of plans. */
export type CompanyAside =
  | { kind: 'contrast'; label: string; theirs: string; ours: string; rows: { aspect: string; theirs: string; ours: string }[] }
  | { kind: 'boundary'; label: string; environment: string; inside: string[]; outside: string; outsideLines: string[]; caption: string }
  | { kind: 'ladder'; label: string; caption: string; steps: { name: string; price: string; detail: string }[] };

/** The hero figure: /about draws the deployment model, /investors the two traction claims. */
export type CompanyVisual =
  | ({ kind: 'deployment' } & PipelineFigureText)
  | { kind: 'commitments'; label: string; caption: string; items: { promise: string; proof: string }[] }
  | { kind: 'growth'; label: string; caption: string; claims: GrowthClaim[] };

export interface CompanyPageContent {
  path: string;
  label: string;
  meta: PageMeta;
  hero: HeroContent;
  visual: CompanyVisual;
  /** Key figures under the hero's copy (investors; /about has none: it only repeated the product's). */
  stats?: CompanyStat[];
  blocks: CompanyBlock[];
  /** Show the compliance frameworks section with this intro. */
  compliance?: { intro: string };
  /**
   * Show the leadership team (content/people/) after the block with this id, where a buyer looks for
   * who is accountable, when the business has listed anyone.
   */
  leadershipAfter?: string;
  contact: {
    title: string;
    description: string;
    label: string;
    /** Subject of the mailto. */
    subject: string;
    /** The address the mailto goes to (src/site.ts CONTACT); the sales address when absent. */
    to?: string;
    secondary?: { label: string; path: string };
  };
  /** A note a reader must read, before the contact band (investors: the securities notice). */
  disclaimer?: string;
}

export const ABOUT: CompanyPageContent = {
  path: '/about',
  leadershipAfter: 'mission',
  label: 'About',
  meta: {
    title: 'About Vertiq: Private, Industry-Specific AI',
    description: 'Vertiq builds industry-specific small language models and document agents that run where your data lives, for regulated businesses.',
    keywords: ['about vertiq', 'enterprise ai company', 'small language models', 'private ai', 'regulated industries'],
  },
  hero: {
    eyebrow: 'About Vertiq',
    title: 'Specialized AI for businesses that cannot afford guesswork',
    description:
      'We build industry-specific small language models and document-analysis agents for regulated sectors, and we deploy them where our customers’ data already lives.',
  },
  visual: {
    kind: 'commitments',
    label: 'What we commit to',
    caption: 'Each commitment is a property of the product, not a policy promise.',
    items: [
      { promise: 'Your documents stay in your environment', proof: 'Local processing, no external API calls' },
      { promise: 'Every finding can be checked', proof: 'Each answer cites its source passage' },
      { promise: 'Costs you can budget', proof: 'Unlimited tokens on every plan, no per‑token charges' },
      { promise: 'Evidence for your auditors', proof: `${CLAIMS.encryption.replace('-', '\u2011')} encryption and a full audit trail` },
    ],
  },
  blocks: [
    {
      id: 'mission',
      layout: 'aside-right',
      eyebrow: 'Mission',
      title: 'Put expert‑grade document analysis inside every regulated business',
      paragraphs: [
        'Banks, hospitals, law firms, manufacturers and public bodies run on documents: contracts, filings, records and reports that skilled people read line by line. General-purpose AI promised to help, but asked these organizations to send their most sensitive material to someone else’s servers and to accept bills that grow with every page.',
        'Vertiq exists to remove that trade-off. Our models are trained for one industry at a time, run on infrastructure our customers control and are priced without per-token charges, so teams can use them on every document that matters.',
      ],
      aside: {
        kind: 'contrast',
        label: 'The trade-off we remove',
        theirs: 'General-purpose AI',
        ours: 'Vertiq',
        rows: [
          { aspect: 'Where documents go', theirs: 'To someone else’s servers', ours: 'Nowhere: processed locally' },
          { aspect: 'What it costs', theirs: 'A bill that grows with every page', ours: 'No per‑token charges' },
          { aspect: 'What it knows', theirs: 'A little of every field', ours: 'One industry at a time' },
        ],
      },
    },
    {
      id: 'approach',
      eyebrow: 'Approach',
      title: 'How we build',
      cards: [
        {
          icon: Target,
          title: 'Industry-specific models',
          description: 'Each model learns one domain’s vocabulary and document structures, reaching 98% term accuracy where general models blur distinctions.',
          href: '/features/domain-expertise',
        },
        {
          icon: FileSearch,
          title: 'Grounded answers',
          // The citing itself is the hero's commitment; the card says how the answers are built.
          description: 'Agents retrieve the relevant passages from your documents before they answer, so findings rest on the source rather than on what a model remembers.',
          href: '/technology/rag',
        },
        {
          icon: Gauge,
          title: 'Efficient by design',
          description: 'Up to 80% lower computational requirements: responses under 1 second and 5x faster processing, on your own hardware.',
          href: '/features/lightning-speed',
        },
        {
          icon: Lock,
          title: 'Private by default',
          description: 'Privacy is a property of where Vertiq runs, not a policy promise: the deployment model below shows the boundary your documents never cross.',
          href: '/features/privacy-first',
        },
      ],
    },
    {
      id: 'deployment',
      eyebrow: 'Deployment model',
      title: 'Runs where your data lives',
      paragraphs: [
        'Vertiq is delivered as a packaged platform: industry models, a retrieval index and configurable agents. It deploys on-premises in your data center or in a private cloud environment you control.',
        'Plans are organized by vertical and storage, with unlimited tokens. Teams typically start with one workflow, prove it in a pilot and extend to further verticals on the same platform.',
      ],
      aside: {
        kind: 'boundary',
        label: 'Deployment boundary',
        environment: 'Your data center or private cloud',
        inside: ['Your documents', 'Industry models', 'Retrieval index', 'Configurable agents'],
        outside: 'External APIs',
        outsideLines: ['External', 'APIs'],
        caption: 'Every part runs inside the environment you control; no call leaves it for an external API.',
      },
      bullets: [
        'On-premises deployment for the most sensitive workloads',
        'Integration with your document stores, identity provider and monitoring',
        // The audit trail is stated once, in the hero's commitments (design review: four claims repeated in four places).
        'Role-based access on Business Elite and Enterprise plans',
        'Custom document training on your own templates and terminology',
      ],
    },
    {
      id: 'compliance',
      layout: 'stacked',
      eyebrow: 'Regulated customers',
      title: 'How we work with regulated customers',
      paragraphs: [
        // The controls themselves are stated once, in the hero's commitments; this block says what they mean for an assessment.
        'Vertiq runs inside your environment, so it sits within the controls your auditors already review instead of adding a new place for your documents to go.',
        'Our controls are designed to map onto the frameworks regulated buyers work under, and our team supports your security and compliance assessments with documentation on request. The Security & Compliance page sets out what each listed framework means for a customer.',
      ],
      more: { label: 'Security & Compliance', path: SECURITY_PATH },
    },
    {
      id: 'contacts',
      eyebrow: 'Contact',
      title: 'Where to reach which team',
      lead: 'Each kind of question has its own address, so it reaches the people who answer it.',
      contacts: [
        { icon: Mail, label: 'Platform, pricing, demos and security questions', value: CONTACT.email, href: `mailto:${CONTACT.email}` },
        { icon: Phone, label: 'Sales by phone', value: CONTACT.phone, href: CONTACT.phoneHref },
        { icon: Mail, label: 'Investor relations', value: CONTACT.investorsEmail, href: `mailto:${CONTACT.investorsEmail}` },
        { icon: Mail, label: 'Privacy requests about your personal data', value: CONTACT.privacyEmail, href: `mailto:${CONTACT.privacyEmail}` },
      ],
    },
  ],
  contact: {
    title: 'Talk to the team',
    description: 'Questions about the platform, deployment or security? Write to us, or book a 30‑minute demo.',
    label: 'Email Sales',
    subject: 'Question about Vertiq',
    secondary: { label: 'Schedule Demo', path: '/demo' },
  },
};

export const INVESTORS: CompanyPageContent = {
  path: '/investors',
  label: 'Investors',
  meta: {
    title: 'Investors: The Private AI Layer for Regulated Industries',
    description: 'Vertiq for investors: a market growing at 42% CAGR, 500% ARR growth, and a capacity-based model built on industry-specific small language models.',
    keywords: ['vertiq investors', 'investor relations', 'enterprise ai market', 'arr growth', 'ai investment'],
  },
  hero: {
    eyebrow: 'Investors',
    title: 'Building the private AI layer for regulated industries',
    description:
      'Regulated businesses want AI they can run on their own terms. Vertiq’s industry-specific small language models make that practical, and the demand shows in our growth.',
  },
  visual: {
    kind: 'growth',
    label: 'Traction',
    caption: 'The CAGR is the growth of the market Vertiq addresses, charted against its base year. The ARR growth is Vertiq’s own annual recurring revenue; with no base period stated, it is not charted.',
    claims: [
      {
        value: '42%',
        label: 'CAGR of the market Vertiq addresses',
        meaning: 'About 2× in two years',
        axis: 'Market size index, base year = 100',
        bars: [{ label: 'Base year', index: 100 }, { label: 'Year 1', index: 142 }, { label: 'Year 2', index: 202 }],
      },
      // No base period is stated, so no chart: two bars against an unstated base would invite distrust.
      { value: '500%', label: 'Vertiq’s ARR growth', meaning: 'Annual recurring revenue growth; no base period is stated' },
    ],
  },
  // The hero chart carries 42% CAGR and 500% ARR growth; these figures, under the hero copy, give the unit
  // economics behind them (and are stated only there: the cards below do not repeat them).
  stats: [
    { value: CLAIMS.termAccuracy, label: 'term accuracy on industry vocabulary' },
    { value: CLAIMS.documentCostReduction, label: 'average lower processing cost per document for customers' },
    { value: CLAIMS.computeReduction, label: 'lower computational requirements than general models' },
    { value: '5x', label: 'faster document processing' },
  ],
  blocks: [
    {
      id: 'market',
      layout: 'aside-right',
      eyebrow: 'Market',
      title: 'A large market that general‑purpose AI leaves underserved',
      paragraphs: [
        'Financial services, healthcare, legal, energy, manufacturing and the public sector share two traits: they are document-heavy, and they are bound by rules on where data may go. The market for industry-specific enterprise AI serving them is growing at a 42% CAGR.',
      ],
      tags: { label: 'Sectors served', items: ['Financial services', 'Healthcare', 'Legal', 'Energy', 'Manufacturing', 'Public sector'] },
      aside: {
        kind: 'contrast',
        label: 'Why general-purpose models struggle to win these buyers',
        theirs: 'General-purpose models',
        ours: 'What these buyers need',
        rows: [
          { aspect: 'Data', theirs: 'Must leave the customer’s environment', ours: 'Stays where the rules say it may be' },
          { aspect: 'Price', theirs: 'Per token: large workloads hard to budget', ours: 'A cost they can forecast' },
          { aspect: 'Vocabulary', theirs: 'Blurs the distinctions', ours: 'The precise terms regulated work depends on' },
        ],
      },
    },
    {
      id: 'traction',
      eyebrow: 'Traction',
      title: 'Growth that follows adoption',
      paragraphs: [
        'Vertiq’s 500% ARR growth comes from subscription plans that start small and expand with adoption: from a single vertical at $69.99 a month, to Business at $399 and Business Elite at $999, to Enterprise agreements with unlimited verticals and custom storage.',
        'Because every plan includes unlimited tokens, customers are not penalized for wider use. Growth comes from adding verticals, storage and custom agents, which tracks the value customers receive.',
      ],
      aside: {
        kind: 'ladder',
        label: 'Plans an account can move through',
        caption: 'Prices per month; every plan has unlimited tokens.',
        steps: TIERS.map((tier) => ({ name: tier.name, price: tier.price, detail: verticalsOf(tier) })),
      },
    },
    {
      id: 'thesis',
      eyebrow: 'Why Vertiq',
      title: 'Structural advantages',
      cards: [
        {
          icon: Target,
          title: 'Accuracy in the domain',
          description: 'Models trained per industry read the vocabulary regulated documents depend on, where general models blur distinctions.',
        },
        {
          icon: Cpu,
          title: 'An efficient cost base',
          description: 'Small models need little hardware, so we price by capacity, with no per-token charges.',
        },
        {
          icon: Server,
          title: 'Deployable on‑premises',
          description: 'Local processing with no external API calls meets data-residency demands general models cannot.',
        },
        {
          icon: Layers,
          title: 'Built‑in expansion',
          description: 'Verticals, storage, custom agents and integration services give each account room to grow.',
        },
      ],
    },
  ],
  contact: {
    title: 'Investor relations',
    description: `Investor inquiries go to our investor relations team at ${CONTACT.investorsEmail}, separate from sales.`,
    label: 'Contact Investor Relations',
    subject: 'Investor relations',
    to: CONTACT.investorsEmail,
  },
  disclaimer:
    'This page is provided for information only. It is not an offer to sell, or a solicitation of an offer to buy, any securities. The CAGR figure describes the market Vertiq addresses, not Vertiq’s own results; the ARR growth figure is Vertiq’s own annual recurring revenue growth, stated without a base period.',
};

export const COMPANY_PAGES: CompanyPageContent[] = [ABOUT, INVESTORS];
