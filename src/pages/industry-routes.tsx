/** Routes of the thirteen industry pages and the three audience pages, built from their content. */
import type { RouteDef } from '../render/route.ts';
import type { JsonLdContext, JsonLdNode } from '../render/jsonld.ts';
import { absoluteUrl } from '../render/paths.ts';
import { BRAND } from '../site.ts';
import { industries } from '../content/industries.ts';
import { audiences } from '../content/audiences.ts';
import type { PageMeta } from '../content/types.ts';
import type { ServiceInfo } from '../content/industries.ts';
import { IndustryPage } from './IndustryPage.tsx';
import { AudiencePage } from './AudiencePage.tsx';

/** The Service node of an industry or audience page: what is offered, to whom, by the organization. */
function serviceNode(ctx: JsonLdContext, page: { slug: string; name: string; meta: PageMeta; service: ServiceInfo }): JsonLdNode {
  const url = absoluteUrl(ctx.siteUrl, `/${page.slug}`);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: `${BRAND} for ${page.name}`,
    description: page.meta.description,
    serviceType: page.service.serviceType,
    url,
    provider: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
    audience: { '@type': 'BusinessAudience', audienceType: page.service.audience },
  };
}

export const industryRoutes: RouteDef[] = [
  ...industries.map(
    (industry): RouteDef => ({
      path: `/${industry.slug}`,
      family: 'industry',
      label: industry.name,
      meta: industry.meta,
      render: () => <IndustryPage industry={industry} />,
      jsonLd: (ctx) => [serviceNode(ctx, industry)],
    }),
  ),
  ...audiences.map(
    (audience): RouteDef => ({
      path: `/${audience.slug}`,
      family: 'audience',
      label: audience.name,
      meta: audience.meta,
      render: () => <AudiencePage audience={audience} />,
      jsonLd: (ctx) => [serviceNode(ctx, audience)],
    }),
  ),
];
