import type { HandlerDeps } from './handler-deps.ts';

/** The real dependencies a deployed function runs with (Deno only: reads Deno.env). */
export function runtimeDeps(): HandlerDeps {
  return {
    env: (name) => Deno.env.get(name),
    fetch: (input, init) => fetch(input, init),
    now: () => new Date(),
  };
}
