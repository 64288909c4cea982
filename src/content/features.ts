/**
 * The eight feature pages (/features/{slug}) and the home page's feature cards, which are built
 * from the same objects. Claims are tied to features as docs/product-rules.md#claims states them. The words
 * live in content/features/; the shapes and the copy shared by every feature page stay here.
 */
import { PLANS_PAGE_ACTIONS, plansActionFor } from './trial.ts';
import { AUDIT_PLANS } from './pricing.ts';
import { productFigureOf } from './figures.ts';
import { STATIC_CLAIMS } from './claims.ts';
import type { LucideIcon } from 'lucide-react';
import Cpu from 'lucide-react/icons/cpu';
import { loadOrderedPages } from '../collections/load-collection.ts';
import { featureSchema } from '../collections/schemas.ts';
import type { FeatureCard, HeroContent, PageMeta, Stat, Step } from './types.ts';

export type { Stat } from './types.ts';

/** A call-to-action band: internal route paths, rendered with navHref. */
export interface CallToAction {
  title: string;
  description: string;
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
}

export interface FeaturePageContent {
  slug: string;
  /** Breadcrumb label and the home card's title. */
  name: string;
  meta: PageMeta;
  icon: LucideIcon;
  /** One sentence for the home page card. */
  cardDescription: string;
  hero: HeroContent;
  /**
   * The stat strip under the hero, only where its numbers carry weight (featureStatFault): product figures
   * (docs/product-rules.md#claims, src/content/figures.ts) or the framework controls a feature answers. None: no strip.
   */
  stats?: Stat[];
  /** With two stats, the static claim the strip states in its third column (featureStatsClaimFault). */
  statsClaim?: string;
  capabilities: { title: string; intro: string; cards: FeatureCard[] };
  steps: { title: string; steps: Step[] };
  /** The compliance coverage section (only compliance-security among the features: docs/product-rules.md#industry-pages). */
  compliance?: { intro: string };
  /** The feature comes with AUDIT_PLANS only, not with the trial's Business features (featureSchema). */
  auditPlansOnly?: true;
  /** The page's own closing title and sentence; the buttons are FEATURE_CTA's. */
  closing: { title: string; description: string };
}

/** The closing band's buttons, shared by every feature page (the title and sentence are each page's `closing`). */
export const FEATURE_CTA: CallToAction = {
  title: 'See it on your own documents',
  description: 'Bring a sample contract, policy or report to a demo, or start a 14‑day free trial with all Business plan features.',
  primary: { label: 'Schedule Demo', path: '/demo' },
  // Labelled by the band's sentence (CtaBand: the trial where it offers the trial, else the plans).
  secondary: PLANS_PAGE_ACTIONS.trial,
};

/**
 * A feature the trial does not include (`auditPlansOnly`): the hero names its plans once, in a line of its own, and
 * both plans-page buttons offer the plans instead of the trial (review A r17: the band explained at length that the
 * trial lacks the audit trail, then offered Start Free Trial).
 */
export const AUDIT_PLANS_FEATURE = { note: `Included in ${AUDIT_PLANS} plans`, secondary: PLANS_PAGE_ACTIONS.plans } as const;

/** The label above each section of a feature page (every section of the site carries one). */
export const FEATURE_SECTION_EYEBROWS = { capabilities: 'Capabilities', steps: 'How it works', more: 'Explore' } as const;

/**
 * The way up from a feature page: "FEATURES · AUDIT TRAIL", its first part a link to where the eight features are listed
 * (design review N r46, item 5; there is no features index page, and the home page's feature cards are that list).
 */
export const FEATURES_PARENT = { label: 'Features', href: '/#features' } as const;

/** The heading of the "other features" link list at the foot of each feature page. */
export const FEATURE_SIBLINGS_TITLE = 'More platform features';

/**
 * The eighth tile after the seven other features: where they all come from (review A round 4: seven
 * tiles in four columns left a ragged 4+3 row with an empty cell at 1280 px).
 */
export const FEATURE_SIBLINGS_MORE = { label: 'Platform Technology', path: '/technology', icon: Cpu } as const;

/**
 * The feature pages, written in content/features/*.md (front matter checked by featureSchema; the
 * file name is the slug), in their `order`.
 */
export const FEATURES: FeaturePageContent[] = loadOrderedPages('features', featureSchema).map(({ file: _file, ...page }) => page);

// The closing band's plans button follows its sentence (plansActionFor): a sentence offering the trial on a page
// whose feature the trial lacks would bring Start Free Trial back.
for (const f of FEATURES) {
  if (f.auditPlansOnly && plansActionFor(f.closing.description) !== AUDIT_PLANS_FEATURE.secondary)
    throw new Error(`content/features/${f.slug}.md: the trial does not include this feature (auditPlansOnly), so its closing sentence must not offer the free trial.`);
}

/**
 * Why a stat may not stand in a feature page's strip, or undefined when it may. Design review N r46 (item 3): the
 * strips were filler ("AES-256", "100%", "0 external API calls" twice are labels set as figures). A stat is a product
 * figure: the claims in src/content/claims.ts, as src/content/figures.ts lists them. Design review P r47 (item 1):
 * framework control IDs ("§164.312(b)", "Req. 10", "AU-2") are names, not numbers, and set in display type they read as
 * figures; audit-trail names them in its capabilities' intro instead, and the crosswalk on /features/compliance-security
 * lists them in its grid.
 */
export function featureStatFault(stat: Stat): string | undefined {
  if (productFigureOf(stat.value)) return undefined;
  return `"${stat.value}" is not a product figure (src/content/figures.ts): leave it out, or drop the stats block`;
}

/**
 * Why a page's strip claim may not stand, or undefined. Design review C r48 (item 1): two figures in a 3-column strip
 * left its right third blank (and two half-width cells read as unfinished in review P r47), so a two-figure strip states
 * one static claim in the third column, word for word as the pages word it (docs/product-rules.md#static-claims).
 */
export function featureStatsClaimFault(page: Pick<FeaturePageContent, 'stats' | 'statsClaim'>): string | undefined {
  const count = page.stats?.length ?? 0;
  if (page.statsClaim === undefined) return count === 2 ? 'a strip of two stats needs a statsClaim for its third column' : undefined;
  if (count !== 2) return 'statsClaim fills the third column of a two-stat strip: leave it out with no stats or three';
  if (!(STATIC_CLAIMS as readonly string[]).includes(page.statsClaim)) return `"${page.statsClaim}" is not a static claim; use one of: ${STATIC_CLAIMS.join('; ')}`;
  return undefined;
}

for (const f of FEATURES) {
  for (const stat of f.stats ?? []) {
    const fault = featureStatFault(stat);
    if (fault) throw new Error(`content/features/${f.slug}.md: stats: ${fault}.`);
  }
  const claimFault = featureStatsClaimFault(f);
  if (claimFault) throw new Error(`content/features/${f.slug}.md: statsClaim: ${claimFault}.`);
}

/** The route path of a feature page: the one place it is formed. */
export function featurePath(feature: Pick<FeaturePageContent, 'slug'>): string {
  return `/features/${feature.slug}`;
}

/** The home page's eight feature cards, each linking its feature page. */
export const FEATURE_CARDS: FeatureCard[] = FEATURES.map((f) => ({
  icon: f.icon,
  // The card's title is its link: a link label, so the feature's name as the navigation and the
  // "More platform features" grid spell it (docs/product-rules.md#labels-in-title-case).
  title: f.name,
  description: f.cardDescription,
  href: featurePath(f),
}));
