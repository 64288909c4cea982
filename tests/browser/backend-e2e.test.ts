/**
 * End to end, nothing stood in: the site built against the local backend, forms filled in Chromium,
 * rows landing in real Postgres (PGlite) through the data API (as role anon, under row-level
 * security) and through the real edge functions running in Deno. Run once per browser key a
 * project created today may hand out (issue 21): the publishable key (sb_publishable_..., not a
 * JWT) and the legacy anon JWT; the site is built once with each, in parallel.
 */
import { MIN_FILL_MS } from '../../src/islands/forms/bot-checks.ts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { TEST_PORT_OFFSET } from '../helpers/test-build-env.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, startLocalBackend, type LocalBackend } from '../../runtime/local-backend/index.ts';
import { emptyLeadTables } from '../backend/support/database.ts';
import { challengeHeaders, functionHeaders, insertHeaders } from '../../runtime/check-backend/requests.ts';
import { LENDER_COO, sendTrialFromPricing } from '../helpers/trial-form.ts';

const BACKEND_PORT = 54331 + TEST_PORT_OFFSET;
const ROOT = new URL('../..', import.meta.url).pathname;
const KEY_KINDS = [
  ['a publishable key', LOCAL_PUBLISHABLE_KEY],
  ['the legacy anon key', LOCAL_ANON_KEY],
] as const;

