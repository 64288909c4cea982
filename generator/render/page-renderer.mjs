/**
 * THE page renderer: every page of a build or of `dev` is made here, on whichever thread. A page is
 * made in two steps, because its document links its family's stylesheet, which is cut from what
 * every body of the family used:
 *   `bodies(routes)`        renders each body (the site's `renderBody`, recording what it used) and
 *                           holds it; answers what each used, or its error as data;
 *   `document(path, href)`  wraps the held body in its document (the site's `assemblePage`, given
 *                           the family stylesheet's URL) and lets the body go.
 * Each step also gives the inputs it read (`reads`, see usage.ts), for incremental builds.
 * Callers: the build's main thread (generator/session/pipeline.ts), its render workers
 * (render-worker.mjs) and dev (render-page.ts); the same steps on the same bundle, so output is
 * identical whichever renders a page. Plain JavaScript so a worker thread loads it without a
 * TypeScript loader (Node 20 has none built in).
 */
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Bytes of waiting bodies a build keeps in memory, whichever threads hold them (the pool gives each
 * worker a share): past it they wait on disk, so memory stays bounded whatever a family's size. A
 * real site's families never reach it; spilling earlier costs a disk round trip per page for little
 * memory saved (BENCHMARKS.md).
 */
export const BODY_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * Bodies waiting for their family's stylesheet, as UTF-8 bytes (copy with typographic quotes makes
 * V8 keep a string at two bytes a character), up to `budget` bytes; past it, as files in `dir` (a
 * folder shared with other threads, named apart by `prefix`; without one, a folder of its own made
 * when first needed and removed by `close`).
 */
export function createBodyStore({ budget = BODY_BUDGET_BYTES, dir, prefix = '' } = {}) {
  let ownDir;
  let count = 0;
  let held = 0;
  return {
    keep(body) {
      const bytes = Buffer.from(body);
      if (held + bytes.byteLength <= budget) {
        held += bytes.byteLength;
        return () => {
          held -= bytes.byteLength;
          return bytes.toString();
        };
      }
      ownDir ??= dir ? undefined : mkdtempSync(join(tmpdir(), 'vertiq-bodies-'));
      const file = join(dir ?? ownDir, `${prefix}${count++}`);
      writeFileSync(file, bytes);
      return () => {
        const text = readFileSync(file, 'utf8');
        unlinkSync(file);
        return text;
      };
    },
    /** The folder of its own, once a body has gone to disk. */
    get scratchDir() {
      return ownDir;
    },
    close() {
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/**
 * A thrown error as data that crosses threads (structured clone keeps no class): its message and
 * stack, and the problem the render named itself (an image reference, render-page.ts `renderProblem`).
 */
export function errorData(error) {
  return { message: String(error?.message ?? error), stack: String(error?.stack ?? ''), ...(error?.problem ? { problem: error.problem } : {}) };
}

/** An error's data as an Error again (message, stack and problem as thrown). */
export function errorFromData({ message, stack, problem }) {
  return Object.assign(new Error(message), { stack }, problem ? { problem } : {});
}

/**
 * A renderer of `site`'s pages: its navigation, labels and page context are made once.
 * `navigationProblems` collects navigation entries no route builds (the check phase reports them).
 */
export function createPageRenderer(site, { config, assets, template, budget, scratchDir, scratchPrefix }) {
  const navigationProblems = [];
  const nav = site.buildNavigation(site.routes, { draft: true, warn: (p) => navigationProblems.push(p) });
  const labels = new Map(site.routes.map((r) => [r.path, r.label]));
  const context = { config, assets, template, labelOf: (path) => labels.get(path) };
  // The inputs each step read (incremental builds); a site without read tracking reports none.
  const tracked = (work) => (site.trackReads ? site.trackReads(work) : { result: work(), reads: new Set() });
  const store = createBodyStore({ budget, dir: scratchDir, prefix: scratchPrefix });
  /** Bodies rendered and not yet assembled, by path: their route and usage beside the stored body. */
  const held = new Map();

  const renderBody = (route) => {
    const { result, reads } = tracked(() => site.renderBody(route, nav));
    return { ...result, reads };
  };
  const assemble = (body, href) => {
    const { result, reads } = tracked(() => site.assemblePage(body, href, context));
    return { ...result, reads };
  };

  return {
    navigationProblems,
    bodies(routes) {
      return routes.map((route) => {
        try {
          const { body, reads, ...rest } = renderBody(route);
          held.set(route.path, { ...rest, take: store.keep(body) });
          return { path: route.path, usage: rest.usage, reads };
        } catch (error) {
          return { path: route.path, error: errorData(error) };
        }
      });
    },
    document(path, href) {
      const body = held.get(path);
      if (!body) return undefined; // its body failed (already reported) or was taken
      held.delete(path);
      try {
        const { take, ...rest } = body;
        const page = assemble({ ...rest, body: take() }, href);
        return { path, html: page.html, links: [...page.links], jsonLd: page.jsonLd, reads: page.reads };
      } catch (error) {
        return { path, error: errorData(error) };
      }
    },
    close: () => store.close(),
  };
}
