/**
 * /about and /investors (docs/product-rules.md#about-and-investors): credible static pages from one template. No invented
 * people or company facts: leadership comes only from content/people/, founding year, headcount and backers only from
 * content/identity.yaml; claims exactly as docs/product-rules.md#figures-and-prices states them.
 * Hyphenated compounds in headings use U+2011 (non-breaking hyphen): on phones a heading must
 * not break as "general-/purpose".
 */
import FileText from 'lucide-react/icons/file-text';
import Cpu from 'lucide-react/icons/cpu';
import DatabaseSearch from 'lucide-react/icons/database-search';
import Bot from 'lucide-react/icons/bot';
import ListChecks from 'lucide-react/icons/list-checks';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Scale from 'lucide-react/icons/scale';
import Mail from 'lucide-react/icons/mail';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Building2 from 'lucide-react/icons/building-2';
import Route from 'lucide-react/icons/route';
import Users from 'lucide-react/icons/users';
import Ruler from 'lucide-react/icons/ruler';
import type { LucideIcon } from 'lucide-react';
import type { FeatureCard, HeroContent, PageMeta } from './types.ts';
import type { BandStat } from '../components/StatBand.tsx';
import { CONTACT, IDENTITY, phoneHref } from '../site.ts';
import { AUDIT_PLANS, TIERS } from './pricing.ts';
import { industries } from './industries.ts';
import { SECURITY_LABEL, SECURITY_PATH } from './compliance.ts';
import { TECHNOLOGY_SUBPAGES, technologySubPath } from './technology.ts';
import { JOURNEY_LABEL } from './journey.ts';
import { EVIDENCE } from './evidence.ts';
import { CUSTOMERS_PAGE, METHODOLOGY_PAGE } from './evidence-copy.ts';
import { CUSTOMERS_PATH, METHODOLOGY_PATH } from './evidence-paths.ts';
import type { PricingTier, Step } from './types.ts';
import { GET_STARTED_PATH } from './navigation.ts';
import { JOURNEY_STAGES } from './journey.ts';
import { sectionHref } from '../render/paths.ts';

/** How many verticals a tier includes, from its row of the plan comparison ("1", "3", "5", "Unlimited"). */
function verticalsOf(tier: PricingTier): string {
  const value = tier.features.find((f) => f.compare?.row === 'Verticals')?.compare?.value;
  if (!value) throw new Error(`src/content/pricing.ts: tier ${tier.name} has no Verticals row to draw on /investors`);
  return value;
}


/** One content block: a heading plus prose, and what the block's layout draws beside it. */
export interface CompanyBlock {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs?: string[];
  /** A sequence, numbered, across the page from sm (/about's rollout). */
  steps?: Step[];
  /** Ways to reach a team, each with its mail or phone icon and a mailto: or tel: link. */
  /** `support`: the support line, a row of its own from lg, with its `phone` and `note` (hours) when the business gives them. */
  contacts?: { icon: LucideIcon; label: string; value: string; href: string; support?: true; phone?: { value: string; href: string }; note?: string }[];
  /** A few short points beside the heading, each with an icon. */
  points?: { icon: LucideIcon; title: string; text: string; link?: PointLink; show?: PointShow }[];
  /** A short line under the heading, in the left column (a block whose content is a list, not prose). */
  lead?: string;
  /** Pages the block names, set as a grid of icon tiles, each linking to its page (the sectors of the market). */
  tags?: { label: string; items: { name: string; icon: LucideIcon }[] };
  /** A page that says more, in the left copy: under the lead when the block has one (the section's link, not its last row's), otherwise under the prose. */
  more?: { label: string; path: string };
  /** The block's key points drawn beside its prose (src/pages/company/BlockAside.tsx). */
  aside?: CompanyAside;
  /** Pages of the site to read on, as linked cards under the heading (/investors' diligence). */
  links?: FeatureCard[];
  /**
   * How the block is laid out at desktop widths, on the pages' one split (src/pages/company/split.ts). `split`
   * (default): the heading over the drawing and the prose, side by side and top-aligned (without a drawing, the
   * heading beside the prose); `aside-right`: heading and prose in the narrow column, the drawing in the wide one;
   * `lead-beside`: the heading over both columns, the lead in the narrow one level with the prose in the wide one (prose
   * that goes on from the lead); `wide`: the heading and lead over the content at full width (/about's regulated-customer
   * points and contacts).
   */
  /** `lead-beside`: a short label over the lead and over the prose, the two points of one argument. */
  labels?: [string, string];
  layout?: 'split' | 'aside-right' | 'lead-beside' | 'wide';
  /** The points are replaced by the assurance collection's dated facts when it has any (/about, review C r7). */
  fromAssurance?: boolean;
}

