/**
 * End to end, nothing stood in: the site built against the local backend, forms filled in Chromium,
 * rows landing in real Postgres (PGlite) through the data API (as role anon, under row-level
 * security) and through the real schedule-demo edge function running in Deno.
 */
import { MIN_FILL_MS } from '../../src/islands/forms/bot-checks.ts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { TEST_PORT_OFFSET } from '../helpers/test-build-env.ts';
import { startStaticServer } from '../../tools/preview-server/static-server.ts';
import { startLocalBackend, type LocalBackend } from '../../tools/local-backend/index.ts';

const BACKEND_PORT = 54331 + TEST_PORT_OFFSET;
const ROOT = new URL('../..', import.meta.url).pathname;
let out: string;
let backend: LocalBackend;
let browser: Browser;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'vertiq-e2e-'));
  const build = promisify(execFile)('npx', ['tsx', 'cli/index.ts', 'build', '--out', join(out, 'dist'), '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`, SITE_URL: 'http://localhost:4173' },
  });
  [backend] = await Promise.all([startLocalBackend({ port: BACKEND_PORT, dataDir: 'memory://', quiet: true }), build]);
  site = await startStaticServer({ root: join(out, 'dist'), port: 0 });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await backend?.close();
  await rm(out, { recursive: true, force: true });
});

describe('forms against the local backend', () => {
  it('a trial started on /pricing becomes one row in trial_leads', async () => {
    const page = await browser.newPage();
    await page.clock.install(); // the forms drop submits faster than MIN_FILL_MS; time is moved on below
    await page.goto(`${site.url}/pricing`);
    await page.locator('[data-island="PricingPlans"][data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Work email').fill('ada.okafor@lender.example');
    await page.getByLabel('Company name').fill('Example Lending Co');
    await page.getByLabel('Job title').selectOption('COO/Operations Director');
    await page.getByLabel('Industry').selectOption('Financial Services');
    await page.getByLabel('Company size').selectOption('201-500 employees');
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
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
  });

  it('a demo scheduled on /demo becomes a row in demo_requests, stored by the edge function', async () => {
    const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
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
    await context.close();
  });

  it('a newsletter address lands once; subscribing it again answers exactly as the first time', async () => {
    const page = await browser.newPage();
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
  });
});
