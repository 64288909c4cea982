/**
 * Every long animation frame of a few fresh loads of one page, with every script in it (issue 24's
 * hunt for what /about's enhancement script makes the browser do): `npx tsx tools/bench/probe-frames.ts /about 10 [dist]`.
 */
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { ROOT } from './stats.ts';

const [path = '/about', loadsArg = '10', dist = `${ROOT}dist`] = process.argv.slice(2);
const OBSERVE = `window.__frames = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__frames.push({ start: Math.round(e.startTime), duration: Math.round(e.duration), renderStart: Math.round(e.renderStart), styleAndLayoutStart: Math.round(e.styleAndLayoutStart), blocking: Math.round(e.blockingDuration),
  scripts: e.scripts.map((s) => ({ url: s.sourceURL.replace(location.origin, ''), fn: s.sourceFunctionName, invoker: s.invokerType + ':' + s.invoker, duration: Math.round(s.duration), compileAndRun: Math.round(s.startTime + s.duration - s.executionStart), forced: Math.round(s.forcedStyleAndLayoutDuration), pause: Math.round(s.pauseDuration) })) }); }).observe({ type: 'long-animation-frame', buffered: true });`;
const server = await startStaticServer({ root: dist, port: 0 });
const browser = await launchChromium();
for (let i = 0; i < Number(loadsArg); i++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  console.log(`load ${i + 1}:`, JSON.stringify(await page.evaluate('window.__frames')));
  await context.close();
}
await browser.close();
await server.close();
