/** `build`: the settings (flags and environment, cli/build-flags.mjs) resolved into the site's configuration, then one build session. */
import { CONFIG_VARIABLES, ConfigError, resolveConfig } from '../src/config.ts';
import { formatWhere } from '../generator/check/errors.ts';
import { reportLines, runBuildSession, type BuildReport } from '../generator/session/build-session.ts';
import type { BuildSettings } from './build-flags.mjs';

export async function runBuild(settings: BuildSettings): Promise<BuildReport> {
  const log = (line: string) => {
    if (!settings.quiet) console.log(line);
  };
  if (settings.draft && settings.production) throw new ConfigError(['--draft cannot be combined with --production: a release must have no dangling links.']);
  // Refused here, before anything is written.
  const config = resolveConfig(settings.environment, { production: settings.production });
  log(`Building ${settings.production ? 'production' : 'development'} site for ${config.siteUrl} (backend ${config.supabaseUrl})`);
  const report = await runBuildSession({
    definition: async () => (await import('../src/site-definition.ts')).vertiqSite,
    config,
    out: settings.out,
    draft: settings.draft,
    force: settings.force,
    workers: settings.workers,
    environment: settings.environment,
    configVariables: CONFIG_VARIABLES,
    warn: (p) => {
      if (!settings.quiet) console.warn(`  warning ${formatWhere(p)}: ${p.message}`);
    },
  });
  if (!report.unchanged && report.warnings) console.warn(`${report.warnings} warning(s) (draft build: not deployable)`);
  const { details, summary } = reportLines(report, settings.out);
  details.forEach(log);
  console.log(summary);
  return report;
}
