/**
 * The three-way merge behind dev's hot swap (generator/dev/dev-client/morph.ts), in Chromium on small
 * documents: only what the server changed is written, whatever the page did to itself stays, and
 * the changes a swap cannot apply are named.
 */
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../tools/scripts/chromium.ts';

let browser: Browser;
let morphScript: string;

beforeAll(async () => {
  const [bundle, launched] = await Promise.all([
    esbuild.build({ entryPoints: [new URL('../../generator/dev/dev-client/morph.ts', import.meta.url).pathname], bundle: true, format: 'iife', globalName: 'Morph', write: false }),
    launchChromium(),
  ]);
  morphScript = bundle.outputFiles[0].text;
  browser = launched;
});

afterAll(() => browser?.close());

/** A page with `body` as the server wrote it, the morph module as `window.Morph` and its mirror taken. */
async function pageWith(body: string, head = '<title>T</title>'): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);
  await page.addScriptTag({ content: `${morphScript}\nwindow.mirror = new Morph.ServerMirror(document.body.cloneNode(true), document.body);` });
  // addScriptTag appended a script to the body: the page's own doing, which a swap must leave alone.
  return page;
}

/** Swaps the server's new body in and returns the live body's HTML without the test's script. */
const swapTo = (page: Page, body: string) =>
  page.evaluate((html) => {
    const next = new DOMParser().parseFromString(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, 'text/html');
    (window as any).mirror.swapTo(next.body);
    return [...document.body.childNodes].filter((n) => n.nodeName !== 'SCRIPT').map((n) => (n as Element).outerHTML ?? n.textContent).join('');
  }, body);

describe('dev hot swap: the three-way merge', () => {
  it('writes changed text in place and keeps a typed value, an attribute the page set and an open <details>', async () => {
    const page = await pageWith('<main><p id="a">old text</p><input id="i"><details id="d"><summary>s</summary>x</details><button id="b">b</button></main>');
    await page.fill('#i', 'typed');
    await page.evaluate(() => {
      document.getElementById('b')!.setAttribute('aria-expanded', 'true');
      (document.getElementById('d') as HTMLDetailsElement).open = true;
      (window as any).sameP = document.getElementById('a');
    });
    const html = await swapTo(page, '<main><p id="a">new text</p><input id="i"><details id="d"><summary>s</summary>x</details><button id="b">b</button></main>');
    expect(html).toBe('<main><p id="a">new text</p><input id="i"><details id="d" open=""><summary>s</summary>x</details><button id="b" aria-expanded="true">b</button></main>');
    expect(await page.inputValue('#i')).toBe('typed');
    expect(await page.evaluate(() => (window as any).sameP === document.getElementById('a'))).toBe(true); // patched, not replaced
    await page.close();
  });

  it('inserts and removes server nodes where they belong, around nodes the page added itself', async () => {
    const page = await pageWith('<ul><li>one</li><li>three</li></ul><p>gone</p>');
    await page.evaluate(() => document.querySelector('ul')!.insertAdjacentHTML('afterbegin', '<li class="added-by-page">page</li>'));
    let html = await swapTo(page, '<ul><li>one</li><li>two</li><li>three</li></ul>');
    expect(html).toBe('<ul><li class="added-by-page">page</li><li>one</li><li>two</li><li>three</li></ul>');
    // A second swap starts from the first one's result.
    html = await swapTo(page, '<ul><li>one</li><li>three</li><li>four</li></ul><p>back</p>');
    expect(html).toBe('<ul><li class="added-by-page">page</li><li>one</li><li>three</li><li>four</li></ul><p>back</p>');
    await page.close();
  });

  it('changes attributes the server changed, and replaces an element whose tag changed', async () => {
    const page = await pageWith('<section class="a" data-x="1"><h2>t</h2></section>');
    const html = await swapTo(page, '<section class="b"><h3>t</h3></section>');
    expect(html).toBe('<section class="b"><h3>t</h3></section>');
    await page.close();
  });

  it('names the changes only a reload applies: scripts, islands and their props, active head elements', async () => {
    const page = await pageWith('');
    const reasons = await page.evaluate(() => {
      const { bodyReloadReason, planHeadSwap } = (window as any).Morph;
      const doc = (body: string, head = '') => new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`, 'text/html');
      const island = (props: string) => `<script type="application/json" data-island-props="W">${props}</script><div data-island="W">w</div>`;
      const headPlan = (a: string, b: string) => {
        const plan = planHeadSwap(doc('', a).head, doc('', b).head, document.head);
        return 'reload' in plan ? 'reload' : 'swap';
      };
      return {
        text: bodyReloadReason(doc('<p>a</p>').body, doc('<p>b</p>').body) ?? 'swap',
        script: bodyReloadReason(doc('<script type="module" src="/a.js"></script>').body, doc('<script type="module" src="/b.js"></script>').body) ?? 'swap',
        props: bodyReloadReason(doc(island('{"a":1}')).body, doc(island('{"a":2}')).body) ?? 'swap',
        title: headPlan('<title>a</title><meta name="description" content="a">', '<title>b</title><meta name="description" content="b">'),
        stylesheet: headPlan('<link rel="stylesheet" href="/a.css">', '<link rel="stylesheet" href="/b.css">'),
        modulepreload: headPlan('<link rel="modulepreload" href="/a.js">', '<link rel="modulepreload" href="/b.js">'),
      };
    });
    expect(reasons).toEqual({ text: 'swap', script: 'the page loads different scripts', props: 'an island or its props changed', title: 'swap', stylesheet: 'swap', modulepreload: 'reload' });
    await page.close();
  });

  it('applies a head swap: the new stylesheet loads before the old one goes, the title and meta are replaced', async () => {
    const sheet = (rgb: string) => `<link rel="stylesheet" href="data:text/css,body{color:rgb(${rgb})}">`;
    const oldHead = `<title>a</title><meta name="description" content="a">${sheet('1,1,1')}`;
    const page = await pageWith('', oldHead);
    const result = await page.evaluate(
      async ([before, after]) => {
        const { planHeadSwap } = (window as any).Morph;
        const head = (html: string) => new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${html}</head><body></body></html>`, 'text/html').head;
        // The live head also holds the test's script tag: the page's own, left alone.
        const plan = planHeadSwap(head(before), head(after), document.head);
        await plan.loadStylesheets();
        const whileLoading = document.querySelectorAll('link[rel=stylesheet]').length;
        plan.apply();
        return {
          title: document.title,
          description: document.querySelector('meta[name=description]')!.getAttribute('content'),
          color: getComputedStyle(document.body).color,
          sheetsWhileLoading: whileLoading,
          sheetsAfter: document.querySelectorAll('link[rel=stylesheet]').length,
          scripts: document.head.querySelectorAll('script').length,
        };
      },
      [oldHead, `<title>b</title><meta name="description" content="b">${sheet('2,2,2')}`],
    );
    expect(result).toEqual({ title: 'b', description: 'b', color: 'rgb(2, 2, 2)', sheetsWhileLoading: 2, sheetsAfter: 1, scripts: 1 });
    await page.close();
  });
});
