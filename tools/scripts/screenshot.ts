/**
 * Full-page screenshots at 390 px and 1280 px, to look at what we made.
 * npx tsx scripts/screenshot.ts --base http://localhost:4173 --out /tmp/shots / /pricing
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:4173' },
    out: { type: 'string', default: '/tmp/shots' },
    widths: { type: 'string', default: '390,1280' },
    /** Also save the page cut into tall slices (readable when a long mobile page is shown scaled down). */
    slices: { type: 'string', default: '0' },
  },
});
const widths = values.widths!.split(',').map(Number);
await mkdir(values.out!, { recursive: true });
const browser = await launchChromium();
for (const width of widths) {
  for (const path of positionals.length ? positionals : ['/']) {
    // A fresh page for each path, as a visitor arriving by a link: one page going from /learn to /learn#panel-x made a
    // same-document navigation, whose hashchange the tabs island treats as a link followed on the page (it moves focus,
    // and the capture drew a focus ring round the module: design review A r40).
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(values.base + path, { waitUntil: 'networkidle' });
    // Scroll through as a reader would, so lazy images below the fold load before the full-page capture
    // (a full-page screenshot does not scroll, and left them as empty frames).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      const pending = [...document.images].filter((img) => !img.complete);
      await Promise.all(pending.map((img) => new Promise((r) => ['load', 'error'].forEach((event) => img.addEventListener(event, r, { once: true })))));
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
    const file = `${values.out}/${slug}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const sliceHeight = 1800;
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let i = 0; i < Math.min(Number(values.slices), Math.ceil(total / sliceHeight)); i++) {
      const y = i * sliceHeight;
      await page.screenshot({ path: file.replace('.png', `-part${i + 1}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(sliceHeight, total - y) } });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  (horizontal overflow: ${overflow}px)` : ''}`);
    await page.close();
  }
}
await browser.close();
