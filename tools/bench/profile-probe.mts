import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
const [path = '/about', loads = '4', dist = `${process.cwd()}/dist`] = process.argv.slice(2);
const server = await startStaticServer({ root: dist, port: 0 });
const browser = await launchChromium();
const totals = new Map<string, number>();
for (let i = 0; i < Number(loads); i++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  // Self time per node, for nodes under the enhance script (by ancestry).
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const underEnhance = (id: number) => { for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) if (/enhance-/.test(byId.get(x).callFrame.url)) return true; return false; };
  const self = new Map<number, number>();
  for (let k = 0; k < profile.samples.length; k++) self.set(profile.samples[k], (self.get(profile.samples[k]) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000);
  let sum = 0;
  for (const [id, ms] of self) {
    if (!underEnhance(id)) continue;
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + ms);
    sum += ms;
  }
  console.log(`load ${i + 1}: ${sum.toFixed(1)} ms sampled under the enhance script`);
  await context.close();
}
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1)} ms  ${k}`).join('\n'));
await browser.close();
await server.close();
