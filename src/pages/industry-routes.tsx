/** Routes of the industry and audience pages. Filled by the page-family work. */
import type { RouteDef } from '../render/route.ts';
export const industryRoutes: RouteDef[] = [];