/** What a point shows under its text (src/pages/company/PointShows.tsx): the framework chips, the sample audit log, or the documentation /security publishes. */
export type PointShow = 'frameworks' | 'audit-record' | 'security-documents';

/** A sentence that ends a point's text with a link inside it (/about's continuity row: what to request, on /security). */
export interface PointLink {
  before: string;
  label: string;
  href: string;
  after: string;
}

/** Key points of a prose block as a picture: a contrast, the deployment boundary or the list of plans. */
export type CompanyAside =
  | { kind: 'contrast'; label: string; theirs: string; ours: string; rows: { aspect: string; theirs: string; ours: string }[] }
  | { kind: 'boundary'; label: string; environment: string; inside: { icon: LucideIcon; label: string }[]; outside: string }
  | { kind: 'ladder'; label: string; caption: string; steps: { name: string; price: string; verticals: string }[] };

export interface CompanyPageContent {
  path: string;
  label: string;
  meta: PageMeta;
  hero: HeroContent;
  /**
   * A drawing beside the hero's lede (/about: the deployment boundary, so the page opens on what the product is and
   * where it runs; review B r8: the first ~1,000 px at 1280 were text with the right 40% empty).
   */
  heroAside?: CompanyAside;
  /**
   * Key figures in a panel beside the hero's lede (investors: the two traction figures; the ARR's drawn to scale again
   * in the growth beat, design review H r51 item 2).
   * No chart beside them (review B round 5: two bars, 100 and 202, only restated the 42% CAGR).
   */
  stats?: BandStat[];
  blocks: CompanyBlock[];
  /**
   * Show the leadership team (content/people/) after the block with this id, where a buyer looks for
   * who is accountable, when the business has listed anyone.
   */
  leadershipAfter?: string;
  /** Show the customers the business may name (content/customers/) under the hero, when it has any: investor evidence of adoption. */
  customerLogos?: boolean;
  /** A link under the hero's lede to /customers, shown only when that page exists (case studies supplied). */
  customersLink?: string;
  /**
   * The closing band's one message and button: a page of the site (`path`), or a mailto (`subject`, to `to` or
   * the sales address). /about's band goes to the demo: its contact section already gives every address.
   */
  contact: {
    title: string;
    description: string;
    label: string;
  } & ({ path: string } | { subject: string; to?: string });
  /**
   * A note a reader must read (investors: the securities notice), as the last block's footnote at reading width (review B
   * r10: a section of its own at ~190 characters a line ended the page abruptly and was too long to read).
   */
  disclaimer?: string;
}

/**
 * /about says who the company is, and states each of its principles once (design review: local
 * processing, no per-token charges, one industry and cited answers were said four or five times, in the
 * hero card, the mission, a table, cards and the deployment text): the trade-off table is their one home.
 * The product's figures live on /technology and /methodology, not here.
 */
