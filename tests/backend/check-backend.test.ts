/**
 * `npm run check-backend` against the stand-in of today's Supabase (issue 21): it passes with a
 * publishable key and with the legacy anon key, notifies nobody, leaves rows that are recognisably
 * test rows, and names each fault it knows when that fault is injected: ALLOWED_ORIGINS without the
 * site's origin, functions deployed with verify_jwt, a missing migration, anon able to read leads,
 * and a key of the wrong kind.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LocalBackend,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  startLocalBackend,
} from '../../runtime/local-backend/index.ts';
import { type CheckReport, checkBackend, cleanupStatements, formatResult } from '../../runtime/check-backend/index.ts';
import { createScheduleDemoHandler } from '../../supabase/functions/_shared/schedule-demo-handler.ts';
import { DATABASE_START_TIMEOUT_MS, emptyLeadTables } from './support/database.ts';
import { fakeDeps, postJson } from './support/handler-harness.ts';
import { validDemoRequest } from './support/sample-data.ts';

const SITE = 'https://www.vertiq.example';
const ROOT = new URL('../..', import.meta.url).pathname;
const notifications: unknown[] = [];
let receiver: Server;
let backend: LocalBackend;
let verifyJwtBackend: LocalBackend;

const failures = (report: CheckReport) => report.results.filter((result) => !result.ok).map(formatResult);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    notifications.push(req.url);
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const salesWebhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sales`;
  [backend, verifyJwtBackend] = await Promise.all([
    startLocalBackend({ port: 0, dataDir: 'memory://', quiet: true, allowedOrigins: SITE, salesWebhookUrl }),
    // A project whose functions were deployed without --no-verify-jwt.
    startLocalBackend({ port: 0, dataDir: 'memory://', quiet: true, allowedOrigins: SITE, salesWebhookUrl, verifyJwt: { 'trial-webhook': true, 'schedule-demo': true } }),
  ]);
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([backend?.close(), verifyJwtBackend?.close()]);
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(async () => {
  await emptyLeadTables({ exec: async (sql) => void (await backend.query(sql)) });
  notifications.length = 0;
});

describe('check-backend on a healthy project', () => {
  it.each([
    ['a publishable key', LOCAL_PUBLISHABLE_KEY, 'a publishable key'],
    ['the legacy anon key', LOCAL_ANON_KEY, 'the legacy anon key'],
  ])('passes every check with %s, stores marked test rows and notifies nobody', async (_label, key, kindLine) => {
    const report = await checkBackend({ url: backend.url, key, origin: SITE });
    expect(failures(report)).toEqual([]);
    expect(report.results.map((result) => result.name)).toEqual([
      'key kind',
      'CORS preflight challenge trial-webhook',
      'CORS preflight challenge schedule-demo',
      'CORS preflight table trial_leads',
      'CORS preflight table newsletter_subscribers',
      'CORS preflight function trial-webhook',
      'CORS preflight function schedule-demo',
      'insert trial_leads',
      'insert newsletter_subscribers',
      'proof-of-work challenge trial-webhook',
      'call trial-webhook',
      'proof-of-work challenge schedule-demo',
      'call schedule-demo',
      'replayed proof of work refused',
      'anon cannot read trial_leads',
      'anon cannot read newsletter_subscribers',
      'anon cannot read demo_requests',
    ]);
    expect(formatResult(report.results[0])).toBe(`PASS  key kind: ${kindLine}${key === LOCAL_ANON_KEY ? ' (a JWT with role anon)' : ' (sb_publishable_...)'}`);
    expect(report.testEmail).toMatch(/^check-backend\+[0-9a-f]{8}@example\.invalid$/);
    for (const table of ['trial_leads', 'newsletter_subscribers', 'demo_requests']) {
      expect((await backend.query(`select email from ${table}`)).rows).toEqual([{ email: report.testEmail }]);
    }
    expect(notifications).toEqual([]);
    // Both calls carried a proof (the ceiling for everyone counted them, the unproven one nothing); the replay stored nothing.
    const counted = await backend.query<{ bucket: string; hits: number }>(`select bucket, hits from private.submission_counts where bucket like '%:everyone' or bucket like '%:unproven' order by bucket`);
    expect(counted.rows.filter((row) => /^(trial-webhook|schedule-demo):/.test(row.bucket))).toEqual([
      { bucket: 'schedule-demo:everyone', hits: 1 },
      { bucket: 'trial-webhook:everyone', hits: 1 },
    ]);
    // The cleanup the report prints removes them all.
    for (const statement of cleanupStatements()) await backend.query(statement);
    for (const table of ['trial_leads', 'newsletter_subscribers', 'demo_requests']) {
      expect((await backend.query(`select count(*)::int as n from ${table}`)).rows).toEqual([{ n: 0 }]);
    }
  });

  it('the functions notify nobody about an example.invalid address, but do notify about a real one (unit)', async () => {
    const env = { SUPABASE_URL: 'http://supabase.test', SUPABASE_SERVICE_ROLE_KEY: 'service-key', SALES_WEBHOOK_URL: 'http://sales.test/hook' };
    const marked = fakeDeps(env);
    expect((await createScheduleDemoHandler(marked.deps)(postJson({ ...validDemoRequest, email: 'check-backend+1@example.invalid' }))).status).toBe(200);
    expect(marked.calls.filter((call) => call.url === env.SALES_WEBHOOK_URL)).toEqual([]);
    const real = fakeDeps(env);
    expect((await createScheduleDemoHandler(real.deps)(postJson(validDemoRequest))).status).toBe(200);
    expect(real.calls.filter((call) => call.url === env.SALES_WEBHOOK_URL)).toHaveLength(1);
  });

  it('runs as `npm run check-backend`: one line per check, exit code 0; a failing check exits 1', async () => {
    const run = (key: string) =>
      promisify(execFile)('npx', ['tsx', 'cli/index.ts', 'check-backend', '--url', backend.url, '--key', key, '--origin', SITE], { cwd: ROOT }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const good = await run(LOCAL_PUBLISHABLE_KEY);
    expect(good.code).toBe(0);
    expect(good.stdout.split('\n').filter((line) => /^(PASS|FAIL) /.test(line))).toHaveLength(17);
    expect(good.stdout).toContain('All checks passed');
    expect(good.stdout).toMatch(/delete from public\.trial_leads where email like '%@example\.invalid'/);
    const bad = await run(LOCAL_SECRET_KEY);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^FAIL {2}key kind: The --key is a secret key/m);
  }, 60_000);
});

describe('check-backend names each fault', () => {
  it.each([
    ['a secret key (sb_secret_...)', LOCAL_SECRET_KEY, /FAIL {2}key kind: The --key is a secret key \(sb_secret_\.\.\.\); use the project's publishable key/],
    ['a service_role JWT', LOCAL_SERVICE_ROLE_KEY, /FAIL {2}key kind: The --key carries role "service_role"/],
    ['a key of neither kind', 'anon-key-from-somewhere', /FAIL {2}key kind: The --key is neither a publishable key/],
  ])('wrong key kind: %s is refused before anything is sent', async (_label, key, line) => {
    const sent: string[] = [];
    const report = await checkBackend({ url: backend.url, key, origin: SITE, fetch: async (input) => (sent.push(String(input)), new Response()) });
    expect(report.ok).toBe(false);
    expect(failures(report)).toEqual([expect.stringMatching(line)]);
    expect(sent).toEqual([]);
  });

  it('ALLOWED_ORIGINS missing the site origin: both function preflights and calls say so', async () => {
    const origin = 'https://staging.vertiq.example';
    const report = await checkBackend({ url: backend.url, key: LOCAL_PUBLISHABLE_KEY, origin });
    const lines = failures(report);
    expect(lines).toEqual([
      `FAIL  CORS preflight challenge trial-webhook: the functions do not allow the origin ${origin}: ALLOWED_ORIGINS is missing it; run \`supabase secrets set ALLOWED_ORIGINS=${origin}\` (comma-separate several)`,
      `FAIL  CORS preflight challenge schedule-demo: the functions do not allow the origin ${origin}: ALLOWED_ORIGINS is missing it; run \`supabase secrets set ALLOWED_ORIGINS=${origin}\` (comma-separate several)`,
      `FAIL  CORS preflight function trial-webhook: the functions do not allow the origin ${origin}: ALLOWED_ORIGINS is missing it; run \`supabase secrets set ALLOWED_ORIGINS=${origin}\` (comma-separate several)`,
      `FAIL  CORS preflight function schedule-demo: the functions do not allow the origin ${origin}: ALLOWED_ORIGINS is missing it; run \`supabase secrets set ALLOWED_ORIGINS=${origin}\` (comma-separate several)`,
      expect.stringMatching(/^FAIL {2}proof-of-work challenge trial-webhook: This origin may not call this function: ALLOWED_ORIGINS is missing https:\/\/staging/),
      expect.stringMatching(/^FAIL {2}call trial-webhook: This origin may not call this function: ALLOWED_ORIGINS is missing https:\/\/staging/),
      expect.stringMatching(/^FAIL {2}proof-of-work challenge schedule-demo: This origin may not call this function: ALLOWED_ORIGINS is missing https:\/\/staging/),
      expect.stringMatching(/^FAIL {2}call schedule-demo: This origin may not call this function: ALLOWED_ORIGINS is missing https:\/\/staging/),
    ]);
  });

  it('functions deployed with verify_jwt: the publishable key never reaches them, and the check says how to redeploy', async () => {
    const report = await checkBackend({ url: verifyJwtBackend.url, key: LOCAL_PUBLISHABLE_KEY, origin: SITE });
    expect(failures(report)).toEqual([
      'FAIL  proof-of-work challenge trial-webhook: the platform refused the key before the function ran (Missing authorization header): trial-webhook is deployed with verify_jwt; redeploy with `supabase functions deploy trial-webhook --no-verify-jwt` (config.toml sets verify_jwt = false)',
      'FAIL  call trial-webhook: the platform refused the key before the function ran (Invalid JWT): trial-webhook is deployed with verify_jwt; redeploy with `supabase functions deploy trial-webhook --no-verify-jwt` (config.toml sets verify_jwt = false)',
      'FAIL  proof-of-work challenge schedule-demo: the platform refused the key before the function ran (Missing authorization header): schedule-demo is deployed with verify_jwt; redeploy with `supabase functions deploy schedule-demo --no-verify-jwt` (config.toml sets verify_jwt = false)',
      'FAIL  call schedule-demo: the platform refused the key before the function ran (Invalid JWT): schedule-demo is deployed with verify_jwt; redeploy with `supabase functions deploy schedule-demo --no-verify-jwt` (config.toml sets verify_jwt = false)',
    ]);
  });

  it('anon can read leads back (a grant and policy too many): names the table', async () => {
    await backend.query('grant select on public.newsletter_subscribers to anon');
    await backend.query('create policy check_backend_fault on public.newsletter_subscribers for select to anon using (true)');
    try {
      const report = await checkBackend({ url: backend.url, key: LOCAL_PUBLISHABLE_KEY, origin: SITE });
      expect(failures(report)).toEqual([expect.stringMatching(/^FAIL {2}anon cannot read newsletter_subscribers: anon read 1 row\(s\) back: the grants or row-level security/)]);
    } finally {
      await backend.query('drop policy check_backend_fault on public.newsletter_subscribers');
      await backend.query('revoke select on public.newsletter_subscribers from anon');
    }
  });

  it('a project with its legacy keys switched off and no functions deployed: says to use the publishable key and to deploy', async () => {
    const bare = await startLocalBackend({ port: 0, dataDir: 'memory://', quiet: true, allowedOrigins: SITE, legacyKeys: false, functions: false });
    try {
      const report = await checkBackend({ url: bare.url, key: LOCAL_ANON_KEY, origin: SITE });
      const lines = failures(report);
      for (const table of ['trial_leads', 'newsletter_subscribers']) {
        expect(lines).toContain(`FAIL  insert ${table}: this project has its legacy keys switched off: build and check with the publishable key (sb_publishable_...)`);
      }
      for (const table of ['trial_leads', 'newsletter_subscribers', 'demo_requests']) {
        expect(lines).toContain(`FAIL  anon cannot read ${table}: this project has its legacy keys switched off: build and check with the publishable key (sb_publishable_...)`);
      }
      for (const fn of ['trial-webhook', 'schedule-demo']) {
        expect(lines).toContain(`FAIL  CORS preflight function ${fn}: function ${fn} is not deployed: run \`supabase functions deploy ${fn}\``);
        expect(lines).toContain(`FAIL  call ${fn}: function ${fn} is not deployed: run \`supabase functions deploy ${fn} --no-verify-jwt\``);
        expect(lines).toContain(`FAIL  proof-of-work challenge ${fn}: function ${fn} is not deployed: run \`supabase functions deploy ${fn} --no-verify-jwt\``);
        expect(lines).toContain(`FAIL  CORS preflight challenge ${fn}: function ${fn} is not deployed: run \`supabase functions deploy ${fn}\``);
      }
      // With the publishable key the data API side passes.
      const publishable = await checkBackend({ url: bare.url, key: LOCAL_PUBLISHABLE_KEY, origin: SITE });
      expect(failures(publishable).filter((line) => line.includes('insert') || line.includes('anon cannot read'))).toEqual([]);
    } finally {
      await bare.close();
    }
  }, DATABASE_START_TIMEOUT_MS);

  // Last: it drops a table of the shared backend.
  it('a missing migration (no newsletter_subscribers table): says to push the migrations', async () => {
    await backend.query('drop table public.newsletter_subscribers cascade');
    const report = await checkBackend({ url: backend.url, key: LOCAL_PUBLISHABLE_KEY, origin: SITE });
    expect(failures(report)).toEqual([
      'FAIL  insert newsletter_subscribers: the table newsletter_subscribers does not exist: the migrations are missing; run `supabase db push`',
      'FAIL  anon cannot read newsletter_subscribers: the table newsletter_subscribers does not exist: the migrations are missing; run `supabase db push`',
    ]);
  });
});
