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
  // A non-breaking hyphen (U+2011): the heading never breaks as "per-/token" on phones.
  title: 'Predictable plans. No per‑token charges.',
  description:
    'Every plan includes unlimited tokens. You choose how many industry verticals you need and how much document storage; storage is the only limit. Start with a 14‑day free trial that includes every Business plan feature.',
};

/** The four tiers (docs/product-rules.md#pricing-tiers). Starter/Business/Business Elite start a trial; Enterprise mails sales. */
export const TIERS: PricingTier[] = [
  {
    name: 'Starter',
    description: 'One industry model for a team proving the value of private document AI.',
    price: '$69.99',
    period: '/month',
    features: [
      { text: 'Single vertical', included: true },
      { text: '128\u00a0GB storage', included: true },
      { text: 'Unlimited tokens', included: true },
      { text: 'Local processing, no external API calls', included: true },
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
      { text: '3 verticals', included: true },
      { text: '1\u00a0TB storage', included: true },
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
      { text: '5 verticals', included: true },
      { text: '5\u00a0TB storage', included: true },
      {
        text: 'Security, compliance and audit features',
        included: true,
        subFeatures: ['Audit trail of every analysis', 'Role-based access controls', 'Compliance reporting'],
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
      { text: 'Unlimited verticals', included: true },
      { text: 'Custom storage', included: true, subFeatures: ['Sized to your archive'] },
    ],
    featuresHeading: 'Everything in Business Elite, plus',
    cta: { label: 'Contact Sales', action: 'contact' },
  },
];

/** The add-ons (docs/product-rules.md#add-ons). Quoted to scope: no prices are set for them. */
export const ADD_ONS: (AddOn & { icon: LucideIcon })[] = [
  {
    icon: HardDrive,
    name: 'Additional Storage',
    description: 'Extend your plan’s document storage when archives grow, without changing tier. Tokens stay unlimited.',
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

/** Plan rules (docs/product-rules.md#plan-rules). */
export const PLAN_RULES: { title: string; description: string }[] = [
  {
    title: 'Unlimited tokens on every plan',
    description: 'No per-token charges and no token limits. Storage is the only limit.',
  },
  {
    title: 'Change plans anytime',
    description: 'Upgrade or downgrade whenever you need; the change is reflected in your next billing cycle.',
  },
  {
    title: '14‑day free trial',
    description: 'Your trial includes all Business plan features, so you can test custom training and agent customization.',
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Shown on the page and, from the same data, as FAQPage JSON-LD. */
export const PRICING_FAQ: FaqEntry[] = [
  {
    question: 'What does “unlimited tokens” mean in practice?',
    answer:
      'You are never charged per token and there is no cap on how much text you process. Models run locally, so usage does not meter through an external API. Storage is the only limit on any plan.',
  },
  {
    question: 'What is a vertical?',
    answer:
      'A vertical is an industry-specific model and its agents, for example healthcare, legal or financial services. Starter includes one, Business three, Business Elite five and Enterprise is unlimited.',
  },
  {
    question: 'What is included in the free trial?',
    answer:
      'The trial lasts 14 days and includes all Business plan features: three verticals, custom document training and agent customization. Choose Start Free Trial on any plan to begin.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Plans can be changed anytime, and the change is reflected in your next billing cycle.',
  },
  {
    question: 'What happens if we need more storage?',
    answer:
      'Move to a larger plan or add Additional Storage to your current one. Nothing else about your usage is limited.',
  },
  {
    question: 'Can Vertiq run on our own infrastructure?',
    answer:
      'Yes. Every plan processes documents locally with no external API calls, on your own servers or in your private cloud, so documents never leave your environment.',
  },
  {
    question: 'How is our data protected?',
    answer:
      'Documents are encrypted with AES-256 and processed without external API calls. Business Elite adds security, compliance and audit features such as a full audit trail.',
  },
];

export const ENTERPRISE_CONTACT = {
  title: 'Planning an organization‑wide rollout?',
  description:
    'Enterprise plans bring unlimited verticals and custom storage. Tell us about your environment and we will scope the rollout with you.',
  label: 'Contact Sales',
  subject: 'Enterprise plan inquiry',
};
