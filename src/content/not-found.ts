/**
 * The 404 page (docs/product-rules.md#not-found): the navigation (from the layout), a link home, the main sections, the
 * industry pages and a way to reach sales, so a lost visitor has a way on without a search box.
 */
import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import Cpu from 'lucide-react/icons/cpu';
import Layers from 'lucide-react/icons/layers';
import Newspaper from 'lucide-react/icons/newspaper';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Tag from 'lucide-react/icons/tag';
import type { HeroContent, PageMeta } from './types.ts';

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved. Find Vertiq’s solutions, industries, pricing and demo from here.',
  keywords: ['page not found', '404', 'vertiq'],
};

export const NOT_FOUND_HERO: HeroContent = {
  eyebrow: 'Error 404',
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved. These are the best places to continue.',
};

export const NOT_FOUND_HOME = { label: 'Back to the Home Page', path: '/' };

export const NOT_FOUND_SECTIONS_TITLE = 'Main sections';

/** Where a lost visitor most likely wanted to go. Not the demo: the hero's "Looking for something specific?" offers it (design review: Schedule Demo twice). */
export const NOT_FOUND_SECTIONS: { label: string; description: string; path: string; icon: LucideIcon }[] = [
  { label: 'Solutions', description: 'Document analysis, contract intelligence, compliance and risk.', path: '/solutions', icon: Layers },
  { label: 'Technology', description: 'Small language models, retrieval and the agent pipeline.', path: '/technology', icon: Cpu },
  // "14-day" with a plain hyphen: this line is inside a link, whose text must stay searchable (issue 32).
  { label: 'Pricing', description: 'Plans with unlimited tokens and a 14-day free trial.', path: '/pricing', icon: Tag },
  { label: 'Security', description: 'Controls, deployment options and the frameworks we map to.', path: '/security', icon: ShieldCheck },
  { label: 'Learn', description: 'AI agent fundamentals, business agents and our framework.', path: '/learn', icon: BookOpen },
  { label: 'Trends', description: 'Analysis of enterprise AI for regulated industries.', path: '/trends', icon: Newspaper },
];

/**
 * The hero's card: the first `shown` industry pages in the home grid's order (the lead industries, first in
 * the Industries menu too), then a link to the home page's grid of every industry and team. The footer, on
 * the same page, lists them all.
 */
export const NOT_FOUND_INDUSTRIES = {
  title: 'Go straight to your industry',
  intro: 'Each industry has its own model, document types and sample analysis.',
  shown: 5,
  all: { label: 'All Industries and Teams', href: '/#industries' },
};

export const NOT_FOUND_TALK = {
  title: 'Looking for something specific?',
  description: 'Write to our sales team and say what you came for, or book a demo on documents from your industry.',
  emailLabel: 'Email Sales',
  demo: { label: 'Schedule Demo', path: '/demo' },
  subject: 'Question from the website',
};
