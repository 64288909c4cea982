/** Where each page's Open Graph card lives and the family line drawn on it (generator/outputs/og-images.ts draws it). */
import { BRAND } from '../site.ts';
import type { PageFamily } from './page-family.ts';

/** `/` -> og/home.png, `/trends/x` -> og/trends/x.png (an output file path, without the leading slash). */
export function ogImageFile(path: string): string {
  return path === '/' ? 'og/home.png' : `og${path}.png`;
}

const OG_FAMILY_LABELS: Record<PageFamily, string> = {
  home: 'Industry AI platform',
  industry: 'Industries',
  audience: 'Who we serve',
  solution: 'Solutions',
  feature: 'Features',
  technology: 'Technology',
  pricing: 'Pricing',
  demo: 'Demo',
  learn: 'Learn',
  journey: 'Get Started',
  trends: 'Trends',
  article: 'Trends and analysis',
  'prompt-engineering': 'Prompt engineering',
  company: 'Company',
  legal: 'Legal',
  'not-found': BRAND,
};

/** The family line drawn above the title on the card (and read out in its alt text). */
export function ogImageFamily(family: PageFamily): string {
  return OG_FAMILY_LABELS[family];
}
