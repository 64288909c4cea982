import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertDataDirFree, claimDataDir, findDataDirOwner, lockFileFor } from '../../runtime/local-backend/data-dir-lock.ts';
import { httpStatusForSqlState } from '../../runtime/local-backend/data-api/postgrest-error.ts';
import { limitClause, orderClause, selectList, whereClause } from '../../runtime/local-backend/data-api/url-query.ts';
import { discoverEdgeFunctions, parseFunctionSettings, parseMaxRows } from '../../runtime/local-backend/function-config.ts';
import { formatCsv, formatTextTable } from '../../runtime/local-backend/text-table.ts';

// The pieces of the local backend that need no database: fast, and precise about edge cases.

describe('PostgREST status mapping', () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'service_role', 403],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['23502', 'anon', 400],
    ['23514', 'anon', 400],
    ['22001', 'anon', 400],
    ['22P02', 'anon', 400],
    ['42P01', 'anon', 404],
    ['08006', 'anon', 503],
    ['40001', 'anon', 500],
    ['P0001', 'anon', 400],
  ] as const)('%s as %s -> %i', (code, role, status) => {
    expect(httpStatusForSqlState(code, role)).toBe(status);
  });
});

describe('URL query grammar', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('turns filters into parameterised conditions, never into SQL text', () => {
    const where = whereClause(query("email=eq.a'b@example.com&created_at=gte.2026-01-01&phone=is.null&industry=in.(Legal,\"HR, Ops\")&name=not.ilike.*ada*"), 1);
    expect(where.sql).toBe(
      'where "email" = $1 and "created_at" >= $2 and "phone" is null and "industry" in ($3, $4) and not ("name" ilike $5)',
    );
    expect(where.params).toEqual(["a'b@example.com", '2026-01-01', 'Legal', 'HR, Ops', '%ada%']);
  });

  it('quotes hostile column names and qualifies them when asked', () => {
    expect(whereClause(query('x"; drop table t; --=eq.1'), 3, 'target').sql).toBe('where target."x""; drop table t; --" = $3');
  });

  it('ignores reserved parameters and reads select, order and limit', () => {
    const params = query('select=email,created_at&order=created_at.desc.nullslast,id&limit=5&offset=10&apikey=k');
    expect(whereClause(params, 1).sql).toBe('');
    expect(selectList(params)).toBe('"email", "created_at"');
    expect(orderClause(params)).toBe('order by "created_at" desc nulls last, "id"');
    expect(limitClause(params)).toBe('limit 5 offset 10');
    // config.toml max_rows caps every read, asked-for limit or not.
    expect(limitClause(new URLSearchParams('limit=5000'), 1000)).toBe('limit 1000');
    expect(limitClause(new URLSearchParams('offset=3'), 1000)).toBe('limit 1000 offset 3');
  });

  it.each([
    ['an unknown operator', () => whereClause(query('email=regex.x'), 1)],
    ['a filter without operator', () => whereClause(query('email=x'), 1)],
    ['is with a bad value', () => whereClause(query('phone=is.maybe'), 1)],
    ['an embedded resource in select', () => selectList(query('select=*,owner(*)'))],
    ['a bad order modifier', () => orderClause(query('order=created_at.sideways'))],
    ['a negative limit', () => limitClause(query('limit=-1'))],
  ])('refuses %s with PGRST100 instead of ignoring it', (_label, parse) => {
    expect(parse).toThrow(expect.objectContaining({ status: 400, body: expect.objectContaining({ code: 'PGRST100' }) }));
  });
});

describe('edge function discovery', () => {
  it('finds both functions with verify_jwt from config.toml, skipping _shared', async () => {
    expect((await discoverEdgeFunctions()).map(({ name, verifyJwt }) => ({ name, verifyJwt }))).toEqual([
      { name: 'schedule-demo', verifyJwt: false },
      { name: 'trial-webhook', verifyJwt: false },
    ]);
  });

  it('reads verify_jwt per function and nothing from other tables', () => {
    const settings = parseFunctionSettings(`
      [api]
      verify_jwt = false
      [functions.public-hook] # comment
      verify_jwt = false
      [functions."quoted-name"]
      verify_jwt = true
      [functions.defaulted]
      import_map = "./x.json"
    `);
    expect(Object.fromEntries(settings)).toEqual({
      'public-hook': { verifyJwt: false },
      'quoted-name': { verifyJwt: true },
      defaulted: {},
    });
  });
});

