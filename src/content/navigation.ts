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

/** The Industries dropdown: 13 industry pages and the content-creators audience page. */
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

/** Footer columns. */
export const FOOTER_COMPANY_PATHS = ['/about', '/investors', '/security', '/pricing', '/demo', '/trends', '/learn'] as const;

/** Shown last in the header's Solutions group (no top-nav item of its own: docs/product-rules.md#top-navigation). */
export const SECURITY_NAV_PATH = '/security';
export const FOOTER_LEGAL_PATHS = ['/privacy', '/terms'] as const;

export interface NavLink {
  path: string;
  label: string;
}

/** The navigation with labels resolved from the route table (built once per build by render/). */
export interface NavigationModel {
  primary: NavLink[];
  industries: NavLink[];
  solutions: NavLink[];
  /** The /solutions overview, shown first in the Solutions group. */
  solutionsOverview: NavLink;
  /** /security, last in the Solutions group. */
  security: NavLink;
  getStarted: NavLink;
  footerSolutions: NavLink[];
  footerCompany: NavLink[];
  footerLegal: NavLink[];
}
