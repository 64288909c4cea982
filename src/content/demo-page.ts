/** /demo: the schedule-demo form and what the session covers. */
import Clock from 'lucide-react/icons/clock';
import FileSearch from 'lucide-react/icons/file-search';
import Server from 'lucide-react/icons/server';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { FeatureCard, HeroContent, PageMeta } from './types.ts';

export const DEMO_META: PageMeta = {
  title: 'Schedule Demo',
  description: 'Book a 30‑minute Vertiq demo: see industry-specific AI agents analyze documents like yours, and review on-premises deployment options.',
  keywords: ['schedule demo', 'ai demo', 'document analysis demo', 'enterprise ai', 'on-premises ai'],
};

export const DEMO_HERO: HeroContent = {
  eyebrow: 'Schedule Demo',
  title: 'See Vertiq work on documents like yours',
  description:
    'Pick a time that suits you and tell us what you would like to see. A solutions engineer will walk you through the agents for your industry and answer your security and deployment questions.',
};

export const DEMO_FORM_HEADING = 'Request your demo';

export const DEMO_EXPECTATIONS = {
  title: 'What to expect',
  items: [
    {
      icon: Clock,
      title: 'A focused 30‑minute session',
      description: 'A live walkthrough with a solutions engineer, shaped by the notes you leave in the form.',
    },
    {
      icon: FileSearch,
      title: 'Your kind of documents',
      description: 'We show analysis on sample documents from your industry: contracts, filings, records or reports.',
    },
    {
      icon: Server,
      title: 'Deployment options',
      description: 'How local processing works with no external API calls, and what on-premises deployment involves.',
    },
    {
      icon: ShieldCheck,
      title: 'Security and compliance answers',
      description: 'AES-256 encryption, audit trails and how the platform maps to the frameworks your auditors use.',
    },
  ] satisfies FeatureCard[],
  footnote: 'We confirm the time by email, in the time zone your browser reports. There is no obligation to buy.',
};