let out: string;
let backend: LocalBackend;
let browser: Browser;
const sites = new Map<string, { url: string; close: () => Promise<void> }>();

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'vertiq-e2e-'));
  const builds = KEY_KINDS.map(([, key]) =>
    promisify(execFile)('npx', ['tsx', 'cli/index.ts', 'build', '--out', join(out, key), '--quiet'], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`, SITE_URL: 'http://localhost:4173', SUPABASE_ANON_KEY: key },
    }),
  );
  [backend] = await Promise.all([startLocalBackend({ port: BACKEND_PORT, dataDir: 'memory://', quiet: true }), ...builds]);
  for (const [, key] of KEY_KINDS) sites.set(key, await startStaticServer({ root: join(out, key), port: 0 }));
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const site of sites.values()) await site.close();
  await backend?.close();
  await rm(out, { recursive: true, force: true });
});

/** Headers the browser sets itself on every request; the rest are the site's. */
const BROWSER_HEADERS = /^(accept|accept-language|accept-encoding|referer|user-agent|origin|host|connection|content-length|sec-.*)$/;

/**
 * The apikey of every call the page makes to the backend (preflights carry none), and a check that
 * the site's own headers are exactly the ones `npm run check-backend` sends (runtime/check-backend).
 */
function recordApiKeys(page: Page): (string | undefined)[] {
  const sent: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(backend.url) || request.method() === 'OPTIONS') return;
    const headers = request.headers();
    sent.push(headers.apikey);
    const path = new URL(request.url()).pathname;
    const siteHeaders = Object.keys(headers).filter((name) => !BROWSER_HEADERS.test(name)).sort();
    headerSets.push({ path: `${request.method()} ${path}`, site: siteHeaders, check: checkHeaderNames(request.method(), path, headers.apikey ?? '') });
  });
  return sent;
}

const headerSets: { path: string; site: string[]; check: string[] }[] = [];

function checkHeaderNames(method: string, path: string, key: string): string[] {
  const idempotent = path !== '/rest/v1/newsletter_subscribers';
  const headers = !path.startsWith('/functions/')
    ? insertHeaders(key, 'x', idempotent ? 'k' : undefined)
    : method === 'GET'
      ? challengeHeaders(key, 'x')
      : functionHeaders(key, 'x', 'k');
  return Object.keys(headers).map((name) => name.toLowerCase()).filter((name) => name !== 'origin').sort();
}

afterAll(() => {
  // Every call of every flow: the site sent exactly the headers check-backend sends.
  expect(headerSets.length).toBeGreaterThan(0);
  for (const { path, site, check } of headerSets) expect({ path, headers: site }).toEqual({ path, headers: check });
});

describe.each(KEY_KINDS)('forms against the local backend, built with %s', (_kind, key) => {
  let site: { url: string };
  beforeAll(async () => {
    site = sites.get(key)!;
    await emptyLeadTables({ exec: async (sql) => void (await backend.query(sql)) });
  });

  it('a trial started on /pricing becomes one row in trial_leads', async () => {
    const page = await browser.newPage();
    const sent = recordApiKeys(page);
    await page.clock.install(); // the forms drop submits faster than MIN_FILL_MS; time is moved on below
    await sendTrialFromPricing(page, site.url, LENDER_COO);
    await page.locator('[data-form-success]').waitFor({ timeout: 20_000 });

    const { rows } = await backend.query<Record<string, unknown>>('select first_name, last_name, email, company_name, job_title, industry, company_size, phone from trial_leads');
    expect(rows).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Okafor',
        email: 'ada.okafor@lender.example',
        company_name: 'Example Lending Co',
        job_title: 'COO/Operations Director',
        industry: 'Financial Services',
        company_size: '201-500 employees',
        phone: null,
      },
    ]);
    // The webhook's proof-of-work challenge (fetched on the first input), the insert and the trial-webhook call, all with this key.
    expect(sent).toEqual([key, key, key]);
    const { rows: notified } = await backend.query<{ n: number }>('select count(*)::int as n from trial_leads where notified_at is not null');
    expect(notified[0].n).toBe(1);
  });

  it('a demo scheduled on /demo becomes a row in demo_requests, stored by the edge function', async () => {
    const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    const sent = recordApiKeys(page);
    await page.clock.install();
    await page.goto(`${site.url}/demo`);
    await page.locator('[data-island="DemoRequestForm"][data-hydrated]').waitFor();
    await page.getByLabel('Full name').fill('Ada Okafor');
    await page.getByLabel('Work email').fill('ada.okafor@lender.example');
    await page.getByLabel('Company name').fill('Example Lending Co');
    await page.getByLabel('Preferred date and time').fill('2099-12-08T09:30');
    await page.getByLabel('Notes').fill('Covenant monitoring');
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await page.locator('[data-form-success]').waitFor({ timeout: 20_000 });

    const { rows } = await backend.query<Record<string, unknown>>(
      "select name, email, company, phone, to_char(preferred_date, 'YYYY-MM-DD\"T\"HH24:MI') as preferred_date, timezone, notes from demo_requests",
    );
    expect(rows).toEqual([
      { name: 'Ada Okafor', email: 'ada.okafor@lender.example', company: 'Example Lending Co', phone: null, preferred_date: '2099-12-08T09:30', timezone: 'Europe/Berlin', notes: 'Covenant monitoring' },
    ]);
    // The challenge, then the call with its solved proof: the real function verified it, recorded it, and
    // counted the call against the visitors' ceiling, not the small one of unproven calls.
    expect(sent).toEqual([key, key]);
    const { rows: proofs } = await backend.query<{ n: number }>('select count(*)::int as n from private.used_proofs');
    expect(proofs[0].n).toBeGreaterThanOrEqual(1);
    const { rows: unproven } = await backend.query<{ n: number }>("select count(*)::int as n from private.submission_counts where bucket like '%:unproven'");
    expect(unproven[0].n).toBe(0);
    await context.close();
  });

  it('a newsletter address lands once; subscribing it again answers exactly as the first time', async () => {
    const page = await browser.newPage();
    const sent = recordApiKeys(page);
    await page.clock.install();
    const thanks: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto(`${site.url}/trends`);
      const island = page.locator('[data-island="NewsletterForm"]');
      await island.scrollIntoViewIfNeeded();
      await page.locator('[data-island="NewsletterForm"][data-hydrated]').waitFor();
      await island.getByLabel('Work email').fill('Risk.Officer@Insurer.example');
      await page.clock.fastForward(MIN_FILL_MS);
      await island.getByRole('button', { name: 'Subscribe' }).click();
      await page.locator('[data-form-success]').waitFor({ timeout: 20_000 });
      thanks.push(await page.locator('[data-form-success]').innerText());
    }
    // The backend no longer tells anyone whether an address was on the list.
    expect(thanks[1]).toBe(thanks[0]);
    const { rows } = await backend.query<{ n: number }>('select count(*)::int as n from newsletter_subscribers');
    expect(rows[0].n).toBe(1);
    expect(sent).toEqual([key, key]);
  });
});
