/**
 * No launch with placeholders, through the real CLI: `build --production` refuses the development
 * identity before writing anything, naming each field and its file; `readiness` lists what a launch
 * lacks and fails only for those refusals; a production build of the sample evidence (every value
 * the business's own) succeeds and writes /.well-known/security.txt, served as text/plain.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURE = 'tests/fixtures/sample-evidence';
/** Public values a production build accepts (never called: nothing here submits a form). */
const PRODUCTION_ENV = { SITE_URL: 'https://www.vertiq.sample', SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co', SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln' };
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((d) => rm(d, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vertiq-launch-'));
  temps.push(dir);
  return dir;
}

/** The CLI as `npm run` runs it, with exactly the given configuration variables; never throws. */
async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['SITE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY'].includes(k)));
  try {
    const { stdout, stderr } = await run(process.execPath, ['cli/run.mjs', ...args], { cwd: ROOT, env: { ...clean, ...env }, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * The sample evidence with its security.txt expiring six months from today, as a business keeps it (RFC 9116: under a
 * year ahead): on the clock these tests run by, the fixture's fixed date would one day be over a year out, then past.
 */
async function currentFixture(): Promise<{ dir: string; expires: string }> {
  const dir = join(await tempDir(), 'sample-evidence');
  await cp(join(ROOT, FIXTURE), dir, { recursive: true });
  const expires = new Date(Date.now() + 183 * 86_400_000).toISOString().slice(0, 10);
  const file = join(dir, 'identity.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^ {2}expires: .*$/m, `  expires: ${expires}`));
  return { dir, expires };
}

const PLACEHOLDER_FIELDS = ['legalName', 'phone', 'email.sales', 'email.investors', 'email.privacy', 'email.security'];

describe('no launch with placeholders', () => {
  it('refuses --production with the development identity, naming each field and its file, and writes nothing', async () => {
    const parent = await tempDir();
    const { code, stderr } = await cli(['build', '--production', '--out', join(parent, 'dist')], PRODUCTION_ENV);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/^Production build refused: 6 problems$/m);
    for (const field of PLACEHOLDER_FIELDS) expect(stderr).toMatch(new RegExp(`^  content/identity\\.yaml:\\d+: field "${field.replace('.', '\\.')}" is a placeholder`, 'm'));
    expect(stderr).toMatch(/hint: a production build needs the business's own value/);
    expect(await readdir(parent)).toEqual([]);
  }, 60_000);

  it('lists the placeholders with the missing settings in one refusal', async () => {
    const { code, stderr } = await cli(['build', '--production', '--out', join(await tempDir(), 'dist')]);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/^Configuration refused: 9 problems$/m);
    expect(stderr).toMatch(/configuration: SITE_URL is not set/);
    expect(stderr).toMatch(/content\/identity\.yaml:\d+: field "email\.sales" is a placeholder/);
  }, 60_000);

  it('`readiness` names what a launch lacks with the file to edit, and fails only for what --production refuses', async () => {
    const real = await cli(['readiness']);
    expect(real.code).toBe(1);
    // 19 since trust review T2 r46 added the support and incident escalation contact to the identity file.
    expect(real.stdout).toMatch(/^Launch readiness: 19 items, 6 refused by --production$/m);
    expect(real.stdout).toMatch(/^ {2}missing content\/identity\.yaml: no support and incident escalation contact/m);
    expect(real.stdout).toMatch(/^ {2}REFUSED content\/identity\.yaml:\d+: field "phone" is a placeholder/m);
    expect(real.stdout).toMatch(/^ {2}missing content\/case-studies\/: no entries yet/m);
    expect(real.stdout).toMatch(/^ {2}missing content\/models\/: no entries yet \(the models shipped: version, parameters, base model and licence/m);
    expect(real.stdout).toMatch(/^ {2}missing content\/methodology\/: "98% term accuracy" has no methodology entry/m);

    const sample = await cli(['readiness', '--content-from', (await currentFixture()).dir]);
    expect(sample).toMatchObject({ code: 0, stdout: 'Launch readiness: nothing missing.\n' });
  }, 60_000);

  it('builds the sample evidence for production, ends with the readiness list, and serves security.txt as text/plain', async () => {
    const out = join(await tempDir(), 'dist');
    const fixture = await currentFixture();
    const { code, stdout, stderr } = await cli(['build', '--production', '--quiet', '--content-from', fixture.dir, '--out', out], PRODUCTION_ENV);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Built \d+ pages/m);
    expect(stdout).toMatch(/^Launch readiness: nothing missing\.$/m);

    const securityTxt = await readFile(join(out, '.well-known/security.txt'), 'utf8');
    expect(securityTxt).toBe(
      [
        'Contact: mailto:security@vertiq.sample',
        `Expires: ${fixture.expires}T00:00:00Z`,
        'Canonical: https://www.vertiq.sample/.well-known/security.txt',
        'Policy: https://www.vertiq.sample/security#disclosure-policy',
        'Preferred-Languages: en',
        '',
      ].join('\n'),
    );
    // The Policy line points at a section the build wrote.
    expect(await readFile(join(out, 'security/index.html'), 'utf8')).toContain('id="disclosure-policy"');

    const server = await startStaticServer({ root: out, port: 0 });
    try {
      const response = await fetch(`${server.url}/.well-known/security.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(securityTxt);
    } finally {
      await server.close();
    }
  }, 240_000);
});
