/**
 * `build`'s flags, defined and parsed in one place: cli/run.mjs parses them (to answer an unchanged
 * build before anything heavy loads) and hands the result to the CLI (cli/index.ts), which parses
 * them itself only when run directly (`npx tsx cli/index.ts build ...`). Plain JavaScript so
 * cli/run.mjs can use it before any TypeScript loads.
 *
 * `buildSettings` turns the flags and the environment into the one settings object a build is
 * given: `--client` is CLIENT_RUNTIME spelled on the command line, so it overrides that variable in
 * the environment the build reads (its configuration and its fingerprint alike); nothing is
 * written into process.env.
 */
import { parseArgs } from 'node:util';
import { loadEnvironment } from '../generator/config/environment.mjs';
import { CLIENT_RUNTIMES, DEFAULT_CLIENT_RUNTIME } from '../generator/config/client-runtime.mjs';

export const BUILD_FLAGS = {
  out: { type: 'string', value: '<dir>', default: 'dist', help: 'output folder' },
  production: { type: 'boolean', help: 'release mode: SITE_URL, SUPABASE_URL and SUPABASE_ANON_KEY (the publishable or legacy anon key) must be set to public values' },
  quiet: { type: 'boolean', help: 'print only the summary line' },
  draft: { type: 'boolean', help: 'work in progress: include draft content entries, report dangling links as warnings (refused with --production)' },
  force: { type: 'boolean', help: 'build even when no input changed since the last build into this folder' },
  workers: { type: 'string', value: '<n>', help: 'render threads (0: the main thread; default: one a core from 400 pages)' },
  'content-from': { type: 'string', value: '<dir>', help: "read content files from DIR before content/ (the identity file, evidence collections: a fixture such as tests/fixtures/sample-evidence); always a full build" },
  client: { type: 'string', value: '<runtime>', help: `what hydrates the islands in the browser: ${CLIENT_RUNTIMES.join(' or ')} (default ${DEFAULT_CLIENT_RUNTIME}); overrides CLIENT_RUNTIME` },
  help: { type: 'boolean', short: 'h', help: 'display help for command' },
};

/** `build --help`. */
export function buildUsage() {
  const lines = Object.entries(BUILD_FLAGS).map(([name, flag]) => [`${flag.short ? `-${flag.short}, ` : ''}--${name}${flag.value ? ` ${flag.value}` : ''}`, `${flag.help}${flag.default ? ` (default: "${flag.default}")` : ''}`]);
  const width = Math.max(...lines.map(([left]) => left.length)) + 2;
  return `Usage: site build [options]\n\nRender every route to a deployable static folder (atomically replacing the old one).\n\nOptions:\n${lines.map(([left, right]) => `  ${left.padEnd(width)}${right}`).join('\n')}\n`;
}

/** The flags of `args` (what follows `build`), or what is wrong with them. */
export function parseBuildFlags(args) {
  let values;
  try {
    const options = Object.fromEntries(Object.entries(BUILD_FLAGS).map(([name, { type, short }]) => [name, { type, ...(short ? { short } : {}) }]));
    ({ values } = parseArgs({ args, strict: true, options }));
  } catch (error) {
    return { error: error.message };
  }
  const flags = { out: values.out ?? BUILD_FLAGS.out.default, production: Boolean(values.production), quiet: Boolean(values.quiet), draft: Boolean(values.draft), force: Boolean(values.force), help: Boolean(values.help) };
  if (values.workers !== undefined) {
    const n = Number(values.workers);
    if (values.workers.trim() === '' || !Number.isInteger(n) || n < 0) return { error: `option '--workers <n>' argument '${values.workers}' is invalid. expected a whole number of threads (0: the main thread)` };
    flags.workers = n;
  }
  if (values['content-from'] !== undefined) flags.contentFrom = values['content-from'];
  if (values.client !== undefined) {
    if (!CLIENT_RUNTIMES.includes(values.client)) return { error: `option '--client <runtime>' argument '${values.client}' is invalid. expected ${CLIENT_RUNTIMES.join(' or ')}` };
    flags.client = values.client;
  }
  return { flags };
}

/** The flags and the environment as one object: what a build is given. */
export function buildSettings(flags, environment = loadEnvironment()) {
  const { client, help: _help, ...rest } = flags;
  return { ...rest, environment: client ? { ...environment, CLIENT_RUNTIME: client } : environment };
}
