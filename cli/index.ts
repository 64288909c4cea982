#!/usr/bin/env node
/** The site's command line: argument parsing only; the work lives in src/ and the sibling modules. */
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError } from '../src/config.ts';
import { BuildError, isBuildError } from '../generator/errors.ts';
import { problem } from '../generator/problems.ts';
import { registerBackendCommands } from './backend.ts';
import { limitHeapGrowth } from '../generator/heap-growth.ts';

// React's development build renders about four times slower. Commands load React only through the
// dynamic imports below, after this line, so they get the production build.
process.env.NODE_ENV ??= 'production';
limitHeapGrowth();

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
  .option('--production', 'release mode: SITE_URL, SUPABASE_URL and SUPABASE_ANON_KEY must be set to public values', false)
  .option('--quiet', 'print only the summary line', false)
  .option('--draft', 'work in progress: report dangling links as warnings (refused with --production)', false)
  .option('--force', 'build even when no input changed since the last build into this folder', false)
  .action(async (opts) => {
    const { runBuild } = await import('./build.ts');
    await runBuild({ out: opts.out, production: opts.production, quiet: opts.quiet, draft: opts.draft, force: opts.force }).catch(fail);
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
  .action(async (opts) => {
    const { runDev } = await import('./dev.ts');
    await runDev({ port: opts.port, backend: opts.backend }).catch(fail);
  });

registerBackendCommands(program);

await program.parseAsync(process.argv);
