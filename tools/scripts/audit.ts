/**
 * `npm run audit`: Lighthouse on every page (or --pages), mobile and desktop (or --form-factors),
 * in headless Chromium, against the built site served by the preview server. Prints one table,
 * writes the HTML and JSON reports and a summary to reports/lighthouse/ (git-ignored), and exits
 * non-zero when a page is below the goals (scripts/lighthouse.ts GOALS). About 13 s a page and
 * form factor: a full run takes ~25 min.
 *
 *   npm run audit                                   build, then audit every route both ways
 *   npm run audit -- --pages /,/pricing --form-factors mobile
 *   npm run audit -- --dir dist                     audit an existing build instead of building
 *   npm run audit -- --draft                        build with --draft (dangling links only warn)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { routes } from '../../src/routes.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { auditPage, belowGoal, formatTable, FORM_FACTORS, reportSlug, type FormFactor, type PageAudit } from './lighthouse.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    'form-factors': { type: 'string', default: FORM_FACTORS.join(',') },
    dir: { type: 'string' },
    draft: { type: 'boolean', default: false },
    out: { type: 'string', default: 'reports/lighthouse' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('npm run audit -- [--pages /,/pricing] [--form-factors mobile,desktop] [--dir DIR] [--draft] [--out reports/lighthouse]');
  process.exit(0);
}

const known = new Set(routes.map((r) => r.path));
const pages = values.pages ? values.pages.split(',').map((p) => p.trim()).filter(Boolean) : routes.map((r) => r.path);
const unknown = pages.filter((p) => !known.has(p));
if (unknown.length) {
  console.error(`Not in the route table: ${unknown.join(', ')}`);
  process.exit(2);
}
const factors = values['form-factors']!.split(',').map((f) => f.trim()) as FormFactor[];
if (!factors.length || factors.some((f) => !FORM_FACTORS.includes(f))) {
  console.error(`--form-factors takes ${FORM_FACTORS.join(' and/or ')}`);
  process.exit(2);
}

let dir = values.dir ? resolve(values.dir) : resolve(ROOT, '.cache/audit-dist');
if (!values.dir) {
  console.log('Building the site into .cache/audit-dist ...');
  const args = ['tsx', 'cli/index.ts', 'build', '--out', dir, '--quiet', ...(values.draft ? ['--draft'] : [])];
  try {
    process.stdout.write(execFileSync('npx', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    const err = error as { stdout?: string; stderr?: string };
    console.error(`The site did not build:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    process.exit(1);
  }
}
dir = dir.replace(/\/$/, '');
if (!existsSync(`${dir}/index.html`)) {
  console.error(`${dir} holds no built site (no index.html).`);
  process.exit(2);
}

const outDir = resolve(ROOT, values.out!);
await mkdir(outDir, { recursive: true });
const server = await startStaticServer({ root: dir, port: 0 });
const audits: PageAudit[] = [];
/** Pages Lighthouse could not audit even after retries. */
const errors: string[] = [];
const started = performance.now();

/**
 * Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run
 * says nothing about the page, so it is retried twice before the page is reported as not audited.
 */
async function withRetries<T>(run: () => Promise<T>, what: string, attempts = 3): Promise<T | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await run();
    } catch (error) {
      console.warn(`  ${what}: attempt ${attempt} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return undefined;
}
try {
  const total = pages.length * factors.length;
  for (const formFactor of factors) {
    for (const path of pages) {
      const t0 = performance.now();
      const result = await withRetries(() => auditPage(server.url, path, formFactor), `${formFactor} ${path}`);
      if (!result) {
        errors.push(`${formFactor} ${path}`);
        continue;
      }
      const { audit, html, json } = result;
      audits.push(audit);
      const base = `${outDir}/${reportSlug(path)}.${formFactor}`;
      await Promise.all([writeFile(`${base}.report.html`, html), writeFile(`${base}.report.json`, json)]);
      const low = belowGoal(audit);
      console.log(
        `[${audits.length}/${total}] ${formFactor} ${path}: ${Object.values(audit.scores).map((s) => (s === null ? '-' : Math.round(s * 100))).join('/')}` +
          `${low.length ? `  below goal: ${low.join(', ')}` : ''} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
  }
} finally {
  await server.close();
}

const table = formatTable(audits);
const failures = audits.filter((a) => belowGoal(a).length > 0);
if (errors.length) console.log(`Not audited (Lighthouse failed 3 times): ${errors.join(', ')}`);
console.log(`\n${table}\n`);
for (const a of failures) console.log(`${a.formFactor} ${a.path}: ${a.failing.join(', ') || belowGoal(a).join(', ')}`);
await writeFile(`${outDir}/summary.txt`, `${table}\n`);
await writeFile(`${outDir}/summary.json`, `${JSON.stringify({ date: new Date().toISOString(), dir, audits }, null, 2)}\n`);
console.log(`\n${audits.length} audits in ${((performance.now() - started) / 60000).toFixed(1)} min; reports in ${values.out}/`);
if (failures.length || errors.length) {
  console.error(`${failures.length} audit(s) below goal${errors.length ? `, ${errors.length} not audited` : ''}.`);
  process.exit(1);
}
