import { EVIDENCE } from './evidence.ts';
import { CUSTOMERS_PATH, METHODOLOGY_PATH } from './evidence-paths.ts';

/**
 * Which routes the navigation shows, in order (docs/product-rules.md#top-navigation). Only paths live here:
 * labels come from the route table, and the build refuses a path that is not a built route.
 */
export const PRIMARY_NAV_PATHS = [
  '/',
  '/technology',
  '/solutions',
  '/learn',
  '/demo',
  '/trends',
  '/prompt-engineering',
  '/pricing',
  '/about',
  '/investors',
] as const;

/**
 * The Industries dropdown: 13 industry pages, then the three team pages: /content-creators, as docs/product-rules.md#top-navigation
 * places it, and the other two beside it (design reviews V r53-r55, N r53: the header linked neither, so no item was
 * current on them, or Industries was current on pages it did not list). A Teams group of its own would cost more of
 * every page's first-load bytes than /financial-services has.
 */
export const INDUSTRY_NAV_PATHS = [
  '/commercial-real-estate',
  '/financial-services',
  '/healthcare',
  '/legal',
  '/manufacturing',
  '/education',
  '/energy',
  '/construction',
  '/pharmaceuticals',
  '/hr',
  '/aviation',
  '/restaurant',
  '/architecture',
  '/content-creators',
  '/marketing',
  '/product-development',
] as const;

export const SOLUTION_NAV_PATHS = [
  '/solutions/document-analysis',
  '/solutions/contract-intelligence',
  '/solutions/regulatory-compliance',
  '/solutions/risk-assessment',
  '/solutions/process-automation',
  '/solutions/quality-control',
] as const;

export const GET_STARTED_PATH = '/journey';

/** The header's Resources group: the footer's Resources column lists the same pages. */
export const RESOURCE_NAV_PATHS = ['/learn', '/trends', '/prompt-engineering'] as const;


/** The evidence pages exist only once the business has supplied entries (src/pages/evidence-routes.tsx): the menus name them only then. */
const CUSTOMERS_NAV = EVIDENCE.caseStudies.length ? [CUSTOMERS_PATH] : [];
const METHODOLOGY_NAV = EVIDENCE.methodology.length ? [METHODOLOGY_PATH] : [];

/**
 * How the header groups the items above (issue 22: twelve top-level items read as a sitemap).
 * Every item docs/product-rules.md#top-navigation lists stays reachable from the header: Home through the logo (and first in the
 * mobile menu), the others in a labelled group or as a plain link. The build refuses a path that
 * is not a route; tests/output/site.test.ts checks that every PRIMARY_NAV_PATHS item is present.
 */
export const NAV_GROUPS = [
  // `owns`: pages the group does not list but that sit under it, so it shows as current there. The feature pages are
  // Product's (design review N r46, item 5: no menu links them and no header item was active on them): what the
  // product does, beside how it works; listing all eight would add ~40 links' bytes to every page's header.
  { label: 'Product', paths: ['/technology', '/technology/small-llms', '/technology/rag'], owns: ['/features/'] },
  { label: 'Solutions', paths: ['/solutions', ...SOLUTION_NAV_PATHS] },
  { label: 'Industries', paths: INDUSTRY_NAV_PATHS },
  // The articles under /trends are Resources' too (design review L r52 item 4: no header item was current on them).
  { label: 'Resources', paths: RESOURCE_NAV_PATHS, owns: ['/trends/'] },
  { label: 'Company', paths: ['/about', ...CUSTOMERS_NAV, '/security', '/investors'] },
] as const;

/** Plain header links after the groups. */
export const NAV_PLAIN_PATHS = ['/pricing', '/demo'] as const;

/**
 * Footer columns. The industry and team pages come from their content (INDUSTRY_CARD_GROUPS), in two
 * columns as the home page groups them (review r5: Marketing was filed under Industries); the learning
 * pages under Resources, as in the header, so Company and Solutions end level at 390 px.
 */
// Not /journey: the header's Get Started reaches it on every page (current there: design review A r48 item 1), and a
// footer link to it cost 3-13 B of every page's first load, which took /features/compliance-security and home past 14,600.
export const FOOTER_COMPANY_PATHS = ['/about', ...CUSTOMERS_NAV, '/investors', '/security', ...METHODOLOGY_NAV, '/pricing', '/demo'] as const;

export const FOOTER_LEGAL_PATHS = ['/privacy', '/terms'] as const;

export interface NavLink {
  path: string;
  label: string;
}

/** The navigation with labels resolved from the route table (built once per build by render/). */
export interface NavigationModel {
  primary: NavLink[];
  /** The footer's industry column: every industry page (INDUSTRY_CARD_GROUPS.industries), labels from the route table. */
  industries: NavLink[];
  /** The footer's team column: the audience pages (INDUSTRY_CARD_GROUPS.teams). */
  teams: NavLink[];
  /** The header's labelled groups (NAV_GROUPS), labels resolved; `owns`, the path prefixes of pages it is current on unlisted. */
  groups: { label: string; links: NavLink[]; owns?: readonly string[] }[];
  /** The header's plain links (NAV_PLAIN_PATHS). */
  plain: NavLink[];
  getStarted: NavLink;
  footerSolutions: NavLink[];
  footerCompany: NavLink[];
  footerResources: NavLink[];
  footerLegal: NavLink[];
}
