import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, ConfigError, LOCAL_DEV_ANON_KEY, LOCAL_DEV_PUBLISHABLE_KEY, browserKeyKind, resolveConfig, secretKeyProblem } from '../../src/config.ts';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;
const PROD = {
  SITE_URL: 'https://www.vertiq.example',
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_ANON_KEY: jwt({ role: 'anon', iss: 'supabase' }),
};

function problems(env: Record<string, string | undefined>, production: boolean): string[] {
  try {
    resolveConfig(env, { production });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('resolveConfig', () => {
  it('uses the local defaults in development', () => {
    expect(resolveConfig({}, { production: false })).toEqual({
      siteUrl: CONFIG_DEFAULTS.SITE_URL,
      supabaseUrl: CONFIG_DEFAULTS.SUPABASE_URL,
      supabaseAnonKey: LOCAL_DEV_ANON_KEY,
      production: false,
      clientRuntime: 'preact',
    });
  });

  it('reads CLIENT_RUNTIME, not required in production, and refuses an unknown runtime', () => {
    expect(resolveConfig({ CLIENT_RUNTIME: 'react' }, { production: false }).clientRuntime).toBe('react');
    expect(resolveConfig(PROD, { production: true }).clientRuntime).toBe('preact');
    expect(problems({ CLIENT_RUNTIME: 'vue' }, false)).toEqual(['CLIENT_RUNTIME must be "preact" or "react": "vue".']);
  });

  it('accepts public values in production and strips trailing slashes', () => {
    const config = resolveConfig({ ...PROD, SITE_URL: 'https://www.vertiq.example/' }, { production: true });
    expect(config.siteUrl).toBe('https://www.vertiq.example');
    expect(config.production).toBe(true);
  });

  it('names every missing variable in production, all at once', () => {
    const list = problems({}, true).join('\n');
    for (const name of ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY']) expect(list).toContain(`${name} is not set`);
  });

  it.each([
    ['SITE_URL', 'http://localhost:4173'],
    ['SUPABASE_URL', 'http://127.0.0.1:54321'],
    ['SITE_URL', 'http://[::1]:8080'],
  ])('refuses a local %s (%s) in production', (name, value) => {
    expect(problems({ ...PROD, [name]: value }, true).join('\n')).toMatch(new RegExp(`${name} points at a local address`));
  });

  it('refuses plain http and malformed URLs in production', () => {
    expect(problems({ ...PROD, SITE_URL: 'http://www.vertiq.example' }, true).join()).toMatch(/SITE_URL must use https/);
    expect(problems({ ...PROD, SUPABASE_URL: 'not a url' }, true).join()).toMatch(/SUPABASE_URL is not a valid URL/);
  });

  it('refuses the local development keys (legacy and publishable) in production', () => {
    expect(problems({ ...PROD, SUPABASE_ANON_KEY: LOCAL_DEV_ANON_KEY }, true).join()).toMatch(/local development key/);
    expect(problems({ ...PROD, SUPABASE_ANON_KEY: LOCAL_DEV_PUBLISHABLE_KEY }, true).join()).toMatch(/local development key/);
    expect(problems({ SUPABASE_ANON_KEY: LOCAL_DEV_PUBLISHABLE_KEY }, false)).toEqual([]);
  });

  it('accepts either key generation for the browser: a publishable key or the legacy anon JWT', () => {
    const publishable = 'sb_publishable_Xk2b9QvT1mZr8yW4nLcPdA_7hJq0sEf';
    expect(resolveConfig({ ...PROD, SUPABASE_ANON_KEY: publishable }, { production: true }).supabaseAnonKey).toBe(publishable);
    expect(resolveConfig(PROD, { production: true }).supabaseAnonKey).toBe(PROD.SUPABASE_ANON_KEY);
    expect(browserKeyKind(publishable)).toEqual({ kind: 'publishable' });
    expect(browserKeyKind(PROD.SUPABASE_ANON_KEY)).toEqual({ kind: 'legacy-anon' });
  });

  it('refuses a key of neither kind (a typo, another service\'s key) with a message saying what is expected', () => {
    for (const key of ['my-anon-key', 'sb_publishable_', jwt({ iss: 'supabase' })]) {
      expect(problems({ ...PROD, SUPABASE_ANON_KEY: key }, true).join()).toMatch(/neither a publishable key \(sb_publishable_\.\.\.\) nor a legacy anon key/);
    }
  });

  it('refuses a service-role or secret key in any mode, so it can never reach the bundle', () => {
    const service = jwt({ role: 'service_role' });
    expect(problems({ ...PROD, SUPABASE_ANON_KEY: service }, true).join()).toMatch(/role "service_role"/);
    expect(problems({ SUPABASE_ANON_KEY: service }, false).join()).toMatch(/role "service_role"/);
    expect(secretKeyProblem('sb_secret_abc123')).toMatch(/secret key \(sb_secret_\.\.\.\); use the project's publishable key/);
    expect(problems({ SUPABASE_ANON_KEY: 'sb_secret_abc123' }, false).join()).toMatch(/secret key/);
    expect(secretKeyProblem('sb_publishable_abc123')).toBeUndefined();
    expect(secretKeyProblem(LOCAL_DEV_ANON_KEY)).toBeUndefined();
  });
});
