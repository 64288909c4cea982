/** `build`: resolve config (refusing before anything is written), build in memory, write atomically, report. */
import { ConfigError, resolveConfig, loadEnvironment } from '../src/config.ts';
import { buildSite, type PhaseTiming } from '../generator/pipeline.ts';
import { writeOutputAtomically } from '../generator/write-output.ts';
import { loadSite } from '../generator/load-site.ts';

export interface BuildCommandOptions {
  out: string;
  production: boolean;
  quiet: boolean;
  draft?: boolean;
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

  // Issue 14: content entries marked `draft: true` are built only in draft builds (read by the content loader).
  if (options.draft) process.env.VERTIQ_DRAFTS = '1';
  else delete process.env.VERTIQ_DRAFTS;
  let warnings = 0;
  const built = await buildSite(loadSite(), config, {
    draft: options.draft,
    warn: (p) => {
      warnings++;
      if (!options.quiet) console.warn(`  warning ${p.where}: ${p.message}`);
    },
  });
  if (warnings) console.warn(`${warnings} warning(s) (draft build: not deployable)`);
  timings.push(...built.timings);
  const writeStart = performance.now();
  await writeOutputAtomically(options.out, built.files);
  timings.push({ phase: 'write', ms: performance.now() - writeStart });
  const totalMs = performance.now() - start;
  for (const t of timings) log(`  ${t.phase.padEnd(9)} ${t.ms.toFixed(0).padStart(5)} ms`);
  console.log(`Built ${built.pages.length} pages, ${built.files.length} files into ${options.out} in ${totalMs.toFixed(0)} ms (${formatTimings(timings)})`);
  return { pages: built.pages.length, totalMs, timings };
}
