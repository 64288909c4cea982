/**
 * Site origin and backend settings, read from the environment (and `.env`) once and validated
 * (docs/product-rules.md#identity-and-configuration). Node-only: the client bundle gets the two backend
 * values compiled in by generator/outputs/scripts.ts.
 */
import { loadEnvironment } from '../generator/config/environment.mjs';
import { CLIENT_RUNTIMES, DEFAULT_CLIENT_RUNTIME, type ClientRuntime } from '../generator/config/site.ts';
import type { BuildProblem } from '../generator/check/errors.ts';

/**
 * The documented Supabase local-development anon key (public by design; `supabase start` prints it).
 * Defined here, not in the local backend, because the product never imports tooling; the local
 * backend imports it from this module.
 */
export const LOCAL_DEV_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * The publishable key the current Supabase CLI prints for every local stack (`supabase status`);
 * public, and accepted only by a local backend. The local stand-in imports it from here too.
 */
export const LOCAL_DEV_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export interface SiteConfig {
  /** Absolute origin without trailing slash, e.g. https://www.vertiq.example */
  siteUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  production: boolean;
  /** What hydrates the islands in the browser (generator/config/site.ts, `ClientRuntime`). */
  clientRuntime: ClientRuntime;
}

/**
 * The site's configuration variables and their development defaults: the one list of them. The
 * build fingerprint covers exactly these (cli/build.ts passes CONFIG_VARIABLES to
 * generator/session/build-stamp.mjs), README's "Configuration" table lists them, and resolveConfig reads no
 * other (tests/unit/config-variables.test.ts holds all three to this object).
 */
export const CONFIG_DEFAULTS = {
  SITE_URL: 'http://localhost:4173',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: LOCAL_DEV_ANON_KEY,
} as const;

type ConfigVar = keyof typeof CONFIG_DEFAULTS;
/**
 * CLIENT_RUNTIME is optional in every build (the engine's DEFAULT_CLIENT_RUNTIME suits any
 * deployment), so it has no entry in CONFIG_DEFAULTS. `build --client` and `dev --client` override it.
 */
export const CONFIG_VARIABLES = [...(Object.keys(CONFIG_DEFAULTS) as ConfigVar[]), 'CLIENT_RUNTIME'] as const;

export class ConfigError extends Error {
  constructor(
    public readonly problems: string[],
    /** What a production build refuses in the content (placeholder identity values, src/readiness.ts), refused with the settings. */
    public readonly contentProblems: BuildProblem[] = [],
  ) {
    super(`Configuration refused:\n${[...problems, ...contentProblems.map((p) => `${p.where}: ${p.message}`)].map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function isLocalHost(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host.startsWith('127.') || host === '0.0.0.0';
  } catch {
    return false;
  }
}

/** Decodes a JWT's payload without verifying it: we only need to know which role a key claims. */
function jwtRole(key: string): string | undefined {
  const parts = key.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const role: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')).role;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return undefined;
  }
}

/** The two kinds of key a browser may hold: today's publishable key, or the legacy anon JWT. */
export type BrowserKeyKind = 'publishable' | 'legacy-anon';

/**
 * Which kind of browser key `key` is, or the problem with it. Only a public key may reach the
 * browser bundle: a secret key of either generation (`sb_secret_...`, or a JWT with role
 * service_role) here is a leak waiting to ship, so it is refused in every mode, as is anything
 * that is neither kind (a typo, a key of another service), which no Supabase gateway accepts.
 */
export function browserKeyKind(key: string): { kind: BrowserKeyKind } | { problem: string } {
  if (key.startsWith('sb_secret_')) {
    return { problem: 'SUPABASE_ANON_KEY is a secret key (sb_secret_...); use the project\'s publishable key (sb_publishable_...) or legacy anon key.' };
  }
  if (/^sb_publishable_\S+$/.test(key)) return { kind: 'publishable' };
  const role = jwtRole(key);
  if (role === 'anon') return { kind: 'legacy-anon' };
  if (role) return { problem: `SUPABASE_ANON_KEY carries role "${role}"; only the publishable key or the legacy anon key may reach the browser.` };
  return { problem: 'SUPABASE_ANON_KEY is neither a publishable key (sb_publishable_...) nor a legacy anon key (a JWT with role "anon"); copy it from the dashboard\'s API Keys page.' };
}

/** The refusal of a key that must not (or cannot) be the browser's key; undefined for a public key. */
export function secretKeyProblem(key: string): string | undefined {
  const verdict = browserKeyKind(key);
  return 'problem' in verdict ? verdict.problem : undefined;
}

/**
 * Resolves and validates the configuration. Pure: give it the environment; it throws ConfigError
 * listing every problem at once, so a release engineer fixes them in one go.
 */
export function resolveConfig(env: Record<string, string | undefined>, options: { production: boolean }): SiteConfig {
  const problems: string[] = [];
  const value = (name: ConfigVar): string => {
    const raw = env[name]?.trim();
    if (raw) return raw;
    if (options.production) problems.push(`${name} is not set (required for --production).`);
    return CONFIG_DEFAULTS[name];
  };
  const siteUrl = value('SITE_URL').replace(/\/+$/, '');
  const supabaseUrl = value('SUPABASE_URL').replace(/\/+$/, '');
  const supabaseAnonKey = value('SUPABASE_ANON_KEY');

  for (const [name, url] of [['SITE_URL', siteUrl], ['SUPABASE_URL', supabaseUrl]] as const) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${name} is not a valid URL: "${url}".`);
      continue;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') problems.push(`${name} must be an http(s) URL: "${url}".`);
    if (options.production && env[name]?.trim()) {
      if (isLocalHost(url)) problems.push(`${name} points at a local address (${url}); a production build needs the public URL.`);
      else if (parsed.protocol !== 'https:') problems.push(`${name} must use https in production: "${url}".`);
    }
  }
  const clientRuntime = (env.CLIENT_RUNTIME?.trim() || DEFAULT_CLIENT_RUNTIME) as ClientRuntime;
  if (!CLIENT_RUNTIMES.includes(clientRuntime)) problems.push(`CLIENT_RUNTIME must be ${CLIENT_RUNTIMES.map((r) => `"${r}"`).join(' or ')}: "${clientRuntime}".`);
  const leak = secretKeyProblem(supabaseAnonKey);
  if (leak) problems.push(leak);
  const givenKey = env.SUPABASE_ANON_KEY?.trim();
  if (options.production && (givenKey === LOCAL_DEV_ANON_KEY || givenKey === LOCAL_DEV_PUBLISHABLE_KEY)) {
    problems.push('SUPABASE_ANON_KEY is the local development key; a production build needs the project\'s publishable (or legacy anon) key.');
  }
  if (problems.length) throw new ConfigError(problems);
  return { siteUrl, supabaseUrl, supabaseAnonKey, production: options.production, clientRuntime };
}

/** The process environment merged over `.env` (the environment wins): the engine's one reader of both. */
export { loadEnvironment };