export const ABOUT: CompanyPageContent = {
  path: '/about',
  leadershipAfter: 'mission',
  // Review C round 6: the page named its people but never pointed at who uses the product.
  customersLink: 'Who We Work With',
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
  // The lede's "where our customers' data already lives", drawn. Its label names the drawing; no caption restates it
  // in words (review B r8: the caption said what the deployment prose said next to it).
  heroAside: {
    kind: 'boundary',
    label: 'What runs where',
    environment: 'Your data center or private cloud',
    inside: [
      { icon: FileText, label: 'Your documents' },
      { icon: Cpu, label: 'Industry models' },
      { icon: DatabaseSearch, label: 'Retrieval index' },
      { icon: Bot, label: 'Configurable agents' },
    ],
    outside: 'External APIs',
  },
  blocks: [
    {
      id: 'mission',
      // One paragraph beside the heading (review B r8: at 390 px a four-line heading and two long paragraphs came before
      // any picture; the bills that grow with every page are the trade-off table's to say, in the next section).
      // Left-set on the page's split, as every other section (design review O r46: the one centred block, five lines of
      // centred body, "breaks the left axis"). How a rollout grows closes it, in one line and a link to /journey's four
      // stages (O r46: a strip of the four stages here repeated /journey's "nearly word for word").
      eyebrow: 'Mission',
      title: 'Put expert‑grade document analysis inside every regulated business',
      // The rollout line closes the one paragraph (design review A r49 item 7: as a paragraph of its own, its two lines wrapped
      // narrower than the first, "same platform." alone), its link under the heading from lg (CompanyPage's ProseBlock).
      paragraphs: [
        'Banks, hospitals, law firms, manufacturers and public bodies run on documents that skilled people read line by line. General-purpose AI asked them to send their most sensitive material to someone else’s servers. Vertiq exists to remove that trade-off, for the teams who read documents precisely and the security and compliance staff who approve what they use. Teams typically start with one workflow and extend from there, on the same platform.',
      ],
      more: { label: 'See the Four Stages', path: sectionHref(GET_STARTED_PATH, 'journey') },
    },
    {
      id: 'approach',
      layout: 'aside-right',
      eyebrow: 'Approach',
      title: 'What we do differently',
      paragraphs: [
        'Three choices set Vertiq apart from general-purpose AI. Each is a property of how the product is built and where it runs, not a policy promise.',
      ],
      more: { label: 'How the Technology Works', path: '/technology' },
      aside: {
        kind: 'contrast',
        label: 'The trade-off we remove',
        theirs: 'General-purpose AI',
        ours: 'Vertiq',
        // Where documents go is the deployment diagram's to say, once (review B round 6: this row, the diagram and a
        // regulated-customers point said it three times).
        rows: [
          { aspect: 'What it costs', theirs: 'A bill that grows with every page', ours: 'No per‑token charges' },
          { aspect: 'What it knows', theirs: 'A little of every field', ours: 'One industry at a time' },
          { aspect: 'How it answers', theirs: 'From what a model remembers', ours: 'From your documents, citing each passage' },
        ],
      },
    },
    {
      id: 'compliance',
      // With the business's SOC 2 or pen-test entries, these points give way to their dates (src/pages/company/assurance-points.ts).
      fromAssurance: true,
      // The points in a row under the heading (design review O r46: beside them the heading column, one line of lead and
      // a link, ended ~120 px above the list, a grey void).
      layout: 'wide',
      eyebrow: 'Regulated customers',
      title: 'How we work with regulated customers',
      lead: 'What your security and compliance staff can check before they approve Vertiq.',
      // The section's way on, under its lead (review B r8: under the third row it read as that row's link).
      more: { label: SECURITY_LABEL, path: SECURITY_PATH },
      // Design review: two paragraphs and a lone link read as an empty section; three points a reviewer can scan,
      // as rows beside the heading (round 6). Round 5: the third no longer names the page its link names.
      points: [
        {
          // The audit trail the security frameworks name (src/content/compliance.ts), not where documents go again.
          icon: ListChecks,
          title: 'A record your auditors can read',
          text: `On ${AUDIT_PLANS} plans, access is role-based, and every query, document and analysis leaves an audit trail you can export for your own reviews.`,
          // Show, not only tell (design review A r48 item 3): one row of the audit trail's sample record.
          show: 'audit-record',
        },
        {
          icon: ClipboardList,
          title: 'Documentation for your assessment',
          text: 'Our team supports your security and compliance assessments with the documentation they ask for, on request.',
          // What is already published for the assessment, as a short list of /security's sections by their own titles
          // (design review A r49 item 2: three lines of text beside two artefacts left a hole ~180 px tall).
          show: 'security-documents',
        },
        {
          icon: Scale,
          title: 'Mapped to your frameworks',
          text: 'Our controls are designed to map onto the frameworks you work under, with what each one means for your deployment.',
          // The frameworks themselves, as the site's one chip strip (design review A r48 item 3).
          show: 'frameworks',
        },
      ],
    },
    {
      id: 'contacts',
      layout: 'wide',
      eyebrow: 'Contact',
      // Short enough for one line in the heading column at 1280 px (review B r8: "Where to reach / which team" looked forced).
      title: 'Reach the right team',
      // The addresses the footer does not give (review B r12: sales' address and phone twice, here and in the footer a few
      // hundred pixels lower); the next step to sales is the closing band's.
      lead: `${IDENTITY.support ? 'Support, security' : 'Security'}, investor and privacy questions each have their own address, so they reach the people who answer them.`,
      contacts: [
        // The support and incident escalation line first, when the business gives one (trust review T2 r46: "no support or
        // incident escalation line. An operations buyer will look for one"); nothing in its place without it.
        ...(IDENTITY.support
          ? [
              {
                icon: LifeBuoy,
                label: 'Support and incident escalation',
                value: IDENTITY.support.email,
                href: `mailto:${IDENTITY.support.email}`,
                ...(IDENTITY.support.phone && { phone: { value: IDENTITY.support.phone, href: phoneHref(IDENTITY.support.phone) } }),
                ...(IDENTITY.support.hours && { note: IDENTITY.support.hours }),
                support: true as const,
              },
            ]
          : []),
        // The security address security.txt and /security publish (review C round 6: security questions went to sales@).
        { icon: Mail, label: 'Security reviews and vulnerability reports', value: CONTACT.securityEmail, href: `mailto:${CONTACT.securityEmail}` },
        { icon: Mail, label: 'Investor relations', value: CONTACT.investorsEmail, href: `mailto:${CONTACT.investorsEmail}` },
        { icon: Mail, label: 'Privacy requests about your personal data', value: CONTACT.privacyEmail, href: `mailto:${CONTACT.privacyEmail}` },
      ],
    },
  ],
  // A different next step from the contact section right above it (review B round 6: both offered Email Sales).
  contact: {
    title: 'See the platform on documents like yours',
    description: 'A 30‑minute session with a solutions engineer, on sample documents from your industry.',
    label: 'Schedule Demo',
    path: '/demo',
  },
};

