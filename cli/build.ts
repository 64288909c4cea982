/** `build`: the settings (flags and environment, cli/build-flags.mjs) resolved into the site's configuration, then one build session. */
import { resolve } from 'node:path';
import { CONFIG_VARIABLES, ConfigError, resolveConfig, type SiteConfig } from '../src/config.ts';
import { PROJECT_ROOT } from '../generator/config/root.mjs';
import { formatWhere } from '../generator/check/errors.ts';
import { reportLines, runBuildSession, type BuildReport } from '../generator/session/build-session.ts';
import type { BuildSettings } from './build-flags.mjs';

export async function runBuild(settings: BuildSettings): Promise<BuildReport> {
  const log = settings.quiet ? () => {} : console.log;
  if (settings.draft && settings.production) throw new ConfigError(['--draft cannot be combined with --production: a release must have no dangling links.']);
  const contentRoots = { root: PROJECT_ROOT.replace(/\/$/, ''), contentFrom: settings.contentFrom ? resolve(settings.contentFrom) : undefined };
  // Refused here, before anything is written: the settings, and (production) placeholder identity values or an expired security.txt.
  const readiness = settings.production ? await import('../src/readiness.ts') : undefined;
  const contentProblems = readiness ? readiness.productionRefusals(contentRoots, new Date()) : [];
  let config: SiteConfig;
  try {
    config = resolveConfig(settings.environment, { production: settings.production });
  } catch (error) {
    throw error instanceof ConfigError ? new ConfigError(error.problems, contentProblems) : error;
  }
  if (contentProblems.length) throw new ConfigError([], contentProblems);
  log(`Building ${settings.production ? 'production' : 'development'} site for ${config.siteUrl} (backend ${config.supabaseUrl})`);
  const report = await runBuildSession({
    definition: async () => {
      const { vertiqSite, vertiqSiteWithContentFrom } = await import('../src/site-definition.ts');
      return contentRoots.contentFrom ? vertiqSiteWithContentFrom(contentRoots.contentFrom) : vertiqSite;
    },
    config,
    out: settings.out,
    draft: settings.draft,
    force: settings.force,
    workers: settings.workers,
    environment: settings.environment,
    configVariables: CONFIG_VARIABLES,
    // Content read from another folder is outside what the stamp and the incremental manifest watch.
    remember: !contentRoots.contentFrom,
    warn: (p) => {
      if (!settings.quiet) console.warn(`  warning ${formatWhere(p)}: ${p.message}`);
    },
  });
  if (!report.unchanged && report.warnings) console.warn(`${report.warnings} warning(s) (draft build: not deployable)`);
  const { details, summary } = reportLines(report, settings.out);
  details.forEach(log);
  console.log(summary);
  // What the launch still lacks beyond what was refused (empty evidence, figures without methodology).
  if (readiness) console.log(readiness.formatReadiness(readiness.readinessReport(contentRoots, new Date())));
  return report;
}
