/**
 * The canned demo's analysis as a file of its own beside the page, not in the page's HTML: the widget shows it only
 * after Process Document and its 1.5 s delay, so it has no place in the first load (~560 B of gzip a demo page, the
 * budget's margin; tests/output/first-load-budget.test.ts). The widget fetches it when it hydrates (as the demo scrolls
 * near) and waits for it within the delay. Named by its content's hash under /assets/, so the CDN caches it for good
 * (the headers policy's /assets/ rule) and a changed analysis is a new name.
 * Server-only: the page writes the address into the island's props, the build's `demo-analyses` producer writes the
 * files (src/site-definition.ts), both from this module, so an address and its file cannot disagree; a test checks
 * that every address a built page names exists (tests/output/demo-widget.test.ts).
 */
import { contentHash } from '../../generator/cache/hash.ts';
import type { DemoAnalysis, DemoDocumentPair } from './types.ts';
import { HOME } from './home.ts';
import { industries } from './industries.ts';
import { audiences } from './audiences.ts';
import { SOLUTIONS } from './solutions.ts';

/**
 * What the widget reveals: labels, values and the findings' cites. The cites are marks in the page's document as well;
 * on phones, where that document is a short box above the panel, each value quotes its passage under it (design review
 * A r48 item 1: the result hid the passages it cites, a scroll up and a tap away).
 */
export function demoAnalysis(demo: DemoDocumentPair): DemoAnalysis {
  const { summary, findings, flags, flagCites, recommendations } = demo.analysis;
  return { summary, findings: findings.map(({ label, value, cite }) => ({ label, value, cite })), flags, ...(flagCites && { flagCites }), recommendations };
}

function analysisFile(demo: DemoDocumentPair): { path: string; content: string } {
  const content = JSON.stringify(demoAnalysis(demo));
  return { path: `assets/demo/${contentHash(content)}.json`, content };
}

/** The address a page's widget fetches its analysis from. */
export function demoAnalysisHref(demo: DemoDocumentPair): string {
  return `/${analysisFile(demo).path}`;
}

/** Every demo the pages place (home, the industries and audiences, the solutions that have one). */
function allDemos(): DemoDocumentPair[] {
  return [HOME.demo.document, ...[...industries, ...audiences].map((page) => page.demo.document), ...SOLUTIONS.flatMap((solution) => (solution.demo ? [solution.demo.document] : []))];
}

/** The analysis files, one per distinct analysis. */
export function demoAnalysisFiles(): { path: string; content: string }[] {
  return [...new Map(allDemos().map((demo) => [analysisFile(demo).path, analysisFile(demo)])).values()];
}
