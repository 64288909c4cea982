/**
 * Shapes shared by every page family's content. Copy is typed data; components receive it
 * through props. Family-specific shapes live beside their data (e.g. content/industries.ts).
 */
import type { LucideIcon } from 'lucide-react';

/** Per-page head metadata. Title is without the brand: the head renders `{title} | {brand}`. */
export interface PageMeta {
  /** 5-70 characters, unique across the site. */
  title: string;
  /** 50-160 characters, unique across the site. */
  description: string;
  /** 3-10 keywords, lowercase. */
  keywords: string[];
}

/** A card with an icon (a lucide component imported as `lucide-react/icons/<kebab-name>`). */
export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Optional link: an internal route path such as `/features/privacy-first` (no #top: components add it). */
  href?: string;
  /**
   * The link's own words at the card's foot, where the title alone would not say where it leads (design review G r51
   * item 3: "Agent Orchestration →" opened /solutions); without it the title is the link.
   */
  linkLabel?: string;
}

export interface HeroContent {
  /** Small label above the title, e.g. "Financial Services". */
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  subtitle?: string;
  description: string;
}

export interface Step {
  title: string;
  description: string;
}

/** A quotation attributed to a role and a kind of organization, never to an invented person. */
export interface Testimonial {
  quote: string;
  /** e.g. "Director of Asset Management" */
  role: string;
  /** e.g. "a mid-sized commercial REIT" */
  organization: string;
}

/** One fact the demo agent extracted, tied to the words of the source it rests on. */
export interface DemoFinding {
  /** e.g. "Base rent" */
  label: string;
  /** The fact as the analysis states it, often reworded or computed, e.g. "$42.50 / RSF / year, +3% annually". */
  value: string;
  /**
   * The exact words of `original` this finding rests on, shown highlighted and numbered in the source:
   * a phrase or clause fragment, e.g. "$42.50 per rentable square foot per year in lease year 1,
   * increasing 3%". Short enough to read as a highlight, long enough to stand exactly once in the
   * document (the build stops on a cite that is missing or ambiguous). A derived value (a computed
   * date, a total) cites the clause it is derived from. Within one paragraph; typography as written
   * (curly quotes, en dashes, minus signs). A finding that rests on several places (a count, a list)
   * quotes each of them: `cite: ['Violation 3 (Core)', 'Violation 4 (Core)']`.
   */
  cite: string | string[];
}

/**
 * The canned document-analysis demo: a sample original document and its processed analysis.
 * Figures are illustrative only (docs/product-rules.md#illustrative-figures) and the widget says so.
 */
export interface DemoDocumentPair {
  /** e.g. "Office lease — Suite 1200.pdf" */
  documentName: string;
  /** Document type shown as a tag, e.g. "Commercial lease" */
  documentType: string;
  /** The sample original text, one paragraph or clause per entry. */
  original: string[];
  analysis: {
    /** One or two sentences. */
    summary: string;
    /** Key facts extracted, each citing its source passage: 4-6 entries. */
    findings: DemoFinding[];
    /** Issues or risks flagged: 2-4 entries. */
    flags: string[];
    /**
     * The words of the source each flag rests on, by the flag's place in `flags` (null: a flag that rests on no passage of
     * its own). A cited flag's passage is numbered after the findings' and lit as theirs (components/citations.tsx), its
     * number before the flag (design review B r48: "No restriction on where Customer Data is processed" cited nothing,
     * under a section promising each finding cited to its source). Optional: a flag without one shows as before.
     */
    flagCites?: (string | null)[];
    /** Recommended next steps: 2-3 entries. */
    recommendations: string[];
  };
}

/**
 * What the demo widget reveals once analysed: the findings' labels, values and cites (the cites are marks in the page's
 * document too; on phones each value quotes its own under it: design review A r48 item 1).
 */
export type DemoAnalysis = Omit<DemoDocumentPair['analysis'], 'findings'> & { findings: Pick<DemoDocumentPair['analysis']['findings'][number], 'label' | 'value' | 'cite'>[] };

/**
 * The sample a page's hero shows the product at work on (components/visuals/ProductAtWork.tsx): a
 * document and what the analysis finds in it. The demo's pair less the parts only the live demo
 * shows (summary, next steps); a full pair serves too, and the hero shows an excerpt of it: the
 * first three findings, the paragraphs they cite and the first flag. A page's hero sample is never
 * the document its demo shows (docs/product-rules.md#hero).
 */
