/**
 * Site origin and backend settings, read from the environment (and `.env`) once and validated
 * (DECISIONS.md "Identity and configuration"). Node-only: the client bundle gets the two backend
 * values compiled in by generator/scripts.ts.
 */
import { readFileSync, existsSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { CLIENT_RUNTIMES, type ClientRuntime } from '../generator/site.ts';

/**
 * The documented Supabase local-development anon key (public by design; `supabase start` prints it).
 * Defined here, not in the local backend, because the product never imports tooling; the local
 * backend imports it from this module.
 */
export const LOCAL_DEV_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface SiteConfig {
  /** Absolute origin without trailing slash, e.g. https://www.vertiq.example */
  siteUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  production: boolean;
  /** What hydrates the islands in the browser (generator/site.ts, `ClientRuntime`). */
  clientRuntime: ClientRuntime;
}

export const CONFIG_DEFAULTS = {
  SITE_URL: 'http://localhost:4173',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: LOCAL_DEV_ANON_KEY,
} as const;

/**
 * Not required in production, unlike the three above: the default is a sound choice for any
 * deployment. `--client` on the command line sets it (cli/index.ts).
 */
export const CLIENT_RUNTIME_DEFAULT: ClientRuntime = 'preact';

type ConfigVar = keyof typeof CONFIG_DEFAULTS;
const CONFIG_VARS = [...(Object.keys(CONFIG_DEFAULTS) as ConfigVar[]), 'CLIENT_RUNTIME'] as const;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads `.env` in `cwd` when present. Variables already set in the environment win, as dotenv does. */
export function readEnvFile(cwd: string): Record<string, string> {
  const file = `${cwd}/.env`;
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
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
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')).role;
  } catch {
    return undefined;
  }
}

/**
 * Only the public anon key may reach the browser bundle. A service-role JWT or a new-style secret
 * key (`sb_secret_...`) here is a leak waiting to ship, so it is refused in every mode.
 */
export function secretKeyProblem(key: string): string | undefined {
  if (key.startsWith('sb_secret_')) return 'SUPABASE_ANON_KEY is a secret key (sb_secret_...); use the publishable/anon key.';
  const role = jwtRole(key);
  if (role && role !== 'anon') return `SUPABASE_ANON_KEY carries role "${role}"; only the public anon key may reach the browser.`;
  return undefined;
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
  const clientRuntime = (env.CLIENT_RUNTIME?.trim() || CLIENT_RUNTIME_DEFAULT) as ClientRuntime;
  if (!CLIENT_RUNTIMES.includes(clientRuntime)) problems.push(`CLIENT_RUNTIME must be ${CLIENT_RUNTIMES.map((r) => `"${r}"`).join(' or ')}: "${clientRuntime}".`);
  const leak = secretKeyProblem(supabaseAnonKey);
  if (leak) problems.push(leak);
  if (options.production && env.SUPABASE_ANON_KEY?.trim() === LOCAL_DEV_ANON_KEY) {
    problems.push('SUPABASE_ANON_KEY is the local development key; a production build needs the project\'s anon key.');
  }
  if (problems.length) throw new ConfigError(problems);
  return { siteUrl, supabaseUrl, supabaseAnonKey, production: options.production, clientRuntime };
}

/** The process environment merged over `.env` (the environment wins). */
export function loadEnvironment(cwd = process.cwd()): Record<string, string | undefined> {
  return { ...readEnvFile(cwd), ...process.env };
}

export { CONFIG_VARS };
