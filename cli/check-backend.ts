import { loadEnvironment } from '../src/config.ts';
import { checkBackend, cleanupHint, formatResult } from '../runtime/check-backend/index.ts';

export interface CheckBackendCommandOptions {
  url?: string;
  key?: string;
  origin?: string;
}

/**
 * `npm run check-backend -- --url <project url> --key <publishable or anon key> [--origin <site origin>]`:
 * each missing option falls back to the build's variable (SUPABASE_URL, SUPABASE_ANON_KEY, SITE_URL,
 * from the environment or .env). One line per check; exit code 1 when any check fails.
 */
export async function runCheckBackend(options: CheckBackendCommandOptions): Promise<void> {
  const env = loadEnvironment();
  const url = options.url ?? env.SUPABASE_URL?.trim();
  const key = options.key ?? env.SUPABASE_ANON_KEY?.trim();
  const origin = options.origin ?? env.SITE_URL?.trim();
  const missing = [!url && '--url (or SUPABASE_URL)', !key && '--key (or SUPABASE_ANON_KEY)', !origin && '--origin (or SITE_URL)'].filter(Boolean);
  if (missing.length || !url || !key || !origin) {
    console.error(`check-backend needs ${missing.join(', ')}.`);
    process.exit(2);
  }
  console.log(`Checking ${url} as the site at ${origin} would call it…`);
  const report = await checkBackend({ url, key, origin });
  for (const result of report.results) console.log(formatResult(result));
  const failed = report.results.filter((result) => !result.ok).length;
  console.log(failed ? `${failed} check(s) failed.` : 'All checks passed: the backend is ready for the site.');
  if (report.results.length > 1) console.log(cleanupHint());
  process.exitCode = failed ? 1 : 0;
}
