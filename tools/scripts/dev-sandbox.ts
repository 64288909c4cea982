/**
 * `npm run dev` on a throwaway copy of the project, for the tests and the bench that edit sources:
 * the worktree's own files are never touched, so nothing else running beside them (other tests, a
 * build) sees an edit, and an interrupted run leaves nothing to restore. The copy holds the source
 * folders, package.json and tsconfig.json; node_modules is a link to the project's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROJECT = new URL('../..', import.meta.url).pathname;
const COPIED = ['cli', 'generator', 'src', 'content', 'templates', 'runtime', 'tools', 'supabase', 'package.json', 'tsconfig.json'];

export interface DevSandbox {
  /** The copy's root, ending in a slash. */
  root: string;
  /** http://localhost:PORT of its dev server. */
  url: string;
  /** Everything the dev server printed so far. */
  log(): string;
  /** Rewrites a file of the copy (path from its root) and returns the time of the write (Date.now()). */
  edit(file: string, change: (text: string) => string): Promise<number>;
  close(): Promise<void>;
}

export async function startDevSandbox(options: { port?: number; env?: Record<string, string> } = {}): Promise<DevSandbox> {
  const root = `${await mkdtemp(join(tmpdir(), 'vertiq-dev-'))}/`;
  await Promise.all(COPIED.map((name) => cp(`${PROJECT}${name}`, `${root}${name}`, { recursive: true })));
  await symlink(`${PROJECT}node_modules`, `${root}node_modules`);
  // Node itself, not npx: stopping it stops the dev server rather than a wrapper.
  const dev: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'dev', '--port', String(options.port ?? 0), '--no-backend'], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev did not start within 120 s:\n${log}`)), 120_000);
    dev.stdout!.on('data', (chunk: Buffer) => {
      log += chunk;
      const started = /Dev server at (http:\/\/\S+)/.exec(log);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    });
    dev.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    dev.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev exited (${code}):\n${log}`));
    });
  }).catch(async (error) => {
    dev.kill();
    await rm(root, { recursive: true, force: true });
    throw error;
  });
  return {
    root,
    url,
    log: () => log,
    async edit(file, change) {
      const text = change(await readFile(`${root}${file}`, 'utf8'));
      const at = Date.now();
      await writeFile(`${root}${file}`, text);
      return at;
    },
    async close() {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      dev.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await rm(root, { recursive: true, force: true });
    },
  };
}
