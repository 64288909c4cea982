import { type Command, InvalidArgumentError, Option } from 'commander';
import { relative } from 'node:path';
import { discoverEdgeFunctions } from '../runtime/local-backend/function-config.ts';
import { LEAD_TABLES, LEAD_TABLE_NAMES, type LeadTable, isLeadTable } from '../runtime/local-backend/lead-tables.ts';
import { MEMORY_DATA_DIR } from '../runtime/local-backend/paths.ts';
import { DEFAULT_PORT, envValue, resolveApiKeys, resolveDataDir } from '../runtime/local-backend/settings.ts';
import { formatCsv, formatTextTable } from '../runtime/local-backend/text-table.ts';

/** Registers `backend` and `leads`: the local Supabase stand-in and a look at what it received. */
export function registerBackendCommands(program: Command): void {
  program
    .command('backend')
    .description('Run the local backend (Supabase stand-in: data API + edge functions) until Ctrl-C')
    .option('--port <port>', `port to listen on, 0 for any free one (default ${DEFAULT_PORT})`, parsePort)
    .addOption(new Option('--memory', 'keep the database in memory only (lost on exit)').conflicts('dataDir'))
    .option('--data-dir <dir>', 'PGlite folder to keep the database in (default .data/pglite)')
    .option('--sales-webhook-url <url>', 'where the functions notify sales (default: env SALES_WEBHOOK_URL)', parseUrl)
    .action(reportingErrors(runBackend));

  program
    .command('leads')
    .description('List the newest trial leads, demo requests and newsletter sign-ups the local backend received')
    .option('--table <table>', `only this table: ${LEAD_TABLE_NAMES.join(', ')}`, parseTable)
    .option('--limit <n>', 'rows per table (default 20)', parseLimit, 20)
    .addOption(new Option('--format <format>', 'table for the terminal, csv or json to export').choices(['table', 'csv', 'json']).default('table'))
    .option('--json', 'same as --format json')
    .option('--data-dir <dir>', 'PGlite folder to read when no backend is running (default .data/pglite)')
    .option('--url <url>', 'ask the local backend at this URL instead of finding it', parseUrl)
    .action(reportingErrors(runLeads));
}

/** Our errors are written for people: print the message, not a stack trace, and exit non-zero. */
function reportingErrors<Options>(action: (options: Options) => Promise<void>): (options: Options) => Promise<void> {
  return async (options) => {
    try {
      await action(options);
    } catch (error) {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  };
}

interface BackendOptions {
  port?: number;
  memory?: boolean;
  dataDir?: string;
  salesWebhookUrl?: string;
}

async function runBackend(options: BackendOptions): Promise<void> {
  // Loaded on use: PGlite and the server modules would otherwise slow every CLI command (build included).
  const { startLocalBackend } = await import('../runtime/local-backend/index.ts');
  const backend = await startLocalBackend({
    port: options.port,
    dataDir: options.memory ? MEMORY_DATA_DIR : options.dataDir,
    salesWebhookUrl: options.salesWebhookUrl,
  });
  const tables = (
    await backend.query<{ name: string }>(
      "select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by tablename",
    )
  ).rows.map((row) => row.name);
  const functions = (await discoverEdgeFunctions()).map((fn) => fn.name);
  const salesWebhookUrl = options.salesWebhookUrl ?? envValue('SALES_WEBHOOK_URL');
  const database = envValue('DATABASE_URL')
    ? 'Postgres server from DATABASE_URL'
    : options.memory
      ? 'in memory (lost on exit)'
      : relative(process.cwd(), resolveDataDir(options.dataDir)) || '.';

  console.log(
    [
      '',
      `Local backend running at ${backend.url}   (use it as SUPABASE_URL)`,
      `  database       ${database}`,
      `  tables         ${tables.map((table) => `${backend.url}/rest/v1/${table}`).join('\n                 ')}`,
      `  functions      ${functions.map((fn) => `${backend.url}/functions/v1/${fn}`).join('\n                 ')}`,
      // As `supabase status` prints them: both key generations work, as on a project created today.
      `  publishable    ${resolveApiKeys().publishableKey}   (browser key; or the legacy anon key below)`,
      `  anon (legacy)  ${resolveApiKeys().anonKey.slice(0, 24)}… (the default LOCAL_ANON_KEY unless SUPABASE_ANON_KEY is set)`,
      `  secret         ${resolveApiKeys().secretKey.slice(0, 15)}… (server only; the functions receive it as SUPABASE_SECRET_KEYS)`,
      `  sales webhook  ${salesWebhookUrl ?? 'not set: functions skip the sales notification'}`,
      '',
      'See what arrived with `npm run leads`. Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      console.log('\nStopping the local backend…');
      backend.close().then(resolve, (error) => {
        console.error(error);
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

interface LeadsOptions {
  table?: LeadTable;
  limit: number;
  format: 'table' | 'csv' | 'json';
  json?: boolean;
  dataDir?: string;
  url?: string;
}

async function runLeads(options: LeadsOptions): Promise<void> {
  const { openLeadsSource } = await import('../runtime/local-backend/leads-reader.ts');
  const source = await openLeadsSource({
    url: options.url,
    databaseUrl: envValue('DATABASE_URL'),
    dataDir: resolveDataDir(options.dataDir),
    keys: resolveApiKeys(),
    defaultBackendUrl: `http://127.0.0.1:${DEFAULT_PORT}`,
  });
  try {
    const tables = options.table ? [options.table] : LEAD_TABLE_NAMES;
    const result: Record<string, Record<string, unknown>[]> = {};
    for (const table of tables) result[table] = await source.newestRows(table, options.limit);

    const format = options.json ? 'json' : options.format;
    if (format === 'json') {
      console.log(JSON.stringify(result, null, 2));
      return;
    }
    if (format === 'csv') {
      // One CSV per table, separated by a blank line; with --table, a single importable file.
      console.log(tables.map((table) => formatCsv(['table', ...LEAD_TABLES[table]], result[table].map((row) => ({ table, ...row })))).join('\r\n\r\n'));
      return;
    }
    console.error(`Reading ${source.description}; newest first, at most ${options.limit} per table.\n`);
    for (const table of tables) {
      const rows = result[table].map(readableTimestamps);
      console.log(`${table}: ${rows.length === 0 ? 'nothing yet' : `${rows.length} row${rows.length === 1 ? '' : 's'}`}`);
      if (rows.length > 0) console.log(formatTextTable(LEAD_TABLES[table], rows));
      console.log('');
    }
  } finally {
    await source.close();
  }
}

/** created_at as "2026-11-22 10:15:02Z": full ISO strings with microseconds are hard to scan. */
function readableTimestamps(row: Record<string, unknown>): Record<string, unknown> {
  const createdAt = typeof row.created_at === 'string' ? new Date(row.created_at) : undefined;
  if (!createdAt || Number.isNaN(createdAt.getTime())) return row;
  return { ...row, created_at: `${createdAt.toISOString().slice(0, 19).replace('T', ' ')}Z` };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('must be a whole number from 0 to 65535.');
  return port;
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 1000) throw new InvalidArgumentError('must be a whole number from 1 to 1000.');
  return limit;
}

function parseTable(value: string): LeadTable {
  if (!isLeadTable(value)) throw new InvalidArgumentError(`must be one of ${LEAD_TABLE_NAMES.join(', ')}.`);
  return value;
}

function parseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // fall through to the error below
  }
  throw new InvalidArgumentError('must be an http(s) URL.');
}
