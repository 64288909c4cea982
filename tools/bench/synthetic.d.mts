import type { EngineRoute } from '../../generator/config/site.ts';

export function syntheticRoutes<R extends EngineRoute>(real: R[], count: number): R[];
