/**
 * The preview server's redirects stay on its own host: a path that starts with several slashes
 * (`/.//evil.example/`, `//evil.example/`) must never come back as `Location: //evil.example`,
 * which a browser follows to another site (issue 31).
 */
import { request } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRedirectPath, startStaticServer } from '../../runtime/preview-server/static-server.ts';

/** A GET with the path sent exactly as written (fetch would normalise it first). */
function rawGet(port: number, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('preview redirects', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  let port: number;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vertiq-preview-'));
    await mkdir(join(dir, 'about'));
    await writeFile(join(dir, 'about', 'index.html'), '<!doctype html><title>About</title>');
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    server = await startStaticServer({ root: dir, port: 0, precompressed: false });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/.//evil.example/', '//evil.example/', '///evil.example', '//evil.example/path/', '/.//evil.example/?q=1'])('answers %s with a local Location', async (path) => {
    const { status, location } = await rawGet(port, path);
    expect(status).toBe(301);
    expect(location).toMatch(/^\/(?!\/)/);
    // Resolved as a browser resolves it, the target stays on this host.
    expect(new URL(location!, `http://127.0.0.1:${port}${path}`).host).toBe(`127.0.0.1:${port}`);
  });

  it('still sends a trailing slash to the clean URL, keeping the query', async () => {
    expect(await rawGet(port, '/about/?x=1')).toEqual({ status: 301, location: '/about?x=1' });
    expect((await rawGet(port, '/about')).status).toBe(200);
    expect((await rawGet(port, '/')).status).toBe(200);
  });

  it('collapses runs of slashes and drops one trailing slash', () => {
    expect(localRedirectPath('//evil.example/')).toBe('/evil.example');
    expect(localRedirectPath('/a//b///c/')).toBe('/a/b/c');
    expect(localRedirectPath('/')).toBe('/');
    expect(localRedirectPath('/about')).toBe('/about');
  });
});
