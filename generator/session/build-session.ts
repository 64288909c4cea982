/**
 * One build into one output folder, from start to record: the session owns the build's saved state.
 * 1. The stamp: when nothing changed since the build that wrote this very folder (build-stamp.mjs),
 *    it stops there, before the pipeline loads (`--force` always builds).
 * 2. Staging: the build streams into a staging folder (staging.ts; in place for an incremental build).
 * 3. The pipeline (pipeline.ts) renders only what changed since the build the manifest
 *    (incremental.ts) describes, which the session reads and hands it.
 * 4. The commit: the stamp and manifest are forgotten first, so an interrupted commit is nobody's
 *    last build; then the staging folder is committed, the stamp recorded (not for a draft build,
 *    which has warnings) and the manifest written.
 * A failed build aborts the staging folder: the previous output stays exactly as it was.
 * The whole session holds the output folder's lock (build-lock.ts): one build per folder.
 * `faultPoint`s mark where the fault tests stop a build (fault-points.mjs); unarmed, they only count.
 * The command line (cli/build.ts) parses arguments and calls `runBuildSession`; nothing else.
 */
import type { BuildProblem } from '../check/errors.ts';
import type { EngineConfig, SiteDefinition } from '../config/site.ts';
import { buildFingerprint, forgetBuild, recordBuild, unchangedBuild } from './build-stamp.mjs';
import type { PhaseTiming, SiteBuild } from './pipeline.ts';
import type { CommitReport } from './staging.ts';
import { withOutputLock } from './build-lock.ts';
import { faultPoint } from './fault-points.mjs';

export interface BuildSessionInput<C extends EngineConfig> {
  /** The site, imported only when the build is not a no-op. */
  definition: () => Promise<SiteDefinition<C>>;
  config: C;
  out: string;
  draft: boolean;
  force: boolean;
  workers?: number;
  /** The environment the configuration was resolved from, and the variables of it the fingerprint covers. */
  environment: Record<string, string | undefined>;
  configVariables: readonly string[];
  /**
   * false: the build read inputs the stamp and the manifest do not watch (content read from another
   * folder), so it is neither answered by the stamp nor recorded for the next build (which is then full).
   */
  remember?: boolean;
  warn?: (problem: BuildProblem) => void;
}

export type BuildReport =
  | { unchanged: true; pages: number; files: number; totalMs: number; timings: PhaseTiming[] }
  | { unchanged: false; pages: number; files: number; rendered: number; warnings: number; commit: CommitReport; totalMs: number; timings: PhaseTiming[] };

export function runBuildSession<C extends EngineConfig>(input: BuildSessionInput<C>): Promise<BuildReport> {
  return withOutputLock(input.out, () => lockedSession(input));
}

async function lockedSession<C extends EngineConfig>(input: BuildSessionInput<C>): Promise<BuildReport> {
  const start = performance.now();
  const remember = input.remember ?? true;
  const force = input.force || !remember;
  const { out, config, configVariables } = input;
  const timings: PhaseTiming[] = [];
  const fingerprint = await buildFingerprint({ production: config.production, draft: input.draft, configVariables, environment: input.environment });
  const previous = force ? undefined : await unchangedBuild(out, fingerprint);
  if (previous) {
    const totalMs = performance.now() - start;
    return { unchanged: true, pages: previous.pages, files: previous.files, totalMs, timings: [{ phase: 'unchanged', ms: totalMs }] };
  }
  const [{ buildSite }, { openStaging }, { readManifest, writeManifest, forgetManifest }, definition] = await Promise.all([
    import('./pipeline.ts'),
    import('./staging.ts'),
    import('./incremental.ts'),
    input.definition(),
  ]);
  let warnings = 0;
  const staging = await openStaging(out, { incremental: !force });
  // Configuration, the unchanged-build check, loading the pipeline's modules, the staging folder.
  timings.push({ phase: 'start', ms: performance.now() - start });
  let built: SiteBuild;
  try {
    built = await buildSite(definition, config, staging, {
      draft: input.draft,
      workers: input.workers,
      // What the last build into this folder rendered, unless every page is to render.
      previous: force ? undefined : readManifest(out),
      warn: (p) => {
        warnings++;
        input.warn?.(p);
      },
    });
  } catch (error) {
    await staging.abort();
    throw error;
  }
  timings.push(...built.timings);
  const commitStart = performance.now();
  // Until this commit is complete and recorded, the folder is nobody's last build.
  await Promise.all([forgetBuild(out), forgetManifest(out)]);
  faultPoint('stamp and manifest forgotten');
  const commit = await staging.commit({ previousFiles: built.previousFiles });
  faultPoint('committed, stamp not yet recorded');
  timings.push({ phase: 'commit', ms: performance.now() - commitStart });
  // Draft builds have warnings; they are not remembered as finished.
  if (!warnings && remember) await recordBuild(out, { fingerprint, pages: built.pages.length, files: built.files.length, configVariables });
  // What each page read, for the next build to render only what changed (incremental.ts).
  if (built.manifest && remember) {
    const recordStart = performance.now();
    await writeManifest(out, built.manifest);
    timings.push({ phase: 'record', ms: performance.now() - recordStart });
  }
  return { unchanged: false, pages: built.pages.length, files: built.files.length, rendered: built.rendered, warnings, commit, totalMs: performance.now() - start, timings };
}

/** `load 915 ms, render 391 ms, ...`: the phases as the summary line gives them. */
export const formatTimings = (timings: PhaseTiming[]) => timings.map((t) => `${t.phase} ${t.ms.toFixed(0)} ms`).join(', ');

/** The lines a build prints: details (left out by `--quiet`) and the summary line, which every build prints. */
export function reportLines(report: BuildReport, out: string): { details: string[]; summary: string } {
  const summary = `Built ${report.pages} pages, ${report.files} files into ${out} in ${report.totalMs.toFixed(0)} ms (${formatTimings(report.timings)})`;
  if (report.unchanged) return { details: [], summary };
  const kept = report.pages - report.rendered;
  return {
    details: [
      ...report.timings.map((t) => `  ${t.phase.padEnd(9)} ${t.ms.toFixed(0).padStart(5)} ms`),
      `  rendered ${report.rendered} of ${report.pages} pages${kept ? `; the other ${kept} read nothing that changed since the last build` : ''}`,
      report.commit.mode === 'update'
        ? `  updated in place: ${report.commit.changed} file(s) changed, ${report.commit.removed} removed, the rest left as they were`
        : `  swapped in a new output folder of ${report.commit.changed} files`,
    ],
    summary,
  };
}
