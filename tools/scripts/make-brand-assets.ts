/**
 * Renders the brand mark to the static icons and the Open Graph card (run once; outputs are
 * committed under templates/static). `npx tsx scripts/make-brand-assets.ts`
 */
import { writeFile } from 'node:fs/promises';
import { launchChromium } from './chromium.ts';

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6.1 14h-3.8z" fill="#fff"/></svg>`;
const OUT = new URL('../../templates/static/', import.meta.url);

/** An .ico file is a directory header plus embedded PNG data: enough for every browser. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data starts right after this 22-byte header
  return Buffer.concat([header, png]);
}

const browser = await launchChromium();
const page = await browser.newPage();
const shoot = async (size: number) => {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${MARK}`);
  return page.screenshot({ omitBackground: true });
};
await writeFile(new URL('favicon.svg', OUT), MARK + '\n');
await writeFile(new URL('favicon.ico', OUT), pngToIco(await shoot(32), 32));
await writeFile(new URL('apple-touch-icon.png', OUT), await shoot(180));
await writeFile(new URL('icon-512.png', OUT), await shoot(512));
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<style>
  html,body{margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif}
  body{background:radial-gradient(ellipse at top right,#dbeafe,transparent 60%),linear-gradient(#fff,#f1f5f9);display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box}
  .brand{display:flex;align-items:center;gap:20px;font-size:44px;font-weight:700;color:#0f172a}
  .brand svg{width:72px;height:72px}
  h1{font-size:60px;line-height:1.1;color:#0f172a;margin:48px 0 20px;max-width:960px}
  p{font-size:28px;color:#475569;margin:0}
</style><div class="brand">${MARK}Vertiq</div><h1>Industry-specific small language models and document-analysis agents</h1><p>Local processing · no per-token charges · on-premises deployment</p>`);
await writeFile(new URL('og-image.png', OUT), await page.screenshot());
await browser.close();
console.log('Brand assets written to templates/static/');
