/** Routes of pricing, demo, learn, journey, trends (+ articles), prompt engineering, company, legal and 404. Filled by the page-family work. */
import type { RouteDef } from '../render/route.ts';
export const resourceRoutes: RouteDef[] = [];
