/**
 * Routes of pricing, demo, learn, journey, trends (+ the featured analysis and the four articles), prompt engineering,
 * company (about, investors, security), legal (privacy, terms) and the 404 page. Built from the content modules.
 */
import type { RouteDef } from '../render/route.ts';
import { articleNode, pricingProductNode } from '../render/jsonld.ts';
import { PRICING_META, TIERS } from '../content/pricing.ts';
import { DEMO_META } from '../content/demo-page.ts';
import { LEARN_META } from '../content/learn.ts';
import { JOURNEY_LABEL, JOURNEY_META } from '../content/journey.ts';
import { ARTICLES, FEATURED_ARTICLE, TRENDS_META, type Article } from '../content/trends.ts';
import { PROMPT_META } from '../content/prompt-engineering.ts';
import { COMPANY_PAGES } from '../content/company.ts';
import { LEGAL_DOCUMENTS } from '../content/legal.ts';
import { NOT_FOUND_INDUSTRIES, NOT_FOUND_META } from '../content/not-found.ts';
import { industries } from '../content/industries.ts';
import { PricingPage } from './PricingPage.tsx';
import { DemoPage } from './DemoPage.tsx';
import { LearnPage } from './LearnPage.tsx';
import { JourneyPage } from './JourneyPage.tsx';
import { TrendsPage } from './TrendsPage.tsx';
import { ArticlePage } from './ArticlePage.tsx';
import { PromptEngineeringPage } from './PromptEngineeringPage.tsx';
import { CompanyPage } from './CompanyPage.tsx';
import { LegalPage } from './LegalPage.tsx';
import { SecurityPage } from './SecurityPage.tsx';
import { SECURITY_META } from '../content/security.ts';
import { SECURITY_LABEL, SECURITY_PATH } from '../content/compliance.ts';
import { NotFoundPage, type NotFoundLink } from './NotFoundPage.tsx';
import { articlePath } from '../content/article-path.ts';
import { draftsIncluded } from '../collections/load-collection.ts';
import { StyleGuidePage } from './StyleGuidePage.tsx';

/** An article's page; its "More analysis" lists up to three of the four card articles, never itself. */
const articleRoute = (article: Article): RouteDef => ({
  path: articlePath(article),
  family: 'article',
  label: article.shortTitle,
  meta: article.meta,
  ogType: 'article',
  render: () => <ArticlePage article={article} others={ARTICLES.filter((other) => other !== article).slice(0, 3)} />,
  jsonLd: (ctx) => [articleNode(ctx, { ...article, path: articlePath(article) })],
});

const trendsRoutes: RouteDef[] = [
  { path: '/trends', family: 'trends', label: 'Trends', meta: TRENDS_META, render: () => <TrendsPage /> },
  articleRoute(FEATURED_ARTICLE),
  ...ARTICLES.map(articleRoute),
];


/** A page's link as its home-page card names it (INDUSTRY_CARDS maps the same fields). */
const pageLink = (page: { name: string; slug: string; card: { icon: NotFoundLink['icon'] } }): NotFoundLink => ({ label: page.name, path: `/${page.slug}`, icon: page.card.icon });

/** The 404's short list: the home page's industry grid's first pages, in its order. */
const notFoundIndustries = (): NotFoundLink[] => industries.slice(0, NOT_FOUND_INDUSTRIES.shown).map(pageLink);

export const resourceRoutes: RouteDef[] = [
  {
    path: '/pricing',
    family: 'pricing',
    label: 'Pricing',
    meta: PRICING_META,
    render: () => <PricingPage />,
    // The FAQPage node stands after the FAQ it restates (PricingPage), not in the head.
    jsonLd: (ctx) => [pricingProductNode(ctx, { path: '/pricing', description: PRICING_META.description, tiers: TIERS })],
  },
  { path: '/demo', family: 'demo', label: 'Demo', meta: DEMO_META, render: () => <DemoPage /> },
  { path: '/learn', family: 'learn', label: 'Learn', meta: LEARN_META, render: () => <LearnPage /> },
  { path: '/journey', family: 'journey', label: JOURNEY_LABEL, meta: JOURNEY_META, render: () => <JourneyPage /> },
  ...trendsRoutes,
  { path: '/prompt-engineering', family: 'prompt-engineering', label: 'Prompt Engineering', meta: PROMPT_META, render: () => <PromptEngineeringPage /> },
  ...COMPANY_PAGES.map((page): RouteDef => ({ path: page.path, family: 'company', label: page.label, meta: page.meta, render: () => <CompanyPage page={page} /> })),
  { path: SECURITY_PATH, family: 'company', label: SECURITY_LABEL, meta: SECURITY_META, render: () => <SecurityPage /> },
  ...LEGAL_DOCUMENTS.map((doc): RouteDef => ({ path: doc.path, family: 'legal', label: doc.label, meta: doc.meta, render: () => <LegalPage doc={doc} /> })),
  {
    path: '/404',
    family: 'not-found',
    label: 'Page not found',
    meta: NOT_FOUND_META,
    render: () => <NotFoundPage industries={notFoundIndustries()} />,
    excludeFromSitemap: true,
  },
  // The design system written down and every component rendered, for development only: `npm run dev`
  // and `build --draft` include it, a production build never does (its output stays as it was).
  ...(draftsIncluded()
    ? [
        {
          path: '/style-guide',
          family: 'style-guide',
          label: 'Style guide',
          meta: {
            title: 'Style guide: the design system',
            description: 'The design system written down: closing band, section rhythm, framework chip, icon tile, heading case and target size, with every component.',
            keywords: ['style guide'],
          },
          render: () => <StyleGuidePage />,
          excludeFromSitemap: true,
        } satisfies RouteDef,
      ]
    : []),
];
