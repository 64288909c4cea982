/** Routes of home, solutions, features and technology, built from their content modules. Home first. */
import type { RouteDef } from '../render/route.ts';
import type { JsonLdContext, JsonLdNode } from '../render/jsonld.ts';
import { absoluteUrl } from '../render/paths.ts';
import { HOME } from '../content/home.ts';
import { FEATURES, FEATURE_CARDS, FEATURE_CTA, FEATURE_SIBLINGS_TITLE, featurePath } from '../content/features.ts';
import { FEATURE_SPECIMENS, FEATURE_STEP_DETAILS, featureVisual } from '../content/feature-visuals.ts';
import { INDUSTRY_CARD_GROUPS } from '../content/industries.ts';
import { SOLUTIONS, SOLUTIONS_INDEX, SOLUTION_CTA, SOLUTION_HERO_ACTIONS, solutionPath, type SolutionContent } from '../content/solutions.ts';
import { TECHNOLOGY, TECHNOLOGY_LABEL, TECHNOLOGY_PATH, TECHNOLOGY_SUBPAGES, technologySubPath } from '../content/technology.ts';
import { HomePage } from './HomePage.tsx';
import { SolutionsIndexPage } from './SolutionsIndexPage.tsx';
import { SolutionPage } from './SolutionPage.tsx';
import { FeaturePage } from './FeaturePage.tsx';
import { TechnologyPage } from './TechnologyPage.tsx';
import { TechnologySubPage } from './TechnologySubPage.tsx';

const SOLUTIONS_PATH = '/solutions';

function organizationRef(ctx: JsonLdContext): JsonLdNode {
  return { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` };
}

function serviceNode(ctx: JsonLdContext, solution: SolutionContent): JsonLdNode {
  const url = absoluteUrl(ctx.siteUrl, solutionPath(solution));
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: solution.name,
    serviceType: solution.serviceType,
    description: solution.meta.description,
    url,
    provider: organizationRef(ctx),
  };
}

const homeRoute: RouteDef = {
  path: '/',
  family: 'home',
  label: 'Home',
  meta: HOME.meta,
  render: () => <HomePage home={HOME} featureCards={FEATURE_CARDS} industryCards={INDUSTRY_CARD_GROUPS} />,
};

const solutionsIndexRoute: RouteDef = {
  path: SOLUTIONS_PATH,
  family: 'solution',
  label: 'Solutions',
  meta: SOLUTIONS_INDEX.meta,
  render: () => <SolutionsIndexPage page={SOLUTIONS_INDEX} solutions={SOLUTIONS} />,
  jsonLd: (ctx) => [
    {
      '@type': 'ItemList',
      name: SOLUTIONS_INDEX.hero.title,
      itemListElement: SOLUTIONS.map((s, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: s.name,
        url: absoluteUrl(ctx.siteUrl, solutionPath(s)),
      })),
    },
  ],
};

const solutionRoutes: RouteDef[] = SOLUTIONS.map((solution) => ({
  path: solutionPath(solution),
  family: 'solution',
  label: solution.name,
  meta: solution.meta,
  render: () => <SolutionPage solution={solution} heroActions={SOLUTION_HERO_ACTIONS} cta={SOLUTION_CTA} />,
  jsonLd: (ctx) => [serviceNode(ctx, solution)],
}));

const featureRoutes: RouteDef[] = FEATURES.map((feature) => ({
  path: featurePath(feature),
  family: 'feature',
  label: feature.name,
  meta: feature.meta,
  render: () => (
    <FeaturePage feature={feature} visual={featureVisual(feature.slug)} specimen={FEATURE_SPECIMENS[feature.slug]} stepDetails={FEATURE_STEP_DETAILS[feature.slug] ?? []} siblings={FEATURES.filter((f) => f !== feature)} siblingsTitle={FEATURE_SIBLINGS_TITLE} cta={FEATURE_CTA} />
  ),
}));

const technologyRoute: RouteDef = {
  path: TECHNOLOGY_PATH,
  family: 'technology',
  label: TECHNOLOGY_LABEL,
  meta: TECHNOLOGY.meta,
  render: () => <TechnologyPage page={TECHNOLOGY} />,
};

const technologySubRoutes: RouteDef[] = TECHNOLOGY_SUBPAGES.map((page) => ({
  path: technologySubPath(page),
  family: 'technology',
  label: page.name,
  meta: page.meta,
  render: () => <TechnologySubPage page={page} />,
  jsonLd: (ctx) => {
    const url = absoluteUrl(ctx.siteUrl, technologySubPath(page));
    return [
      {
        '@type': 'TechArticle',
        '@id': `${url}#article`,
        headline: page.hero.title,
        description: page.meta.description,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${url}#webpage` },
        about: page.about.map((name) => ({ '@type': 'Thing', name })),
        author: organizationRef(ctx),
        publisher: organizationRef(ctx),
        inLanguage: 'en',
      },
    ];
  },
}));

export const productRoutes: RouteDef[] = [
  homeRoute,
  solutionsIndexRoute,
  ...solutionRoutes,
  ...featureRoutes,
  technologyRoute,
  ...technologySubRoutes,
];
