/** Routes of home, solutions, features and technology. Filled by the page-family work. */
import type { RouteDef } from '../render/route.ts';
export const productRoutes: RouteDef[] = [];
