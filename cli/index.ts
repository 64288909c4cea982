#!/usr/bin/env node
/**
 * The site's command line: argument parsing only; the work lives in src/ and the sibling modules.
 * cli/run.mjs calls `main` with `build`'s flags already parsed (cli/build-flags.mjs); run directly
 * (`npx tsx cli/index.ts ...`), it parses them itself.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, loadEnvironment } from '../src/config.ts';
import { BuildError, isBuildError } from '../generator/check/errors.ts';
import { problem } from '../generator/check/problems.ts';
import { machineRefusal } from '../generator/check/machine-refusals.ts';
import { registerBackendCommands } from './backend.ts';
import { limitHeapGrowth } from '../generator/session/heap-growth.ts';
import { CLIENT_RUNTIMES, DEFAULT_CLIENT_RUNTIME, type ClientRuntime } from '../generator/config/site.ts';
import { buildSettings, buildUsage, parseBuildFlags, type BuildFlags } from './build-flags.mjs';

// React's development build renders about four times slower. Commands load React only through the
// dynamic imports below, after this line, so they get the production build.
process.env.NODE_ENV ??= 'production';
limitHeapGrowth();

/** `dev --client react|preact`: the same setting as CLIENT_RUNTIME (src/config.ts), which it overrides. */
function clientRuntime(value: string): ClientRuntime {
  if (!CLIENT_RUNTIMES.includes(value as ClientRuntime)) throw new InvalidArgumentError(`expected ${CLIENT_RUNTIMES.join(' or ')}`);
  return value as ClientRuntime;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number (0-65535)');
  return n;
}

/** Prints a refusal the release engineer can act on, without a stack trace for known problems. */
function fail(error: unknown): never {
  // Configuration refusals print in the build's problem format, one line a setting.
  if (error instanceof ConfigError) {
    const problems = [...error.problems.map((p) => problem('configuration', { where: 'configuration' }, { error: p })), ...error.contentProblems];
    console.error(new BuildError(problems, error.problems.length ? 'Configuration refused' : 'Production build refused').message);
  }
  // isBuildError: the bundled site has its own copy of the class (a content file refused while it loads).
  else if (isBuildError(error)) console.error(error.message);
  // A full disk, a folder it may not write, another build on the same folder: one line, no stack.
  else if (machineRefusal(error)) console.error(machineRefusal(error));
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}

const program = new Command()
  .name('site')
  .description('Build, preview and develop the Vertiq marketing site.')
  .showHelpAfterError();

// Listed for `--help`; `main` runs it with the flags parsed once (cli/build-flags.mjs).
program.command('build').description('Render every route to a deployable static folder (atomically replacing the old one).').helpOption(false).allowUnknownOption().allowExcessArguments();

program
  .command('readiness')
  .description('List what a launch still lacks (placeholders, empty evidence collections, figures without methodology, security.txt expiry), each with the file to edit; exits non-zero only for what --production refuses.')
  .option('--content-from <dir>', 'read content files from DIR before content/, as build does')
  .action(async (opts) => {
    const [{ readinessReport, formatReadiness }, { PROJECT_ROOT }] = await Promise.all([import('../src/readiness.ts'), import('../generator/config/root.mjs')]);
    try {
      const lines = readinessReport({ root: PROJECT_ROOT.replace(/\/$/, ''), contentFrom: opts.contentFrom ? resolve(opts.contentFrom) : undefined }, new Date());
      console.log(formatReadiness(lines));
      process.exitCode = lines.some((line) => line.blocks) ? 1 : 0;
    } catch (error) {
      fail(error);
    }
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
  .option('--client <runtime>', `what hydrates the islands: ${CLIENT_RUNTIMES.join(' or ')} (default ${DEFAULT_CLIENT_RUNTIME}); overrides CLIENT_RUNTIME`, clientRuntime)
  .action(async (opts) => {
    const { runDev } = await import('./dev.ts');
    const environment = loadEnvironment();
    await runDev({ port: opts.port, backend: opts.backend, environment: opts.client ? { ...environment, CLIENT_RUNTIME: opts.client } : environment }).catch(fail);
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

/** Runs the command `args` names; `parsed.build`: `build`'s flags as cli/run.mjs already parsed them. */
export async function main(args: string[], parsed: { build?: ReturnType<typeof parseBuildFlags> } = {}): Promise<void> {
  if (args[0] !== 'build') return void (await program.parseAsync(args, { from: 'user' }));
  const flags = parsed.build ?? parseBuildFlags(args.slice(1));
  if ('error' in flags) {
    console.error(`error: ${flags.error}\n\n${buildUsage()}`);
    process.exit(1);
  }
  if (flags.flags.help) return void process.stdout.write(buildUsage());
  const { runBuild } = await import('./build.ts');
  await runBuild(buildSettings(flags.flags as BuildFlags)).catch(fail);
}

// Run directly (tsx, or node on a compiled copy): the command line is this process's.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main(process.argv.slice(2));
