#!/usr/bin/env node
/** The site's command line: argument parsing only; the work lives in src/ and the sibling modules. */
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError } from '../src/config.ts';
import { BuildError, isBuildError } from '../generator/check/errors.ts';
import { problem } from '../generator/check/problems.ts';
import { registerBackendCommands } from './backend.ts';
import { limitHeapGrowth } from '../generator/session/heap-growth.ts';
import { CLIENT_RUNTIMES, type ClientRuntime } from '../generator/config/site.ts';

// React's development build renders about four times slower. Commands load React only through the
// dynamic imports below, after this line, so they get the production build.
process.env.NODE_ENV ??= 'production';
limitHeapGrowth();

/** `--client react|preact`: the same setting as CLIENT_RUNTIME (src/config.ts), which it overrides. */
function clientRuntime(value: string): string {
  if (!CLIENT_RUNTIMES.includes(value as ClientRuntime)) throw new InvalidArgumentError(`expected ${CLIENT_RUNTIMES.join(' or ')}`);
  // Through the environment, so the build's fingerprint (generator/session/build-stamp.mjs) names it too.
  process.env.CLIENT_RUNTIME = value;
  return value;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number (0-65535)');
  return n;
}

/** Prints a refusal the release engineer can act on, without a stack trace for known problems. */
function fail(error: unknown): never {
  // Configuration refusals print in the build's problem format, one line a setting.
  if (error instanceof ConfigError) console.error(new BuildError(error.problems.map((p) => problem('configuration', { where: 'configuration' }, { error: p })), 'Configuration refused').message);
  // isBuildError: the bundled site has its own copy of the class (a content file refused while it loads).
  else if (isBuildError(error)) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}

const program = new Command()
  .name('site')
  .description('Build, preview and develop the Vertiq marketing site.')
  .showHelpAfterError();

program
  .command('build')
  .description('Render every route to a deployable static folder (atomically replacing the old one).')
  .option('--out <dir>', 'output folder', 'dist')
  .option('--production', 'release mode: SITE_URL, SUPABASE_URL and SUPABASE_ANON_KEY (the publishable or legacy anon key) must be set to public values', false)
  .option('--quiet', 'print only the summary line', false)
  .option('--draft', 'work in progress: include draft content entries, report dangling links as warnings (refused with --production)', false)
  .option('--force', 'build even when no input changed since the last build into this folder', false)
  .option('--workers <n>', 'render threads (0: the main thread; default: one a core from 400 pages)', (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("expected a whole number of threads (0: the main thread)");
    return n;
  })
  .option('--client <runtime>', 'what hydrates the islands in the browser: preact (default) or react; sets CLIENT_RUNTIME', clientRuntime)
  .action(async (opts) => {
    const { runBuild } = await import('./build.ts');
    await runBuild({ out: opts.out, production: opts.production, quiet: opts.quiet, draft: opts.draft, force: opts.force, workers: opts.workers }).catch(fail);
  });

program
  .command('preview')
  .description('Serve a built folder like a CDN: clean URLs, _headers, 404.html, precompressed files.')
  .option('--dir <dir>', 'built folder to serve', 'dist')
  .option('--port <port>', 'port', port, 4173)
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .action(async (opts) => {
    const { runPreview } = await import('./preview.ts');
    await runPreview({ dir: opts.dir, port: opts.port, host: opts.host }).catch(fail);
  });

program
  .command('dev')
  .description('Serve the site with on-demand rendering, rebuild on change and swap it into the open page (a reload when client scripts change); starts the local backend.')
  .option('--port <port>', 'port', port, 4173)
  .option('--no-backend', 'do not start the local Supabase stand-in')
  .option('--client <runtime>', 'what hydrates the islands: preact (default) or react; sets CLIENT_RUNTIME', clientRuntime)
  .action(async (opts) => {
    const { runDev } = await import('./dev.ts');
    await runDev({ port: opts.port, backend: opts.backend }).catch(fail);
  });

registerBackendCommands(program);

program
  .command('check-backend')
  .description('Before going live: send what the built site sends to a Supabase project (marked as a test, nobody notified) and report what to fix.')
  .option('--url <url>', 'project URL, e.g. https://<ref>.supabase.co (default: SUPABASE_URL)')
  .option('--key <key>', 'the publishable key (sb_publishable_...) or legacy anon key the site is built with (default: SUPABASE_ANON_KEY)')
  .option('--origin <origin>', "the site's origin, e.g. https://www.vertiq.ai (default: SITE_URL)")
  .action(async (opts) => {
    const { runCheckBackend } = await import('./check-backend.ts');
    await runCheckBackend({ url: opts.url, key: opts.key, origin: opts.origin }).catch(fail);
  });

await program.parseAsync(process.argv);
