/** Small helpers shared by the benchmarks: medians, child processes that report one JSON result, formatting. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A child prints its result on one line starting with this marker (anything else it prints is kept as log). */
export const RESULT_MARKER = 'BENCH_RESULT ';

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs a module in a fresh Node process (TypeScript through tsx; `tsx: false` for plain JavaScript such as cli/run.mjs) and returns its result. */
export function runChild<T>(
  script: string,
  args: string[] = [],
  options: { nodeArgs?: string[]; wrapper?: string[]; env?: Record<string, string>; tsx?: boolean; parse?: (stdout: string) => T | undefined } = {},
): Promise<{ result: T; wallMs: number; log: string }> {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    const command = [...(options.wrapper ?? []), process.execPath, ...(options.nodeArgs ?? []), ...(options.tsx === false ? [] : ['--import', 'tsx']), script, ...args];
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      const line = out.split('\n').find((l) => l.startsWith(RESULT_MARKER));
      const result = options.parse ? options.parse(out) : line ? (JSON.parse(line.slice(RESULT_MARKER.length)) as T) : undefined;
      if (code !== 0 || result === undefined) return reject(new Error(`${script} ${args.join(' ')} exited with ${code}:\n${out}${err}`));
      resolvePromise({ result, wallMs, log: out.split('\n').filter((l) => !l.startsWith(RESULT_MARKER)).join('\n') + err });
    });
  });
}

export function reportResult(result: unknown): void {
  console.log(`${RESULT_MARKER}${JSON.stringify(result)}`);
}

export const ms = (n: number) => `${Math.round(n)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A plain text table: the first column and columns of words left-aligned, figures right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const figures = header.map((_, i) => i > 0 && rows.every((r) => /^[-\d.,]*\s?(ms|KB|MB|x|%)?$/.test(String(r[i] ?? ''))));
  const line = (r: string[]) => r.map((c, i) => (figures[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