describe('data folder lock', () => {
  let folder: string;
  let dataDir: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vertiq-lock-'));
    dataDir = join(folder, 'pglite');
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('records the owner next to the folder and releases it', async () => {
    const release = await claimDataDir(dataDir, 'http://127.0.0.1:1234');
    expect(JSON.parse(await readFile(lockFileFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:1234' });
    expect(await findDataDirOwner(dataDir)).toMatchObject({ pid: process.pid });
    await release();
    expect(await findDataDirOwner(dataDir)).toBeUndefined();
  });

  it('refuses a folder owned by another live process, naming it', async () => {
    await writeFile(lockFileFor(dataDir), JSON.stringify({ pid: process.ppid, url: 'npm run leads (reading)', startedAt: '' }));
    await expect(assertDataDirFree(dataDir)).rejects.toThrow(
      `The local database ${dataDir} is in use by another local backend (pid ${process.ppid}, npm run leads (reading))`,
    );
  });

  it('ignores a note whose pid is alive but whose URL does not answer with that pid (the pid was reused)', async () => {
    const server = createServer((_req, res) => res.end(JSON.stringify({ service: 'vertiq-local-backend', pid: 1 })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const url of [`http://127.0.0.1:${port}`, 'http://127.0.0.1:9']) {
        await writeFile(lockFileFor(dataDir), JSON.stringify({ pid: process.ppid, url, startedAt: '' }));
        await expect(assertDataDirFree(dataDir)).resolves.toBeUndefined();
      }
    } finally {
      server.close();
    }
  });

  it('ignores a note left by a process that no longer exists', async () => {
    await writeFile(lockFileFor(dataDir), JSON.stringify({ pid: 2 ** 22 + 12345, url: 'http://x', startedAt: '' }));
    await expect(assertDataDirFree(dataDir)).resolves.toBeUndefined();
  });
});

describe('text table and CSV of npm run leads', () => {
  it('aligns columns, blanks nulls and cuts long cells', () => {
    const lines = formatTextTable(['email', 'notes'], [
      { email: 'a@b.co', notes: null },
      { email: 'longer@example.com', notes: 'x'.repeat(50) },
    ], 20).split('\n');
    expect(lines[0]).toMatch(/^email\s+notes$/);
    expect(lines[1]).toBe('a@b.co');
    expect(lines[2]).toMatch(new RegExp(`^longer@example.com\\s+${'x'.repeat(19)}…$`));
    expect(lines[2].indexOf('xxx')).toBe(lines[0].indexOf('notes'));
  });

  it('shows terminal escape sequences and bidi overrides as visible escapes, never raw', () => {
    const hostile = { email: 'eve@example.com', notes: '\u001b[2J\u001b]8;;http://evil.example\u0007click\u202egnp.exe' };
    for (const output of [formatTextTable(['email', 'notes'], [hostile], 200), formatCsv(['email', 'notes'], [hostile])]) {
      expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u202e]/);
      expect(output).toContain('\\u{1b}[2J');
      expect(output).toContain('\\u{202e}');
    }
  });

  it('escapes every format and separator character (Cf, Zl, Zp): zero-width, BOM, bidi marks, U+2028/2029', () => {
    // One of each kind, with the code points spelled out so this file itself holds none raw.
    const invisible = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x200e, 0x200f, 0x061c, 0x2066, 0x2069, 0x202a, 0x2028, 0x2029, 0xe0041];
    const hostile = { email: 'eve@example.com', notes: invisible.map((code) => `a${String.fromCodePoint(code)}`).join('') };
    for (const output of [formatTextTable(['email', 'notes'], [hostile], 400), formatCsv(['email', 'notes'], [hostile])]) {
      expect(output).not.toMatch(/[\p{Cf}\p{Zl}\p{Zp}]/u);
      for (const code of invisible) expect(output).toContain(`\\u{${code.toString(16)}}`);
    }
    // Visible non-ASCII text is left as it is.
    expect(formatCsv(['name'], [{ name: 'Zoë Łukasz 山田' }])).toBe('name\r\n"Zoë Łukasz 山田"');
  });

  it('writes CSV with RFC 4180 quoting and defuses spreadsheet formulas', () => {
    expect(formatCsv(['name', 'notes'], [{ name: 'Ada, "the" first', notes: '=HYPERLINK("http://evil.example")' }, { name: 'Bob', notes: null }])).toBe(
      ['name,notes', '"Ada, ""the"" first","\'=HYPERLINK(""http://evil.example"")"', 'Bob,'].join('\r\n'),
    );
  });
});

describe('supabase/config.toml (smol-toml)', () => {
  it('reads api.max_rows', () => {
    expect(parseMaxRows('[api]\nmax_rows = 1000\n')).toBe(1000);
    expect(parseMaxRows('[api]\nport = 1\n')).toBeUndefined();
  });

  it('names the file when it is not valid TOML', () => {
    expect(() => parseFunctionSettings('[functions.x\nverify_jwt = true')).toThrow(/config.toml is not valid TOML/);
  });
});
