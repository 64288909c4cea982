/**
 * What a function handler needs from the outside world. index.ts passes the real ones
 * (Deno.env, fetch, the system clock); tests pass fakes, so no handler touches the network
 * or the environment directly.
 */
export interface HandlerDeps {
  /** Reads a secret or setting, e.g. SALES_WEBHOOK_URL; undefined when unset. */
  env: (name: string) => string | undefined;
  fetch: typeof fetch;
  now: () => Date;
  /** How long an outbound call (sales webhook, data API) may take; default 5 s. */
  outboundTimeoutMs?: number;
  /** Where server-side details of a failure go (the function logs on Supabase). */
  logError?: (message: string) => void;
}

export const DEFAULT_OUTBOUND_TIMEOUT_MS = 5_000;

export function outboundTimeout(deps: HandlerDeps): number {
  return deps.outboundTimeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS;
}

export function logError(deps: HandlerDeps, message: string): void {
  (deps.logError ?? console.error)(message);
}

/** A URL setting that may be empty in a .env file counts as unset. */
export function readSetting(deps: HandlerDeps, name: string): string | undefined {
  const value = deps.env(name)?.trim();
  return value ? value : undefined;
}
