/**
 * A visitor over a limit, end to end (issue 21): the site built against the local backend, the
 * real migrations deciding in Postgres (PGlite), the real schedule-demo function in Deno. The
 * page shows the limit message the backend sends, keeps every value, and makes exactly one
 * request per click: a 429's Retry-After drives nothing in the page (docs/product-rules.md#calls and
 * #error-messages: the visitor reads the message and may resubmit).
 */
import { MIN_FILL_MS } from '../../src/islands/forms/bot-checks.ts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { startLocalBackend, type LocalBackend } from '../../runtime/local-backend/index.ts';
import { RATE_LIMIT_MESSAGE, SUBMISSION_LIMITS } from '../../supabase/functions/_shared/limits.ts';
import { LEAD_LIMITS } from '../../supabase/functions/_shared/ceilings.ts';
import { emptyLeadTables } from '../backend/support/database.ts';
import { LENDER_COO, sendTrialFromPricing } from '../helpers/trial-form.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
let out: string;
let backend: LocalBackend;
let browser: Browser;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'vertiq-limits-e2e-'));
  // Any free port: the build is made after the backend is up, with its URL.
  backend = await startLocalBackend({ port: 0, dataDir: 'memory://', quiet: true });
  await promisify(execFile)('npx', ['tsx', 'cli/index.ts', 'build', '--out', join(out, 'dist'), '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_URL: backend.url, SITE_URL: 'http://localhost:4173' },
  });
  site = await startStaticServer({ root: join(out, 'dist'), port: 0 });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await backend?.close();
  await rm(out, { recursive: true, force: true });
});

beforeEach(async () => {
  await emptyLeadTables({ exec: async (sql) => void (await backend.query(sql)) });
});

/** Puts a counter at its limit, as if the window had just been used up. */
async function useUp(bucket: string, key: string, hits: number): Promise<void> {
  await backend.query(`insert into private.submission_counts (bucket, client_address, window_start, hits) values ($1, $2, now(), $3)`, [
    bucket,
    key,
    hits,
  ]);
}

/** The answers the page received for requests whose URL contains `part`. */
function answersTo(page: Page, part: string): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    // The submissions only: not the preflights, nor the GET of a function's proof-of-work challenge.
    if (response.url().includes(part) && response.request().method() === 'POST') answers.push(response);
  });
  return answers;
}

// The catalogue's message: the alert's first line (a failed request adds the sales contact on a line of its own).
const errorText = async (page: Page) => (await page.locator('[data-form-error]').innerText()).split('\n')[0];

describe('a visitor over a limit', () => {
  it('trial: the insert over the per-address limit shows the limit message, keeps the values, and is sent once', async () => {
    // The stand-in hands the database the socket's address as cf-connecting-ip, as Cloudflare does.
    await useUp('trial_leads', '127.0.0.1', SUBMISSION_LIMITS.trial_leads.maxPerWindow);
    const page = await browser.newPage();
    await page.clock.install();
    const inserts = answersTo(page, '/rest/v1/trial_leads');
    await sendTrialFromPricing(page, site.url, LENDER_COO);

    await expect.poll(() => errorText(page), { timeout: 20_000 }).toBe(RATE_LIMIT_MESSAGE);
    expect(inserts).toHaveLength(1);
    expect(inserts[0].status()).toBe(429);
    const retryAfter = Number(await inserts[0].headerValue('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SUBMISSION_LIMITS.trial_leads.windowSeconds);
    expect(await page.getByLabel('Work email').inputValue()).toBe('ada.okafor@lender.example');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Example Lending Co');
    // Retry-After starts no timer in the page: a minute on, still one request and the same message.
    await page.clock.fastForward(retryAfter * 1000 + 60_000);
    expect(inserts).toHaveLength(1);
    expect(await errorText(page)).toBe(RATE_LIMIT_MESSAGE);
    expect(await page.locator('[data-form-success]').count()).toBe(0);
    expect((await backend.query<{ n: number }>('select count(*)::int as n from trial_leads')).rows[0].n).toBe(0);
    await page.close();
  });

  it('demo: schedule-demo over the per-lead limit answers 429 with Retry-After; the page shows the limit message, stores nothing', async () => {
    const email = 'ada.okafor@lender.example';
    const [{ key }] = (await backend.query<{ key: string }>('select md5(lower($1)) as key', [email])).rows;
    await useUp('demo_requests:email', key, LEAD_LIMITS.demo_requests.email.maxPerWindow);
    const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.clock.install();
    const calls = answersTo(page, '/functions/v1/schedule-demo');
    await page.goto(`${site.url}/demo`);
    await page.locator('[data-island="DemoRequestForm"][data-hydrated]').waitFor();
    await page.getByLabel('Full name').fill('Ada Okafor');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company name').fill('Example Lending Co');
    await page.getByLabel('Preferred date and time').fill('2099-12-08T09:30');
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Schedule Demo' }).click();

    await expect.poll(() => errorText(page), { timeout: 20_000 }).toBe(RATE_LIMIT_MESSAGE);
    expect(calls).toHaveLength(1);
    expect(calls[0].status()).toBe(429);
    expect(Number(await calls[0].headerValue('retry-after'))).toBeGreaterThan(0);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Okafor');
    expect((await backend.query<{ n: number }>('select count(*)::int as n from demo_requests')).rows[0].n).toBe(0);
    await context.close();
  });
});
