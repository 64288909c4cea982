/** /pricing: the four tiers, add-ons, plan rules and FAQ (docs/product-rules.md#figures-and-prices, exactly as written there). */
import HardDrive from 'lucide-react/icons/hard-drive';
import Bot from 'lucide-react/icons/bot';
import Plug from 'lucide-react/icons/plug';
import type { LucideIcon } from 'lucide-react';
import type { AddOn, HeroContent, PageMeta, PricingTier } from './types.ts';

export const PRICING_META: PageMeta = {
  title: 'Pricing: Plans with Unlimited Tokens',
  description: 'Vertiq plans from $69.99 a month with unlimited tokens: Starter, Business, Business Elite and Enterprise. 14‑day free trial with Business features.',
  keywords: ['ai pricing', 'unlimited tokens', 'small language model pricing', 'enterprise ai plans', 'free trial'],
};

export const PRICING_HERO: HeroContent = {
  eyebrow: 'Pricing',
  // A non-breaking hyphen (U+2011): the heading never breaks as "per-/token" on phones; a no-break space
  // keeps "No" with what it negates, so the heading breaks after "plans." (review: "No" was left at a line's end).
  // At 36 px "No per-token charges." is 373 px, a hair over a 390 px phone's line, and "charges." fell to a
  // third line alone (review A r7); the page's hero sets the H1 one step smaller on phones so it keeps one line.
  title: 'Predictable plans. No\u00a0per‑token charges.',
  description:
    'Choose a plan by the number of industry verticals your teams need and the document storage your archive takes, and change it as you grow.',
};

/** The four tiers (docs/product-rules.md#pricing-tiers). Starter/Business/Business Elite start a trial; Enterprise mails sales. */
/**
 * The highlighted plan's badge: a fact the rules state (docs/product-rules.md#free-trial: "14 days, with all Business
 * plan features"), not "Most popular", which claimed a count of customers the business has not supplied (trust review
 * T r45: "unsupported and reads as template copy" beside four named customers). It says that every plan's trial button
 * starts this plan: "What the free trial includes" beside Starter's own "Start Free Trial" left a visitor unsure what
 * Starter's trial holds (design review O r46).
 */
export const HIGHLIGHTED_TIER_BADGE = 'Every free trial runs this plan';

export const TIERS: PricingTier[] = [
  {
    name: 'Starter',
    description: 'One industry model for a team proving the value of private document AI.',
    price: '$69.99',
    period: '/month',
    features: [
      { text: 'Single vertical', included: true, compare: { row: 'Verticals', value: '1' } },
      { text: '128\u00a0GB storage', included: true, compare: { row: 'Storage', value: '128\u00a0GB' } },
      // The token rule is the headline's and the comparison table's row (every plan from Starter up): a
      // card line said it a third time (review A round 5: said four times above the fold and in the plans).
      { text: 'Unlimited tokens', included: true, tableOnly: true },
      { text: 'Local processing, no external API calls', included: true, tableOnly: true },
    ],
    featuresHeading: 'Includes',
    cta: { label: 'Start Free Trial', action: 'trial' },
  },
  {
    name: 'Business',
    description: 'For departments running several document workflows on their own data.',
    price: '$399',
    period: '/month',
    features: [
      { text: '3 verticals', included: true, compare: { row: 'Verticals', value: '3' } },
      { text: '1\u00a0TB storage', included: true, compare: { row: 'Storage', value: '1\u00a0TB' } },
      { text: 'Custom document training', included: true, subFeatures: ['Train on your own templates and terminology'] },
      { text: 'Agent customization', included: true, subFeatures: ['Tailor extraction fields, checks and outputs'] },
    ],
    featuresHeading: 'Everything in Starter, plus',
    cta: { label: 'Start Free Trial', action: 'trial' },
    highlighted: true,
  },
  {
    name: 'Business Elite',
    description: 'For regulated teams that need evidence for auditors as well as answers.',
    price: '$999',
    period: '/month',
    features: [
      { text: '5 verticals', included: true, compare: { row: 'Verticals', value: '5' } },
      { text: '5\u00a0TB storage', included: true, compare: { row: 'Storage', value: '5\u00a0TB' } },
      {
        text: 'Security, compliance and audit features',
        included: true,
        subFeatures: ['Audit trail of every analysis, role-based access controls and compliance reporting'],
      },
    ],
    featuresHeading: 'Everything in Business, plus',
    cta: { label: 'Start Free Trial', action: 'trial' },
  },
  {
    name: 'Enterprise',
    description: 'Organization‑wide rollout with every vertical and storage sized to your archive.',
    price: 'Contact Sales',
    features: [
      { text: 'Unlimited verticals', included: true, compare: { row: 'Verticals', value: 'Unlimited' } },
      { text: 'Custom storage', included: true, subFeatures: ['Sized to your archive'], compare: { row: 'Storage', value: 'Custom' } },
      // What the closing call to action offers (ENTERPRISE_CONTACT), said where the plan is: on the card
      // too (review A round 5: two lines left the card's middle empty beside the others' three and four).
      { text: 'Rollout scoped with you', included: true, subFeatures: ['Your document volumes, your systems and where the models run'] },
    ],
    featuresHeading: 'Everything in Business Elite, plus',
    // Price and action are both "Contact Sales" in docs/product-rules.md#pricing-tiers (and pinned by the
    // output tests and /investors' plan ladder): a different price slot or label needs the rule changed first.
    cta: { label: 'Contact Sales', action: 'contact' },
  },
];

