/** `build`: resolve config (refusing before anything is written), stream the build into a staging folder, swap it in, report. */
import { CONFIG_VARIABLES, ConfigError, resolveConfig, loadEnvironment } from '../src/config.ts';
import { formatWhere } from '../generator/check/errors.ts';
import type { PhaseTiming } from '../generator/session/pipeline.ts';
import { buildFingerprint, forgetBuild, recordBuild, unchangedBuild } from '../generator/session/build-stamp.mjs';

export interface BuildCommandOptions {
  out: string;
  production: boolean;
  quiet: boolean;
  draft?: boolean;
  /** Build even when nothing changed since the last build into this folder. */
  force?: boolean;
  /** Render threads (generator/session/pipeline.ts `renderWorkers`); output is the same whatever the number. */
  workers?: number;
}

function formatTimings(timings: PhaseTiming[]): string {
  return timings.map((t) => `${t.phase} ${t.ms.toFixed(0)} ms`).join(', ');
}

export async function runBuild(options: BuildCommandOptions): Promise<{ pages: number; totalMs: number; timings: PhaseTiming[] }> {
  const start = performance.now();
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };
  if (options.draft && options.production) throw new ConfigError(['--draft cannot be combined with --production: a release must have no dangling links.']);
  const config = resolveConfig(loadEnvironment(), { production: options.production });
  log(`Building ${options.production ? 'production' : 'development'} site for ${config.siteUrl} (backend ${config.supabaseUrl})`);

  const timings: PhaseTiming[] = [];
  // Nothing changed since the build that wrote this very folder: done, before loading the pipeline.
  const fingerprint = await buildFingerprint({ production: options.production, draft: options.draft ?? false, configVariables: CONFIG_VARIABLES });
  const previous = options.force ? undefined : await unchangedBuild(options.out, fingerprint);
  if (previous) {
    const totalMs = performance.now() - start;
    timings.push({ phase: 'unchanged', ms: totalMs });
    console.log(`Built ${previous.pages} pages, ${previous.files} files into ${options.out} in ${totalMs.toFixed(0)} ms (${formatTimings(timings)})`);
    return { pages: previous.pages, totalMs, timings };
  }
  const [{ buildSite }, { openStaging }, { vertiqSite }, { writeManifest, forgetManifest }] = await Promise.all([
    import('../generator/session/pipeline.ts'),
    import('../generator/session/staging.ts'),
    import('../src/site-definition.ts'),
    import('../generator/session/incremental.ts'),
  ]);

  let warnings = 0;
  const staging = await openStaging(options.out, { incremental: !options.force });
  // Configuration, the unchanged-build check, loading the pipeline's modules, the staging folder.
  timings.push({ phase: 'start', ms: performance.now() - start });
  let built: Awaited<ReturnType<typeof buildSite>>;
  try {
    built = await buildSite(vertiqSite, config, staging, {
      draft: options.draft,
      workers: options.workers,
      force: options.force,
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
  const commit = await staging.commit({ previousFiles: built.previousFiles });
  timings.push({ phase: 'commit', ms: performance.now() - commitStart });
  // Draft builds have warnings; they are not remembered as finished.
  if (!warnings) await recordBuild(options.out, { fingerprint, pages: built.pages.length, files: built.files.length, configVariables: CONFIG_VARIABLES });
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
  return { pages: built.pages.length, totalMs, timings };
}
