/**
 * The evidence pages, each only when the business has supplied what it shows (src/content/evidence.ts):
 * /customers and one /customers/{slug} a case study; /methodology when any figure has its entry. With
 * empty collections there are no such routes, so neither the sitemap nor the navigation lists them.
 */
import type { RouteDef } from '../render/route.ts';
import { EVIDENCE } from '../content/evidence.ts';
import { CUSTOMERS_PAGE, METHODOLOGY_PAGE } from '../content/evidence-copy.ts';
import { caseStudyPath, CUSTOMERS_PATH, METHODOLOGY_PATH } from '../content/evidence-paths.ts';
import { CaseStudyPage } from './evidence/CaseStudyPage.tsx';
import { CustomersPage } from './evidence/CustomersPage.tsx';
import { MethodologyPage } from './evidence/MethodologyPage.tsx';

const caseStudyRoutes: RouteDef[] = EVIDENCE.caseStudies.length
  ? [
      { path: CUSTOMERS_PATH, family: 'company', label: CUSTOMERS_PAGE.label, meta: CUSTOMERS_PAGE.meta, render: () => <CustomersPage /> },
      ...EVIDENCE.caseStudies.map(
        (study): RouteDef => ({
          path: caseStudyPath(study.slug),
          family: 'company',
          label: study.customerEntry.name,
          meta: { title: study.title, description: study.summary, keywords: ['case study', study.customerEntry.name.toLowerCase(), study.customerEntry.industry.replace(/-/g, ' ')] },
          render: () => <CaseStudyPage study={study} />,
        }),
      ),
    ]
  : [];

const methodologyRoutes: RouteDef[] = EVIDENCE.methodology.length
  ? [{ path: METHODOLOGY_PATH, family: 'company', label: METHODOLOGY_PAGE.label, meta: METHODOLOGY_PAGE.meta, render: () => <MethodologyPage /> }]
  : [];

export const evidenceRoutes: RouteDef[] = [...caseStudyRoutes, ...methodologyRoutes];
