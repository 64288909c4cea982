/**
 * Compiles a TypeScript entry of the project (the CLI, a benchmark's child) with esbuild into one
 * folder of plain JavaScript, so Node runs it without transpiling anything at start-up (tsx costs a
 * fresh process ~0.4 s at 10,000 synthetic pages' worth of modules). Packages stay in node_modules;
 * each module's `import.meta.url` keeps naming its source file, so paths resolve as they do from
 * source. Made once per folder name (the caller keys it, by the code tree), renamed into place whole.
 *
 * Plain JavaScript so cli/run.mjs can use it before any TypeScript loads.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordFolder, verifyFolder } from '../cache/verified-cache.mjs';

/** Set by the last line of every compiled file: an entry that imported without setting it ran nothing. */
const EVALUATED = "globalThis[Symbol.for('compiled-entry.evaluated')] = true;";

/**
 * The compiled `entry` (an absolute path) in `dir`, as `dir/index.mjs`; compiled when missing.
 * `keep`: how many sibling folders (earlier trees) to leave beside it, newest first.
 */
export async function compiledEntry({ entry, dir, keep = 3 }) {
  const out = `${dir}/index.mjs`;
  // Checked against the hashes recorded when it was compiled (verified-cache.mjs): a zeroed or
  // truncated file would otherwise make every command exit 0 having done nothing (issue 31).
  if (existsSync(out) && (await verifyFolder(dir))) return out;
  const esbuild = await import('esbuild');
  const partial = `${dir}.${process.pid}.partial`;
  await esbuild.build({
    entryPoints: { index: entry },
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true, // dynamic imports stay lazy
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    footer: { js: EVALUATED },
    plugins: [
      {
        name: 'source-import-meta-url',
        setup(b) {
          // Imports this very module rather than a copy: cli/run.mjs has already loaded it and
          // computed the tree key with it (a walk of every source file's stat), not done twice.
          b.onResolve({ filter: /build-stamp\.mjs$/ }, (args) => ({ path: pathToFileURL(resolvePath(args.resolveDir, args.path)).href, external: true }));
          b.onLoad({ filter: /\.(ts|tsx|mjs)$/ }, async (args) => {
            if (args.path.includes('/node_modules/')) return undefined;
            const source = await readFile(args.path, 'utf8');
            const contents = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js' };
          });
        },
      },
    ],
  });
  // Renamed into place whole, with the record of its files' hashes: a process running alongside sees all of it or none.
  await recordFolder(partial);
  await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
  // Folders compiled from earlier trees are of no further use (a process running alongside from one
  // of them has already loaded its modules, except lazy chunks: keep the last few).
  const parent = resolvePath(dir, '..');
  const earlier = (await readdir(parent, { withFileTypes: true })).filter((d) => d.isDirectory() && resolvePath(parent, d.name) !== resolvePath(dir) && !d.name.includes('.partial'));
  const byAge = await Promise.all(earlier.map(async (d) => ({ path: resolvePath(parent, d.name), mtime: (await stat(resolvePath(parent, d.name))).mtimeMs })));
  byAge.sort((a, b) => b.mtime - a.mtime);
  for (const old of byAge.slice(keep)) await rm(old.path, { recursive: true, force: true });
  return out;
}

/**
 * Runs a compiled entry (`compiledEntry`'s path) and answers its exports. An import that evaluates none of its code (an
 * empty file that escaped the check) is an error, never a silent exit 0.
 */
export async function runCompiledEntry(out) {
  const key = Symbol.for('compiled-entry.evaluated');
  delete globalThis[key];
  const entry = await import(pathToFileURL(out).href);
  if (!globalThis[key]) {
    console.error(`${out} ran nothing (a damaged compiled entry): run \`npm run clean\` and try again.`);
    process.exit(1);
  }
  return entry;
}
