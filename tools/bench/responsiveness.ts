/**
 * Interaction to Next Paint of each island's first interaction (issue 11), in headless Chromium at
 * 390 px and 4x CPU slowdown, as Lighthouse's mobile profile: the page loads, the island hydrates,
 * then one real input (CDP mouse or keyboard events) does what a visitor does first with it. The
 * figure is the Event Timing API's duration of that interaction (input to the next paint), the
 * quantity INP is made of. A second figure, for a click that lands before the island's code has
 * arrived, is the time from that click until its effect is on screen (early-input.ts replays it).
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { MIN_FILL_MS } from '../../src/islands/forms/bot-checks.ts';
import { gotoWithIslandCodeHeld } from './hold-island-code.ts';
import { median, table } from './stats.ts';

export interface IslandInteraction {
  island: string;
  path: string;
  /** What the first interaction is, as the report says it. */
  action: string;
  /** Puts the page in the state just before the interaction (scrolls, fills fields). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** True once the interaction's effect is on the page. */
  effect: string;
}

/**
 * A press as a finger or mouse makes it: the button held 60 ms between down and up. Without the
 * hold, CDP delivers down, up and click inside one frame, so the paint after the pointerdown waits
 * for the click's work too, a pile-up no real tap produces.
 */
const PRESS = { delay: 60 } as const;

/**
 * A visitor who has filled a form has its submit button in view when pressing it. Without this the
 * demo form's button sat 21 px below the bottom edge of the 844 px viewport (only the island was
 * scrolled into view), and Chromium then timed the press to the paint of the backend's answer, not
 * to the busy button's: 432-488 ms against a backend answering in 300 ms, 56-80 ms with the button
 * in view (4x CPU).
 */
async function bringSubmitIntoView(page: Page, island: string): Promise<void> {
  await page.locator(`[data-island="${island}"] button[type="submit"]`).evaluate((button) => button.scrollIntoView({ block: 'center' }));
}

/** A form has answered a submit: its button is busy, or it shows an error or the thank-you card. */
const formResponded = (island: string) =>
  `document.querySelector('[data-island="${island}"] button[aria-busy="true"], [data-island="${island}"] [data-form-error]:not(:empty), [data-island="${island}"] [data-form-success]') !== null`;

export const ISLAND_INTERACTIONS: IslandInteraction[] = [
  {
    island: 'HeroActions',
    path: '/',
    action: 'Schedule Demo opens the demo form',
    act: (page) => page.locator('[data-hero-buttons] button', { hasText: 'Schedule Demo' }).click(PRESS),
    // The form's fields, not only its place: the form is built after its date field's warm-up (lazy-forms.tsx), and the
    // frames that build it belong to this interaction.
    effect: `document.querySelector('[data-hero-form] form input[name="preferredDate"]') !== null`,
  },
  {
    island: 'PricingPlans',
    path: '/pricing',
    action: 'Start Free Trial swaps in the trial form',
    act: (page) => page.locator('[data-cta="trial"]').first().click(PRESS),
    effect: `document.querySelector('[data-view="trial"] input[name="first_name"]') !== null`,
  },
  {
    island: 'LearnTabs',
    path: '/learn',
    action: 'a click selects the second tab',
    act: (page) => page.getByRole('tab').nth(1).click(PRESS),
    effect: `document.querySelectorAll('[role="tab"]')[1]?.getAttribute('aria-selected') === 'true'`,
  },
  {
    island: 'DemoWidget',
    path: '/financial-services',
    action: 'Process Document starts the analysis',
    act: (page) => page.getByRole('button', { name: 'Process Document' }).click(PRESS),
    effect: `document.querySelector('[data-island="DemoWidget"] [data-phase="processing"]') !== null`,
  },
  {
    island: 'JourneyBooking',
    path: '/journey',
    action: 'Book Your Free Consultation brings the booking form',
    act: (page) => page.getByRole('button', { name: 'Book Your Free Consultation' }).click(PRESS),
    effect: `document.querySelector('[data-island="JourneyBooking"] form input[name="name"]') !== null`,
  },
  {
    island: 'DemoRequestForm',
    path: '/demo',
    action: 'a filled form is submitted',
    prepare: async (page) => {
      const form = page.locator('[data-island="DemoRequestForm"] form');
      await form.locator('input[name="name"]').fill('Dana Reyes');
      await form.locator('input[name="email"]').fill('dana.reyes@bank.example');
      await form.locator('input[name="company"]').fill('First Harbor Bank');
      await form.locator('input[name="preferredDate"]').fill(`${new Date().getFullYear() + 1}-01-15T10:00`);
      await bringSubmitIntoView(page, 'DemoRequestForm');
      await page.waitForTimeout(MIN_FILL_MS);
    },
    act: (page) => page.locator('[data-island="DemoRequestForm"] form button[type="submit"]').click(PRESS),
    effect: formResponded('DemoRequestForm'),
  },
  {
    island: 'NewsletterForm',
    path: '/trends',
    action: 'an address is subscribed',
    prepare: async (page) => {
      await page.locator('[data-island="NewsletterForm"] input[type="email"]').fill('dana.reyes@bank.example');
      await bringSubmitIntoView(page, 'NewsletterForm');
      await page.waitForTimeout(MIN_FILL_MS);
    },
    act: (page) => page.locator('[data-island="NewsletterForm"] button[type="submit"]').click(PRESS),
    effect: formResponded('NewsletterForm'),
  },
];