/**
 * /investors: the two traction figures of docs/product-rules.md#claims, once each, beside the hero's
 * lede; the market (its sectors under the heading) and the business model. Design review: the product's own
 * figures (98%, 65%, 80%, 5x) said nothing to an investor, and the trade-off table and "structural
 * advantages" cards repeated /about's. No investor metric is stated that the business has not supplied.
 */
const SMALL_LLMS = TECHNOLOGY_SUBPAGES.find((page) => page.slug === 'small-llms')!;

/**
 * The pages that carry what an investor checks (review B r14: the page ended abruptly after the business model), each
 * titled by its name and described here in diligence terms, not by its meta description (reviews B r26-r27: "the controls
 * Vertiq helps you map", "industry verticals your teams need" were buyers' copy under an investor heading): the
 * technology, how customer data is kept, the company and how an account starts and grows; not /pricing, whose plans the
 * business-model ladder above already draws (r26-r27: the card repeated the chart). /customers and /methodology only once
 * the business has supplied their entries (their pages exist only then).
 */
const DILIGENCE_LINKS: FeatureCard[] = [
  {
    icon: Cpu,
    title: SMALL_LLMS.name,
    description: 'The technology: compact models trained on one industry’s documents, and why they beat general‑purpose LLMs there on accuracy, speed and cost.',
    href: technologySubPath(SMALL_LLMS),
  },
  {
    icon: ShieldCheck,
    title: SECURITY_LABEL,
    description: 'Why regulated buyers can say yes: documents processed on the customer’s own servers, and the frameworks their auditors assess.',
    href: SECURITY_PATH,
  },
  {
    icon: Building2,
    title: ABOUT.label,
    description: 'The company behind the models: its mission, what it does differently, and how it works with regulated customers.',
    href: ABOUT.path,
  },
  {
    icon: Route,
    title: JOURNEY_LABEL,
    // The stages by their own names (src/content/journey.ts), so the card cannot drift from the page it opens.
    description: `How an account begins and grows: ${JOURNEY_STAGES.map((stage) => stage.title.toLowerCase()).join(', ')}, then the next workflow.`,
    href: GET_STARTED_PATH,
  },
  ...(EVIDENCE.caseStudies.length ? [{ icon: Users, title: CUSTOMERS_PAGE.label, description: CUSTOMERS_PAGE.meta.description, href: CUSTOMERS_PATH }] : []),
  ...(EVIDENCE.methodology.length ? [{ icon: Ruler, title: METHODOLOGY_PAGE.label, description: METHODOLOGY_PAGE.meta.description, href: METHODOLOGY_PATH }] : []),
];

/** The period the ARR growth covers, when the business has supplied it (content/identity.yaml facts.arrGrowthPeriod). */
const ARR_PERIOD = IDENTITY.facts?.arrGrowthPeriod;
/** Who published the market's growth, when the business has supplied it (content/identity.yaml facts.marketGrowthSource). */
const MARKET_SOURCE = IDENTITY.facts?.marketGrowthSource;

