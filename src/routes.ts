/**
 * THE route table: every page, its meta, its JSON-LD and its page component. The build loop,
 * navigation labels, sitemap and output tests all read this array; no other list of paths exists.
 * Each page family builds its entries from its typed content (src/content/) next to its template.
 */
import type { RouteDef } from './render/route.ts';
import { productRoutes } from './pages/product-routes.tsx';
import { industryRoutes } from './pages/industry-routes.tsx';
import { resourceRoutes } from './pages/resource-routes.tsx';
import { evidenceRoutes } from './pages/evidence-routes.tsx';

/** Each entry remembers its routes file, so a build problem names the file to open. */
const definedIn = (source: string, family: RouteDef[]): RouteDef[] => family.map((route) => ({ ...route, source }));

export const routes: RouteDef[] = [
  ...definedIn('src/pages/product-routes.tsx', productRoutes),
  ...definedIn('src/pages/industry-routes.tsx', industryRoutes),
  ...definedIn('src/pages/resource-routes.tsx', resourceRoutes),
  ...definedIn('src/pages/evidence-routes.tsx', evidenceRoutes),
];