export type HeroSample = Pick<DemoDocumentPair, 'documentName' | 'documentType' | 'original'> & {
  analysis: Pick<DemoDocumentPair['analysis'], 'findings' | 'flags' | 'flagCites'>;
};

/** One feature line of a pricing tier (docs/product-rules.md#pricing-tiers). */
export interface TierFeature {
  text: string;
  included: boolean;
  /** What the feature means, not features of their own: a line under the feature's row in the comparison table (the card gives the feature only). */
  subFeatures?: string[];
  /** Said in the comparison table only: the card lists the plan's key lines (the product rules' own for the tier), the table the detail. */
  tableOnly?: boolean;
  /**
   * A limit each plan sets for itself (verticals, storage): the comparison table's row and this plan's
   * value in it. A feature without one is a row of its own, included from this plan up ("Everything in ..., plus").
   */
  compare?: { row: string; value: string };
}

export interface PricingTier {
  /** e.g. "Starter", "Business", "Business Elite", "Enterprise" */
  name: string;
  description: string;
  /** Display price, e.g. "$69.99", or "Contact Sales" for Enterprise. */
  price: string;
  /** "/month" where a price is shown. */
  period?: string;
  features: TierFeature[];
  /** The line over the feature list, e.g. "Everything in Starter, plus": the card lists only what it adds. */
  featuresHeading: string;
  /** `trial` opens the trial form in place of the tiers; `contact` mails sales about this plan. */
  cta: { label: string; action: 'trial' | 'contact' };
  /** The plan the free trial gives (docs/product-rules.md#free-trial) gets the accent border and a badge saying so. */
  highlighted?: boolean;
}

export interface AddOn {
  name: string;
  description: string;
  /** e.g. "From $49/month" */
  price: string;
}

/** One tab of /learn (id, title, content: docs/product-rules.md#learn), plus its review questions. */
/** A process as data, drawn in HTML by components/visuals/FlowSteps.tsx. */
export interface FlowDiagramData {
  /** Names the drawing, e.g. "The four-stage agent pipeline": an article's figure shows it; on /learn the lesson's heading does. */
  title: string;
  /** Each step's label, and one short line or two under it. */
  steps: { label: string; detail?: string }[];
  /** A band under every step: `rail` (a shared bar, e.g. the audit trail) or `loop` (back to the first step). */
  band?: { kind: 'rail' | 'loop'; label: string };
  /** What the figure shows, in a sentence: shown under it, and its text alternative. */
  caption: string;
}

export interface LearnTab {
  id: 'fundamentals' | 'business-agents' | 'agent-framework';
  title: string;
  /** What a reader can do after the module, shown in the /learn hero ("You will be able to"). */
  outcome: string;
  intro: string;
  sections: {
    heading: string;
    paragraphs: string[];
    bullets?: string[];
    /** The product figures the lesson is the point of (components/SectionFigures.tsx), under its text. */
    figures?: SectionFigure[];
    /**
     * A diagram of the lesson (components/visuals/FlowSteps.tsx). `steps: 'bullets'` draws the
     * section's own "Term: what happens" bullets as the steps, and the list is then not printed too.
     */
    diagram?: Omit<FlowDiagramData, 'steps'> & { steps: FlowDiagramData['steps'] | 'bullets' };
  }[];
  reviewQuestions: string[];
}

/** The page's closing call to action; its buttons are the shared CLOSING_CTA_ACTIONS. */
export interface ClosingCta {
  title: string;
  description: string;
}

/** What the Service JSON-LD node says about the offering. */
export interface ServiceInfo {
  serviceType: string;
  /** Who it is for, e.g. "Hospitals, health systems and payers". */
  audience: string;
}

/** The card other pages (home) show for this page. */
export interface PageCard {
  icon: LucideIcon;
  summary: string;
}

/** A headline figure or short claim: `value` is set large, `label` completes the sentence. */
export interface Stat {
  value: string;
  label: string;
}

/** A product figure a prose section is the point of (components/SectionFigures.tsx); `then` completes a two-part figure. */
export type SectionFigure = Stat & { then?: Stat };
