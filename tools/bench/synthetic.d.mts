import type { EngineRoute } from '../../generator/site.ts';

export function syntheticRoutes<R extends EngineRoute>(real: R[], count: number): R[];