/** One row of the plan comparison table: a limit's value per plan, or whether each plan includes a feature. */
export interface PlanComparisonRow {
  label: string;
  /** What the feature means (its sub-features), under the row's label: said in the table only. */
  detail?: string;
  values: (string | boolean)[];
}

/**
 * The feature-by-plan table, derived from the tiers (one source of truth): a feature a plan lists is
 * included from that plan up, as each card's "Everything in ..., plus" says; a limit (`compare`) is
 * each plan's own value.
 */
export function planComparison(tiers: PricingTier[]): PlanComparisonRow[] {
  const rows = new Map<string, PlanComparisonRow>();
  tiers.forEach((tier, i) => {
    for (const feature of tier.features) {
      const label = feature.compare?.row ?? feature.text;
      const row = rows.get(label) ?? { label, detail: feature.compare ? undefined : feature.subFeatures?.join(' '), values: tiers.map(() => false) };
      rows.set(label, row);
      if (feature.compare) row.values[i] = feature.compare.value;
      else for (let j = i; j < tiers.length; j++) row.values[j] = feature.included;
    }
  });
  return [...rows.values()];
}

/** The add-ons (docs/product-rules.md#add-ons). Quoted to scope: no prices are set for them. */
export const ADD_ONS: (AddOn & { icon: LucideIcon })[] = [
  {
    icon: HardDrive,
    name: 'Additional Storage',
    description: 'Extend your plan’s document storage when archives grow, without changing tier.',
    price: 'Quoted to your archive size',
  },
  {
    icon: Bot,
    name: 'Custom Agent',
    description: 'An agent built around one of your workflows: your document types, your checks, your output format.',
    price: 'Custom quote',
  },
  {
    icon: Plug,
    name: 'Integration Services',
    description: 'Connect agents to your document management system, CRM or ERP, with our engineers alongside yours.',
    price: 'Scoped to your systems',
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The FAQ's heading and, beside the questions, the way on for a question they do not answer. */
export const PRICING_FAQ_SECTION = {
  title: 'Pricing questions, answered',
  question: {
    title: 'Still have a question?',
    description: 'Write to sales about verticals, storage or where the models would run, and name the plan you are weighing.',
    subject: 'Pricing question',
  },
};

/**
 * The plans that carry the audit trail, role-based access and compliance reporting: Business Elite's
 * "security, compliance and audit features" (docs/product-rules.md#pricing-tiers) and every plan above it.
 * Other pages' copy names them wherever it claims those features ("Business Elite and Enterprise";
 * review C r7: the claims read as in every plan), as `{{auditPlans}}` in content files.
 */
export const AUDIT_PLANS = auditPlans();

function auditPlans(): string {
  const first = TIERS.findIndex((tier) => tier.features.some((feature) => feature.text === 'Security, compliance and audit features'));
  if (first < 0) throw new Error('pricing: no tier lists "Security, compliance and audit features"');
  return TIERS.slice(first)
    .map((tier) => tier.name)
    .join(' and ');
}

/**
 * The plans below AUDIT_PLANS: they lack the audit trail and role-based access that /security's framework controls rely
 * on (trust review T2 r46, /pricing: "a hospital on Business gets no audit controls ... the plan cards never warn"). Derived
 * from the tiers, never written per card: a plan that gains the features loses the note.
 */
export function lacksAuditFeatures(tier: PricingTier, tiers: PricingTier[] = TIERS): boolean {
  const first = tiers.findIndex((t) => t.features.some((feature) => feature.text === 'Security, compliance and audit features'));
  return first >= 0 && tiers.indexOf(tier) < first;
}

/** The plan cards' note under a plan without the audit features (lacksAuditFeatures). */
export const NO_AUDIT_NOTE = 'Not for audited scope: no audit trail or role-based access';

/**
 * The plan whose trial button starts a trial of another plan without the audit features (docs/product-rules.md#free-trial:
 * every trial has the Business plan's features): trust review T3 r47 read Business Elite's "Start Free Trial" as a trial
 * of the audit trail its card sells. Derived, never written per card. Returns the trial's plan, or undefined.
 */
export function trialPlanWithoutAudit(tier: PricingTier, tiers: PricingTier[] = TIERS): string | undefined {
  const trialPlan = tiers.find((t) => t.highlighted);
  if (tier.cta.action !== 'trial' || !trialPlan || tier === trialPlan || lacksAuditFeatures(tier, tiers)) return undefined;
  return lacksAuditFeatures(trialPlan, tiers) ? trialPlan.name : undefined;
}
// A line of the plan's list: not "Its free trial ..." (design review I r51 item 5: small print starting with "Its").
export const trialWithoutAuditNote = (trialPlan: string) => `Free trial runs ${trialPlan}, without the audit trail or roles`;
/** Where a buyer sees what that trial leaves out (trust review T5 r50): a link of its own under the plan's button, so a
 *  label in Title Case that names what it shows (design review P r53 item 8; was "see them in a demo" after the note). */
export const TRIAL_DEMO_LINK = 'See the Audit Trail in a Demo';

/** What /pricing says under its plan table when the business has stated its plan terms (content/assurance/, kind plan-terms). */
export const PLAN_TERMS_COPY = {
  /** /pricing's plan-rules row for the hardware each vertical needs (trust review T8 r54 /pricing item 4). */
  perVertical: 'Each vertical needs',
  supportRow: 'Support',
  /** Between a plan's support hours and its first-response time in the table's cell. */
  firstResponse: 'First response:',
  heading: 'What every plan assumes',
  customerProvides: 'What you provide',
  offlineLicensing: 'Licensing without a connection',
  securityUpdates: 'Security updates',
  trialInstall: 'Installing the free trial',
  /** The business's continuity statement, beside the plans it backs (trust review T6 r50: "is this sustainable?"). */
  continuity: 'If we stop trading',
  /** The link from "What you provide" to the model cards, when any gives its minimum hardware. */
  minimumsLink: 'Minimum hardware of each model',
  /** The plan table's rows for sign-in and the contract term, by plan (trust review T7 r53). */
  signInRow: 'Sign-in',
  termRow: 'Term and notice',
  /** The FAQ's entry on the servers, before the business's own words on what the customer provides (trust review T7 r53:
   *  "the GPU-per-vertical cost is left for the buyer to work out"). Prices stay as docs/product-rules.md sets them. */
  hardwareQuestion: 'Are the servers included in the price?',
  hardwareAnswer: 'No. Plan prices cover the software, which runs on hardware you provide:',
  hardwareMinimums: 'Each model card under Small Language Models gives the minimum hardware it runs on.',
  exitQuestion: 'What happens to our data and adapted models if we leave?',
};

/** Shown on the page and, from the same data, as FAQPage JSON-LD. */
export const PRICING_FAQ: FaqEntry[] = [
  {
    question: 'What is a vertical?',
    answer:
      'A vertical is an industry-specific model and its agents, for example healthcare, legal or financial services. Starter includes one, Business three, Business Elite five and Enterprise is unlimited.',
  },
  {
    question: 'Which plan should we start with?',
    answer:
      'Count the industries whose documents you process and size your document archive: the smallest plan that covers both is the place to start. Teams that must show auditors how each finding was reached need Business Elite, which adds the security, compliance and audit features.',
  },
  {
    question: 'What can we test during the free trial?',
    answer:
      'Everything on the Business plan: three verticals, custom document training on your own templates and agent customization. Choose Start Free Trial on any plan to begin.',
  },
  {
    question: 'What happens if we need more storage?',
    answer:
      'Move to a larger plan, or add Additional Storage to your current one without changing tier.',
  },
  {
    question: 'Can Vertiq run on our own infrastructure?',
    answer:
      'Yes. Every plan runs on your own servers or in your private cloud, so documents never leave your environment.',
  },
  {
    question: 'How is our data protected?',
    answer:
      'Documents are encrypted with AES-256 and stay inside your environment. Business Elite adds security, compliance and audit features such as a full audit trail.',
  },
];

export const ENTERPRISE_CONTACT = {
  title: 'Planning an organization‑wide rollout?',
  description:
    'Tell us about your document volumes, your systems and where the models should run, and we will scope an Enterprise rollout with you.',
  // The site's other name for the sales mailto (/about's band): "Contact Sales" is the Enterprise card's
  // price and button already (review A round 5: a third "Contact Sales" in the band read as filler).
  label: 'Email Sales',
  subject: 'Enterprise plan inquiry',
  // A buyer who would see the product before writing to sales (trust review T1 r34: "the closing call to action is
  // only Email Sales, with no Schedule Demo button"): the site's demo page, beside the address.
  demo: { label: 'Schedule Demo', path: '/demo' },
};