// Each figure headed by whose it is (review B r27: "42% next to 500% as if they were the same kind of number"), the
// abbreviation spelled out in its label.
// With its source in the label when supplied (real-site trust review r34: "a market figure with no source"); none is guessed.
const MARKET_GROWTH: BandStat = {
  subject: 'The market',
  value: '42%',
  label: MARKET_SOURCE ? `Compound annual growth (CAGR) of the market Vertiq addresses, per ${MARKET_SOURCE}` : 'Compound annual growth (CAGR) of the market Vertiq addresses',
};
// With its period in the figure's own label when supplied (review B round 5); none is guessed.
const ARR_GROWTH: BandStat = { subject: 'Vertiq', value: '500%', label: ARR_PERIOD ? `Growth in annual recurring revenue (ARR), ${ARR_PERIOD}` : 'Growth in annual recurring revenue (ARR)' };

export const INVESTORS: CompanyPageContent = {
  path: '/investors',
  label: 'Investors',
  customerLogos: true,
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
  stats: [MARKET_GROWTH, ARR_GROWTH],
  blocks: [
    {
      id: 'market',
      layout: 'lead-beside',
      eyebrow: 'Market',
      // Growth the hero's first figure states, not a size the page does not give (review r32: "the Market heading makes a big
      // claim with no market figure").
      title: 'A fast‑growing market that general‑purpose AI leaves underserved',
      // The industries are named once, as the tiles under the heading (review B round 5: the prose listed them, then the
      // tags), by the site's own names and in its order (review B round 6: a taxonomy of six sectors existed only here).
      // The two traits under the heading, so its column does not end beside a void (review B r8); why that is a market, beside
      // it, level with the lead and naming its subject (review B r9: read first, its "them" had no referent).
      // The second label not the heading's "underserved" again (review B r26: the two said the same).
      labels: ['What these industries share', 'What they need instead'],
      lead: 'The industries Vertiq serves share two traits: they are document-heavy, and they are bound by rules on where data may go.',
      paragraphs: [
        'General-purpose AI, hosted elsewhere and priced by use, struggles to win these industries. They need models that run where their rules allow and know their vocabulary: that is what Vertiq builds.',
      ],
      // Each with the icon of its home-page card (review B r17: the section had no picture); not linked (reviews B r24-r26:
      // thirteen link tiles "repeat the footer and nav"; r8 had asked for links when they were bare names).
      tags: { label: 'Industries served', items: industries.map((industry) => ({ name: industry.name, icon: industry.card.icon })) },
      // The section closes on the industries: no ARR chart (design review L r52 item 1: it repeated the hero's 500% beside
      // two bars with no values, dates or axis, and the site has no period or values to draw; docs/product-rules.md).
    },
    {
      id: 'business-model',
      // The ladder in the wide column, where its four steps have room (review B round 6).
      layout: 'aside-right',
      eyebrow: 'Business model',
      title: 'Revenue that grows with each account',
      // One paragraph (review B r27: eleven lines before the chart on phones); the heading says revenue grows per account.
      paragraphs: [
        'Accounts start small: one vertical and one workflow, proved in a pilot. Customers then add verticals, storage and custom agents on the same platform. Every plan includes unlimited tokens, so expansion, not metered usage, drives annual recurring revenue.',
      ],
      aside: {
        kind: 'ladder',
        label: 'How an account expands',
        // The token rule is the prose's, beside it: not said twice in one section.
        // Why Enterprise's bar fills the scale, in words (reviews r32, r33: "draws ∞ as a finite bar"; r14 and r18 rejected a
        // break mark and a fade).
        caption: 'Verticals included in each plan, to scale; Enterprise has no limit, so its bar is full. Prices per month.',
        steps: TIERS.map((tier) => ({ name: tier.name, price: tier.price, verticals: verticalsOf(tier) })),
      },
    },
    {
      id: 'diligence',
      layout: 'wide',
      eyebrow: 'Further reading',
      title: 'For your diligence',
      links: DILIGENCE_LINKS,
    },
  ],
  contact: {
    title: 'Investor relations',
    // Not a third "investor relations" under the title and beside the button (review B r26).
    description: 'Questions from investors reach a team of their own, separate from sales.',
    label: 'Contact Investor Relations',
    subject: 'Investor relations',
    to: CONTACT.investorsEmail,
  },
  disclaimer: 'This page is provided for information only. It is not an offer to sell, or a solicitation of an offer to buy, any securities.',
};

export const COMPANY_PAGES: CompanyPageContent[] = [ABOUT, INVESTORS];
