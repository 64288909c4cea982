/** The 404 page (DECISIONS.md): the navigation (from the layout), the main sections and a link home. */
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

export const NOT_FOUND_HOME = { label: 'Back to the home page', path: '/' };

export const NOT_FOUND_SECTIONS_TITLE = 'Main sections';

/** Where a lost visitor most likely wanted to go. */
export const NOT_FOUND_SECTIONS: { label: string; description: string; path: string }[] = [
  { label: 'Solutions', description: 'Document analysis, contract intelligence, compliance and risk.', path: '/solutions' },
  { label: 'Technology', description: 'Small language models, retrieval and the agent pipeline.', path: '/technology' },
  { label: 'Pricing', description: 'Plans with unlimited tokens and a 14-day free trial.', path: '/pricing' },
  { label: 'Schedule Demo', description: 'A 30-minute session on documents from your industry.', path: '/demo' },
  { label: 'Learn', description: 'AI agent fundamentals, business agents and our framework.', path: '/learn' },
  { label: 'Trends', description: 'Analysis of enterprise AI for regulated industries.', path: '/trends' },
];
