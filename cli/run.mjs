#!/usr/bin/env node
/**
 * The command line's front door (`npm run build`, `preview`, `dev`, ...), in plain JavaScript so it
 * starts as fast as Node does:
 * 1. `build` when nothing changed since the last build into that folder (generator/session/build-stamp.mjs):
 *    says so and exits before anything heavy loads. `--force` always builds.
 * 2. Otherwise it runs the CLI (cli/index.ts's `main`, given the build flags parsed here) compiled by esbuild (generator/session/compile-entry.mjs) into
 *    .cache/cli/<tree key>/, made once per change of the sources (a fraction of a second), so no
 *    TypeScript is transpiled at start-up. Packages stay in node_modules; each module's
 *    `import.meta.url` keeps naming its source file, so paths resolve as they do from source.
 * `npx tsx cli/index.ts ...` runs the same CLI from source.
 */
import { buildSettings, parseBuildFlags } from './build-flags.mjs';

// As cli/index.ts: React's production build, set before anything loads React (and in the fingerprint).
process.env.NODE_ENV ??= 'production';
const start = performance.now();
const { PROJECT_ROOT: ROOT } = await import('../generator/config/root.mjs');
const [command, ...rest] = process.argv.slice(2);

// `build`'s flags, parsed once here and handed to the CLI below.
const parsedBuild = command === 'build' ? parseBuildFlags(rest) : undefined;
const flags = parsedBuild && 'flags' in parsedBuild ? parsedBuild.flags : undefined;
// A plain build (not --force, --help, --content-from, or --draft with --production, which the CLI refuses) may be a no-op.
if (flags && !flags.force && !flags.help && !flags.contentFrom && !(flags.draft && flags.production)) {
  const settings = buildSettings(flags);
  const { buildFingerprint, recordedConfigVariables, unchangedBuild } = await import('../generator/session/build-stamp.mjs');
  // The site's configuration variables as the last build recorded them: no site code loads here.
  const configVariables = await recordedConfigVariables(settings.out);
  const previous = configVariables && (await unchangedBuild(settings.out, await buildFingerprint({ production: settings.production, draft: settings.draft, configVariables, environment: settings.environment })));
  if (previous) {
    const ms = (performance.now() - start).toFixed(0);
    if (!settings.quiet) console.log(`Nothing changed since the last build into ${settings.out} (--force builds anyway).`);
    console.log(`Built ${previous.pages} pages, ${previous.files} files into ${settings.out} in ${ms} ms (unchanged ${ms} ms)`);
    process.exit(0);
  }
}

/** Path of the compiled CLI for the sources as they are now, compiling it when missing. */
async function compiledCli() {
  const [{ cliTreeKey }, { CACHE_DIRS }, { compiledEntry }] = await Promise.all([
    import('../generator/session/build-stamp.mjs'),
    import('../generator/cache/caches.mjs'),
    import('../generator/session/compile-entry.mjs'),
  ]);
  return compiledEntry({ entry: `${ROOT}cli/index.ts`, dir: `${CACHE_DIRS.cli}${(await cliTreeKey()).slice(0, 16)}` });
}

// The compiled CLI, checked to have run its code (a damaged entry is an error, never a silent exit 0).
const { main } = await (await import('../generator/session/compile-entry.mjs')).runCompiledEntry(await compiledCli());
await main(process.argv.slice(2), { build: parsedBuild });