export interface InteractionResult {
  island: string;
  path: string;
  action: string;
  /** Median over runs of the interaction's duration, input to next paint (ms). */
  inp: number;
  runs: number[];
  /** Median over runs: a click before the island's code arrived, to its effect on screen (ms). */
  early: number;
  earlyRuns: number[];
}

/** Every Event Timing entry of an interaction is kept; the interaction's duration is the longest. */
const OBSERVE_EVENTS = `window.__events = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push([e.interactionId, e.duration, e.name, Math.round(e.processingStart - e.startTime), Math.round(e.processingEnd - e.processingStart), Math.round(e.startTime + e.duration - e.processingEnd)]); })
  .observe({ type: 'event', durationThreshold: 16, buffered: true });`;

async function newThrottledPage(browser: Browser, cpuSlowdown: number) {
  // bypassCSP: the site's CSP (script-src 'self') refuses the string predicates waitForFunction evaluates.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_EVENTS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/** The interaction's duration, input to next paint (ms), once the island is live; throws if it had no effect. */
export async function measureInteraction(base: string, browser: Browser, s: IslandInteraction, cpuSlowdown: number): Promise<number> {
  const { context, page } = await newThrottledPage(browser, cpuSlowdown);
  try {
    await page.goto(base + s.path, { waitUntil: 'load' });
    const island = page.locator(`[data-island="${s.island}"]`).first();
    await island.scrollIntoViewIfNeeded();
    await page.locator(`[data-island="${s.island}"][data-hydrated]`).first().waitFor({ timeout: 30_000 });
    await s.prepare?.(page);
    await page.waitForTimeout(500); // let hydration's follow-up work (effects, idle callbacks) finish
    await page.evaluate('window.__events.length = 0');
    await s.act(page);
    await page.waitForFunction(s.effect, undefined, { timeout: 10_000 }).catch((e: Error) => {
      throw new Error(`${s.island} on ${s.path}: "${s.action}" had no effect (${s.effect}): ${e.message}`);
    });
    await page.waitForTimeout(300); // the Event Timing entry is reported after the next paint
    const events = (await page.evaluate('window.__events')) as [number, number, string, number, number, number][];
    // BENCH_DEBUG=1 prints each entry: [interactionId, duration, event, input delay, processing, presentation delay].
    if (process.env.BENCH_DEBUG) console.log(s.island, JSON.stringify(events));
    // Entries under the 16 ms threshold are not reported: no entry means the interaction painted within 16 ms.
    return Math.max(0, ...events.map(([, duration]) => duration));
  } finally {
    await context.close();
  }
}

/** A click while the island's code is held at the network, then released: click to effect on screen. */
async function earlyInteraction(base: string, browser: Browser, s: IslandInteraction, cpuSlowdown: number): Promise<number> {
  const { context, page } = await newThrottledPage(browser, cpuSlowdown);
  try {
    const { release } = await gotoWithIslandCodeHeld(page, base + s.path);
    await page.locator(`[data-island="${s.island}"]`).first().scrollIntoViewIfNeeded();
    await s.act(page);
    const clicked = (await page.evaluate('performance.now()')) as number;
    release();
    await page.waitForFunction(s.effect, undefined, { timeout: 30_000, polling: 'raf' }).catch((e: Error) => {
      throw new Error(`${s.island} on ${s.path}: an early "${s.action}" had no effect (${s.effect}): ${e.message}`);
    });
    return ((await page.evaluate('performance.now()')) as number) - clicked;
  } finally {
    await context.close();
  }
}

export async function measureResponsiveness(dist: string, runs = 3, cpuSlowdown = 4): Promise<InteractionResult[]> {
  const server = await startStaticServer({ root: dist, port: 0 });
  const browser = await launchChromium();
  const results: InteractionResult[] = [];
  try {
    for (const s of ISLAND_INTERACTIONS) {
      const inpRuns: number[] = [];
      const earlyRuns: number[] = [];
      for (let i = 0; i < runs; i++) {
        inpRuns.push(Math.round(await measureInteraction(server.url, browser, s, cpuSlowdown)));
        // Forms are typed into first: typing before hydration is covered by tests, not timed here.
        if (!s.prepare) earlyRuns.push(Math.round(await earlyInteraction(server.url, browser, s, cpuSlowdown)));
      }
      results.push({ island: s.island, path: s.path, action: s.action, inp: median(inpRuns), runs: inpRuns, early: earlyRuns.length ? median(earlyRuns) : NaN, earlyRuns });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

export function formatResponsiveness(results: InteractionResult[]): string {
  return table(
    ['island', 'page', 'first interaction', 'INP, median (runs)', 'early click to effect, median (runs)'],
    results.map((r) => [
      r.island,
      r.path,
      r.action,
      `${r.inp} ms (${r.runs.join(', ')})`,
      Number.isNaN(r.early) ? 'n/a (typing first)' : `${r.early} ms (${r.earlyRuns.join(', ')})`,
    ]),
  );
}
