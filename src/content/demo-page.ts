/** /demo: the schedule-demo form and what the session covers. */
import FileSearch from 'lucide-react/icons/file-search';
import Server from 'lucide-react/icons/server';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { FeatureCard, HeroContent, PageMeta } from './types.ts';
import { SECURITY_LABEL, SECURITY_PATH } from './compliance.ts';

export const DEMO_META: PageMeta = {
  title: 'Schedule Demo',
  description: 'Book a 30‑minute Vertiq demo: see industry-specific AI agents analyze documents like yours, and review on-premises deployment options.',
  keywords: ['schedule demo', 'ai demo', 'document analysis demo', 'enterprise ai', 'on-premises ai'],
};

export const DEMO_HERO: HeroContent = {
  eyebrow: 'Schedule Demo',
  title: 'See Vertiq work on documents like yours',
  description:
    'Pick a time and tell us what you would like to see. A solutions engineer walks you through the agents for your industry and answers your security and deployment questions.',
};

export const DEMO_FORM_HEADING = 'Request your demo';

/** Below the form: what happens after sending it (each step restates what the form and its success message already promise). */
export const DEMO_NEXT_STEPS = {
  title: 'What happens next',
  steps: [
    { title: 'We confirm by email', description: 'Within one business day, in the time zone you choose in the form.' },
    { title: 'We prepare for your industry', description: 'Your notes shape the session: the documents, systems and compliance questions you name.' },
    { title: 'A focused 30\u2011minute session', description: 'A live walkthrough with a solutions engineer, with time for your questions. There is no obligation to buy.' },
  ],
};

/**
 * The security note beside what the session covers: only claims the site already makes (src/content/claims.ts,
 * /security). Each point said once on the page: the sample documents are "Your kind of documents", the use of
 * the details entered is the form's own note.
 */
export const DEMO_SECURITY_NOTE = {
  title: 'Your data in the demo',
  points: [
    'You do not need to share confidential files to see the agents work.',
    'In a deployment, your documents stay inside your own environment, with no external API calls.',
  ],
  link: { label: SECURITY_LABEL, path: SECURITY_PATH },
};

export const DEMO_EXPECTATIONS = {
  eyebrow: 'The session',
  title: 'What the session covers',
  items: [
    {
      icon: FileSearch,
      title: 'Your kind of documents',
      description: 'We show analysis on sample documents from your industry: contracts, filings, records or reports.',
    },
    {
      icon: Server,
      title: 'Deployment options',
      // "No external API calls" is the data note's, beside this list: said once (review r4).
      description: 'How local processing works on your own infrastructure, and what an on-premises deployment involves.',
    },
    {
      icon: ShieldCheck,
      title: 'Security and compliance answers',
      description: 'AES-256 encryption, audit trails and how the platform maps to the frameworks your auditors use.',
    },
  ] satisfies FeatureCard[],
};
