/**
 * What the machine refuses is said in one line naming the folder, with no stack trace (issue 31;
 * generator/check/machine-refusals.ts): a full disk, a folder the build may not write, another
 * build on the same folder. A real EACCES from a folder made read-only (the full disk is tested for
 * real in tests/build/faults.test.ts).
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machineRefusal } from '../../generator/check/machine-refusals.ts';
import { BuildLockedError } from '../../generator/session/build-lock.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => chmod(dir, 0o755).then(() => rm(dir, { recursive: true, force: true })))));

describe('machine refusals', () => {
  it('name the folder of the file a full disk or a denied write stopped at, in one line', () => {
    const enospc = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: 'ENOSPC', path: '/srv/site/about/index.html' });
    expect(machineRefusal(enospc)).toBe('No space left on the device holding /srv/site/about (ENOSPC): free some space (or build into another --out) and build again.');
    const eacces = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/out'"), { code: 'EACCES', path: '/srv/out' });
    expect(machineRefusal(eacces)).toBe('Permission denied writing in /srv/out (EACCES): give this user write access to it, or build into another --out.');
  });

  it("name the output's folder, not a build's staging folder beside it", () => {
    const error = Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', path: '/srv/.dist-staging-123-1700000000000/about/index.html' });
    expect(machineRefusal(error)).toBe('No space left on the device holding /srv (ENOSPC): free some space (or build into another --out) and build again.');
  });

  it('read an error that crossed a worker thread as text, or one wrapped as a cause', () => {
    expect(machineRefusal(new Error("ENOSPC: no space left on device, write '/srv/site/og/a.png'"))).toMatch(/^No space left on the device holding \/srv\/site\/og \(ENOSPC\)/);
    expect(machineRefusal(new Error('render failed', { cause: Object.assign(new Error('x'), { code: 'EACCES', path: '/srv/site' }) }))).toMatch(/^Permission denied writing in \/srv\/site \(EACCES\)/);
  });

  it('leave every other error to be printed in full', () => {
    expect(machineRefusal(new Error('something else'))).toBeUndefined();
    expect(machineRefusal(Object.assign(new Error('gone'), { code: 'ENOENT', path: '/x' }))).toBeUndefined();
  });

  it('say which build holds the output folder', () => {
    expect(machineRefusal(new BuildLockedError('another build (pid 42) is writing /srv/dist: wait for it to finish, or build into another --out.'))).toBe(
      'another build (pid 42) is writing /srv/dist: wait for it to finish, or build into another --out.',
    );
  });

  it('a real denied write: staging beside an output whose folder is read-only (run as nobody when the tests run as root)', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'read-only-'));
    temps.push(parent);
    await mkdir(join(parent, 'site'));
    await chmod(parent, 0o555);
    // What openStaging does first beside the output, in a process that is not root (root may write anywhere).
    const script = `try { require('node:fs').mkdirSync(process.argv[1] + '/.site-staging-1-1', { recursive: true }) } catch (e) { console.log(JSON.stringify({ code: e.code, path: e.path, message: e.message })) }`;
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, parent], asNobody);
    const error = Object.assign(new Error(), JSON.parse(stdout));
    expect(error.code).toBe('EACCES');
    expect(machineRefusal(error)).toBe(`Permission denied writing in ${parent} (EACCES): give this user write access to it, or build into another --out.`);
  });
});
