#!/usr/bin/env node
/**
 * The command line's front door (`npm run build`, `preview`, `dev`, ...), in plain JavaScript so it
 * starts as fast as Node does:
 * 1. `build` when nothing changed since the last build into that folder (generator/session/build-stamp.mjs):
 *    says so and exits before anything heavy loads. `--force` always builds.
 * 2. Otherwise it runs the CLI (cli/index.ts, argument parsing and all) compiled by esbuild (generator/session/compile-entry.mjs) into
 *    .cache/cli/<tree key>/, made once per change of the sources (a fraction of a second), so no
 *    TypeScript is transpiled at start-up. Packages stay in node_modules; each module's
 *    `import.meta.url` keeps naming its source file, so paths resolve as they do from source.
 * `npx tsx cli/index.ts ...` runs the same CLI from source.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

// As cli/index.ts: React's production build, set before anything loads React (and in the fingerprint).
process.env.NODE_ENV ??= 'production';
const start = performance.now();
const { PROJECT_ROOT: ROOT } = await import('../generator/config/root.mjs');
const [command, ...rest] = process.argv.slice(2);

/** `build` options as cli/index.ts defines them; undefined for anything this fast path does not handle. */
function plainBuild() {
  if (command !== 'build') return undefined;
  try {
    const { values } = parseArgs({
      args: rest,
      strict: true,
      options: { out: { type: 'string', default: 'dist' }, production: { type: 'boolean' }, quiet: { type: 'boolean' }, draft: { type: 'boolean' }, force: { type: 'boolean' }, workers: { type: 'string' }, client: { type: 'string' } },
    });
    // As cli/index.ts does: the flag is CLIENT_RUNTIME spelled on the command line (an unknown
    // runtime matches no earlier build, and cli/index.ts refuses it).
    if (values.client !== undefined) process.env.CLIENT_RUNTIME = values.client;
    return values.force || (values.draft && values.production) ? undefined : values;
  } catch {
    return undefined; // commander explains
  }
}

const build = plainBuild();
if (build) {
  const { buildFingerprint, recordedConfigVariables, unchangedBuild } = await import('../generator/session/build-stamp.mjs');
  // The site's configuration variables as the last build recorded them: no site code loads here.
  const configVariables = await recordedConfigVariables(build.out);
  const previous = configVariables && (await unchangedBuild(build.out, await buildFingerprint({ production: Boolean(build.production), draft: Boolean(build.draft), configVariables })));
  if (previous) {
    const ms = (performance.now() - start).toFixed(0);
    if (!build.quiet) console.log(`Nothing changed since the last build into ${build.out} (--force builds anyway).`);
    console.log(`Built ${previous.pages} pages, ${previous.files} files into ${build.out} in ${ms} ms (unchanged ${ms} ms)`);
    process.exit(0);
  }
}

/** Path of the compiled CLI for the sources as they are now, compiling it when missing. */
async function compiledCli() {
  const [{ codeTreeKey }, { CACHE_DIRS }, { compiledEntry }] = await Promise.all([
    import('../generator/session/build-stamp.mjs'),
    import('../generator/cache/caches.mjs'),
    import('../generator/session/compile-entry.mjs'),
  ]);
  return compiledEntry({ entry: `${ROOT}cli/index.ts`, dir: `${CACHE_DIRS.cli}${(await codeTreeKey()).slice(0, 16)}` });
}

await import(pathToFileURL(await compiledCli()).href);
