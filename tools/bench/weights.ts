/**
 * First-load weight of every page, gzip (level 9, as the build precompresses): the HTML, its
 * stylesheet, and the JavaScript that loads before interaction: the module scripts and
 * modulepreloads of the page plus everything they import statically (dynamic imports, fetched
 * later, are left out). Pages with islands and pages without are summarised apart.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import type { RouteDef } from '../../src/render/route.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { kb, median, table } from './stats.ts';

export interface PageWeight {
  path: string;
  islands: string[];
  html: number;
  css: number;
  js: number;
  /** html + css: the goal's 14 KB first round trip budget. */
  htmlCss: number;
  /** True when the framework runtime (Preact in the browser; React before issue 11) is among the scripts loaded before interaction. */
  framework: boolean;
  jsFiles: string[];
}

/**
 * Goals (tracker issue 6; the HTML + CSS figure is issue 10's first round trip, 14,600 bytes, which
 * tests/output/first-load-budget.test.ts enforces with this same measure).
 */
export const WEIGHT_GOALS = { htmlCss: 14_600, jsNoIslands: 2 * 1024, jsIslands: 75 * 1024 };

/** A string every virtual-DOM runtime's prop handling contains and our own small scripts do not. */
const FRAMEWORK_SIGNATURE = /dangerouslySetInnerHTML|Minified React error|__REACT_DEVTOOLS_GLOBAL_HOOK__/;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

export function measureWeights(dist: string, routes: RouteDef[]): PageWeight[] {
  const sizes = new Map<string, number>();
  const text = new Map<string, string>();
  const read = (url: string) => {
    if (!text.has(url)) text.set(url, readFileSync(`${dist}${url}`, 'utf8'));
    return text.get(url)!;
  };
  const size = (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gzipSize(read(url)));
    return sizes.get(url)!;
  };
  /** A script and its static imports, as URLs from the site root. */
  const closure = (url: string, seen: Set<string>) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const [, spec] of read(url).matchAll(STATIC_IMPORT)) closure(new URL(spec, `http://x${url}`).pathname, seen);
  };
  return routes.map((route) => {
    const html = readFileSync(`${dist}/${routeToFile(route.path)}`, 'utf8');
    const $ = cheerio.load(html);
    const css = $('link[rel="stylesheet"]').map((_, el) => $(el).attr('href')!).get();
    const entry = [...$('script[type="module"][src]').map((_, el) => $(el).attr('src')!).get(), ...$('link[rel="modulepreload"]').map((_, el) => $(el).attr('href')!).get()];
    const js = new Set<string>();
    for (const url of entry) closure(url, js);
    const jsFiles = [...js].sort();
    const islands = [...new Set($('[data-island]').map((_, el) => $(el).attr('data-island')!).get())];
    const htmlSize = gzipSize(html);
    const cssSize = css.reduce((n, u) => n + size(u), 0);
    return {
      path: route.path,
      islands,
      html: htmlSize,
      css: cssSize,
      js: jsFiles.reduce((n, u) => n + size(u), 0),
      htmlCss: htmlSize + cssSize,
      framework: jsFiles.some((u) => FRAMEWORK_SIGNATURE.test(read(u))),
      jsFiles,
    };
  });
}

export function weightProblems(w: PageWeight): string[] {
  const problems: string[] = [];
  if (w.htmlCss > WEIGHT_GOALS.htmlCss) problems.push(`HTML+CSS ${w.htmlCss} B > ${WEIGHT_GOALS.htmlCss} B`);
  if (!w.islands.length) {
    if (w.js > WEIGHT_GOALS.jsNoIslands) problems.push(`JS ${kb(w.js)} > 2 KB`);
    if (w.framework) problems.push('loads a framework');
  } else if (w.js > WEIGHT_GOALS.jsIslands) problems.push(`JS ${kb(w.js)} > 75 KB`);
  return problems;
}

export function formatWeights(weights: PageWeight[]): string {
  const groups: [string, PageWeight[]][] = [
    ['pages without islands', weights.filter((w) => !w.islands.length)],
    ['pages with islands', weights.filter((w) => w.islands.length)],
  ];
  const out: string[] = [];
  for (const [name, list] of groups) {
    if (!list.length) continue;
    const stat = (k: 'html' | 'css' | 'js' | 'htmlCss') => {
      const v = list.map((w) => w[k]);
      return [kb(Math.min(...v)), kb(median(v)), kb(Math.max(...v))];
    };
    out.push(`${name} (${list.length}), gzip bytes: min / median / max`);
    out.push(
      table(
        ['', 'min', 'median', 'max'],
        [
          ['HTML', ...stat('html')],
          ['CSS', ...stat('css')],
          ['HTML + CSS', ...stat('htmlCss')],
          ['JS before interaction', ...stat('js')],
        ],
      ),
    );
    out.push(`framework loaded on ${list.filter((w) => w.framework).length} of ${list.length}`);
    out.push('');
  }
  const sorted = [...weights].sort((a, b) => b.htmlCss - a.htmlCss);
  out.push('every page, heaviest HTML + CSS first (! = over a goal)');
  out.push(
    table(
      ['page', 'HTML', 'CSS', 'HTML+CSS', 'JS', 'islands', ''],
      sorted.map((w) => [w.path, kb(w.html), kb(w.css), kb(w.htmlCss), kb(w.js), w.islands.join(',') || '-', weightProblems(w).length ? `! ${weightProblems(w).join('; ')}` : '']),
    ),
  );
  return out.join('\n');
}
