/** `build`: resolve config (refusing before anything is written), stream the build into a staging folder, swap it in, report. */
import { resolve } from 'node:path';
import { CONFIG_VARIABLES, ConfigError, resolveConfig, loadEnvironment, type SiteConfig } from '../src/config.ts';
import { PROJECT_ROOT } from '../generator/config/root.mjs';
import { formatWhere } from '../generator/check/errors.ts';
import type { PhaseTiming } from '../generator/session/pipeline.ts';
import { buildFingerprint, forgetBuild, recordBuild, unchangedBuild } from '../generator/session/build-stamp.mjs';
import { withOutputLock } from '../generator/session/build-lock.ts';
import { faultPoint } from '../generator/session/fault-points.mjs';

export interface BuildCommandOptions {
  out: string;
  production: boolean;
  quiet: boolean;
  draft?: boolean;
  /** Build even when nothing changed since the last build into this folder. */
  force?: boolean;
  /** Render threads (generator/session/pipeline.ts `renderWorkers`); output is the same whatever the number. */
  workers?: number;
  /** A folder whose content files take the place of content/'s (src/collections/content-root.ts); always built in full. */
  contentFrom?: string;
}

function formatTimings(timings: PhaseTiming[]): string {
  return timings.map((t) => `${t.phase} ${t.ms.toFixed(0)} ms`).join(', ');
}

/** One build per output folder (generator/session/build-lock.ts): a second one into the same --out stops at once. */
export const runBuild = (options: BuildCommandOptions) => withOutputLock(options.out, () => buildLocked(options));

async function buildLocked(options: BuildCommandOptions): Promise<{ pages: number; totalMs: number; timings: PhaseTiming[] }> {
  const start = performance.now();
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };
  if (options.draft && options.production) throw new ConfigError(['--draft cannot be combined with --production: a release must have no dangling links.']);
  const contentRoots = { root: PROJECT_ROOT.replace(/\/$/, ''), contentFrom: options.contentFrom ? resolve(options.contentFrom) : undefined };
  // Placeholder identity values and an expired security.txt are refused with the settings, before anything is written.
  const readiness = options.production ? await import('../src/readiness.ts') : undefined;
  const contentProblems = readiness ? readiness.productionRefusals(contentRoots, new Date()) : [];
  let config: SiteConfig;
  try {
    config = resolveConfig(loadEnvironment(), { production: options.production });
  } catch (error) {
    throw error instanceof ConfigError ? new ConfigError(error.problems, contentProblems) : error;
  }
  if (contentProblems.length) throw new ConfigError([], contentProblems);
  log(`Building ${options.production ? 'production' : 'development'} site for ${config.siteUrl} (backend ${config.supabaseUrl})`);

  const timings: PhaseTiming[] = [];
  // Nothing changed since the build that wrote this very folder: done, before loading the pipeline.
  const fingerprint = await buildFingerprint({ production: options.production, draft: options.draft ?? false, configVariables: CONFIG_VARIABLES });
  // Content read from another folder is outside what the stamp and the incremental manifest watch: build it all.
  const force = options.force || Boolean(contentRoots.contentFrom);
  const previous = force ? undefined : await unchangedBuild(options.out, fingerprint);
  if (previous) {
    const totalMs = performance.now() - start;
    timings.push({ phase: 'unchanged', ms: totalMs });
    console.log(`Built ${previous.pages} pages, ${previous.files} files into ${options.out} in ${totalMs.toFixed(0)} ms (${formatTimings(timings)})`);
    return { pages: previous.pages, totalMs, timings };
  }
  const [{ buildSite }, { openStaging }, { vertiqSite, vertiqSiteWithContentFrom }, { writeManifest, forgetManifest }] = await Promise.all([
    import('../generator/session/pipeline.ts'),
    import('../generator/session/staging.ts'),
    import('../src/site-definition.ts'),
    import('../generator/session/incremental.ts'),
  ]);

  let warnings = 0;
  const staging = await openStaging(options.out, { incremental: !force });
  const site = contentRoots.contentFrom ? vertiqSiteWithContentFrom(contentRoots.contentFrom) : vertiqSite;
  // Configuration, the unchanged-build check, loading the pipeline's modules, the staging folder.
  timings.push({ phase: 'start', ms: performance.now() - start });
  let built: Awaited<ReturnType<typeof buildSite>>;
  try {
    built = await buildSite(site, config, staging, {
      draft: options.draft,
      workers: options.workers,
      force,
      warn: (p) => {
        warnings++;
        if (!options.quiet) console.warn(`  warning ${formatWhere(p)}: ${p.message}`);
      },
    });
  } catch (error) {
    await staging.abort();
    throw error;
  }
  if (warnings) console.warn(`${warnings} warning(s) (draft build: not deployable)`);
  timings.push(...built.timings);
  const commitStart = performance.now();
  // Until this commit is complete and recorded, the folder is nobody's last build.
  await Promise.all([forgetBuild(options.out), forgetManifest(options.out)]);
  faultPoint('stamp and manifest forgotten');
  const commit = await staging.commit({ previousFiles: built.previousFiles });
  faultPoint('committed, stamp not yet recorded');
  timings.push({ phase: 'commit', ms: performance.now() - commitStart });
  // Draft builds have warnings; they are not remembered as finished.
  if (!warnings && !contentRoots.contentFrom) await recordBuild(options.out, { fingerprint, pages: built.pages.length, files: built.files.length, configVariables: CONFIG_VARIABLES });
  // What each page read, for the next build to render only what changed (generator/session/incremental.ts).
  if (built.manifest) {
    const recordStart = performance.now();
    await writeManifest(options.out, built.manifest);
    timings.push({ phase: 'record', ms: performance.now() - recordStart });
  }
  const totalMs = performance.now() - start;
  for (const t of timings) log(`  ${t.phase.padEnd(9)} ${t.ms.toFixed(0).padStart(5)} ms`);
  const keptPages = built.pages.length - built.rendered;
  log(`  rendered ${built.rendered} of ${built.pages.length} pages${keptPages ? `; the other ${keptPages} read nothing that changed since the last build` : ''}`);
  log(
    commit.mode === 'update'
      ? `  updated in place: ${commit.changed} file(s) changed, ${commit.removed} removed, the rest left as they were`
      : `  swapped in a new output folder of ${commit.changed} files`,
  );
  console.log(`Built ${built.pages.length} pages, ${built.files.length} files into ${options.out} in ${totalMs.toFixed(0)} ms (${formatTimings(timings)})`);
  // What the launch still lacks beyond what was refused (empty evidence, figures without methodology).
  if (readiness) console.log(readiness.formatReadiness(readiness.readinessReport(contentRoots, new Date())));
  return { pages: built.pages.length, totalMs, timings };
}
