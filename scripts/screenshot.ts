/**
 * Full-page screenshots at 390 px and 1280 px, to look at what we made.
 * npx tsx scripts/screenshot.ts --base http://localhost:4173 --out /tmp/shots / /pricing
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:4173' }, out: { type: 'string', default: '/tmp/shots' }, widths: { type: 'string', default: '390,1280' } },
});
const widths = values.widths!.split(',').map(Number);
await mkdir(values.out!, { recursive: true });
const browser = await launchChromium();
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of positionals.length ? positionals : ['/']) {
    await page.goto(values.base + path, { waitUntil: 'networkidle' });
    const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
    const file = `${values.out}/${slug}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  (horizontal overflow: ${overflow}px)` : ''}`);
  }
  await page.close();
}
await browser.close();
