import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DENO_BIN, DENO_DIR, EDGE_FUNCTION_HOST_FILE, FUNCTIONS_DIR } from './paths.ts';
import type { EdgeFunctionInfo } from './function-config.ts';

/*
 * Runs each edge function's real index.ts in its own Deno process, as the hosted edge
 * runtime gives each function its own isolate. Deno.serve() in the function binds the
 * address from DENO_SERVE_ADDRESS and prints "Listening on <address>", which is how we learn
 * readiness. The address is a Unix socket in a folder only this user can open, not a TCP
 * port: like hosted Supabase, a function is reachable only through the gateway, which
 * checks the JWT first (any local process could otherwise call it without a token).
 */

export interface RunningEdgeFunction {
  info: EdgeFunctionInfo;
  /** The Unix socket the function's Deno.serve listens on. */
  socketPath: string;
  ready: boolean;
  /** Set once the process has exited: why the function is gone. */
  exitReason?: string;
  recentOutput(): string;
}

export interface EdgeFunctionServers {
  find(name: string): RunningEdgeFunction | undefined;
  close(): Promise<void>;
}

export interface EdgeFunctionServerOptions {
  functions: EdgeFunctionInfo[];
  /** Secrets and settings the functions read with Deno.env (SUPABASE_URL, keys, SALES_WEBHOOK_URL). */
  env: Record<string, string>;
  log: (line: string) => void;
  /** The first start downloads npm packages into .cache/deno, so allow for it. */
  startTimeoutMs?: number;
}

const DEFAULT_START_TIMEOUT_MS = 90_000;
const OUTPUT_LINES_KEPT = 40;
/** Settings the functions read; only the values the backend passes may reach them. */
const FUNCTION_SETTINGS = [
  'SUPABASE_URL',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_DB_URL',
  'SALES_WEBHOOK_URL',
  'ALLOWED_ORIGINS',
  'POW_HMAC_SECRET',
];

export async function startEdgeFunctionServers(options: EdgeFunctionServerOptions): Promise<EdgeFunctionServers> {
  const processes: ChildProcess[] = [];
  // mkdtemp creates the folder with mode 0700: other users cannot reach the sockets inside.
  const socketDir = await mkdtemp(join(tmpdir(), 'vertiq-functions-'));
  const lifecycle = { closing: false };
  const killAll = () => {
    for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // A dev server stopped abruptly must not leave Deno processes holding ports.
  process.once('exit', killAll);

  const close = async () => {
    lifecycle.closing = true;
    process.removeListener('exit', killAll);
    await Promise.all(processes.map((child) => stopProcess(child)));
    await rm(socketDir, { recursive: true, force: true });
  };

  try {
    const running = await Promise.all(
      options.functions.map((info) => startOne(info, join(socketDir, `${info.name}.sock`), options, lifecycle, (child) => processes.push(child))),
    );
    const byName = new Map(running.map((fn) => [fn.info.name, fn]));
    return { find: (name) => byName.get(name), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Our environment (Deno needs its proxy and CA-certificate settings to reach the npm
 * registry), minus any function setting a developer's shell may hold (say a production
 * SUPABASE_URL), plus the backend's own values.
 */
function denoEnvironment(extra: Record<string, string>, socketPath: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !FUNCTION_SETTINGS.includes(name)) env[name] = value;
  }
  return {
    ...env,
    DENO_DIR,
    DENO_SERVE_ADDRESS: `unix:${socketPath}`,
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...extra,
  };
}

function startOne(
  info: EdgeFunctionInfo,
  socketPath: string,
  options: EdgeFunctionServerOptions,
  lifecycle: { closing: boolean },
  track: (child: ChildProcess) => void,
): Promise<RunningEdgeFunction> {
  // --no-config: resolve npm: imports from Deno's own cache with the pinned versions, as the
  // hosted runtime does, rather than from this repo's node_modules (package.json would
  // otherwise switch Deno to it). Network and env access, like a deployed function needs,
  // plus reading supabase/functions for the host's dynamic import of index.ts.
  // plus its own socket, which Deno treats as a file to read and write.
  const permissions = ['--allow-net', '--allow-env', `--allow-read=${FUNCTIONS_DIR},${socketPath}`, `--allow-write=${socketPath}`];
  const args = ['run', '--no-config', '--no-prompt', ...permissions, EDGE_FUNCTION_HOST_FILE, pathToFileURL(info.entry).href];
  const child = spawn(DENO_BIN, args, {
    cwd: FUNCTIONS_DIR,
    env: denoEnvironment(options.env, socketPath),
    // stdin stays open for the function's lifetime: edge-function-host.ts exits when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in the terminal reaches only us, and we stop the
    // functions in order instead of watching them die first.
    detached: true,
  });
  track(child);

  const output: string[] = [];
  const fn: RunningEdgeFunction = { info, socketPath, ready: false, recentOutput: () => output.join('\n') };
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `Edge function ${info.name} did not start within ${timeoutMs / 1000} s. On a first run Deno downloads ` +
            `the functions' npm packages into ${DENO_DIR}; check access to the npm registry.\n${fn.recentOutput()}`,
        ),
      );
    }, timeoutMs);

    const onLine = (line: string) => {
      output.push(line);
      if (output.length > OUTPUT_LINES_KEPT) output.shift();
      if (!fn.ready && line.startsWith(`Listening on ${socketPath}`)) {
        fn.ready = true;
        clearTimeout(timer);
        resolve(fn);
      } else {
        options.log(`[${info.name}] ${line}`);
      }
    };
    forEachLine(child.stdout!, onLine);
    forEachLine(child.stderr!, onLine);

    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not run Deno (${DENO_BIN}) for edge function ${info.name}: ${error.message}. Is the npm package "deno" installed?`));
    });
    child.once('exit', (code, signal) => {
      fn.exitReason = `the Deno process exited (${signal ?? `code ${code}`})`;
      if (!fn.ready) {
        clearTimeout(timer);
        reject(new Error(`Edge function ${info.name} failed to start: ${fn.exitReason}.\n${fn.recentOutput()}`));
      } else if (!lifecycle.closing) {
        options.log(`[${info.name}] stopped unexpectedly: ${fn.exitReason}`);
      }
    });
  });
}

function forEachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line.trimEnd());
  });
  stream.on('end', () => {
    if (pending.trim()) onLine(pending.trimEnd());
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
