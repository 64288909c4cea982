import { createServer, type Server } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalBackend, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, startLocalBackend } from '../../runtime/local-backend/index.ts';
import { openLeadsSource } from '../../runtime/local-backend/leads-reader.ts';
import { resolveApiKeys } from '../../runtime/local-backend/settings.ts';
import { DATABASE_KINDS, DATABASE_START_TIMEOUT_MS, emptyLeadTables, testDatabaseLocation } from './support/database.ts';
import { validDemoRequest, validTrialLead } from './support/sample-data.ts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { PROOF_OF_WORK_HEADER } from '../../supabase/functions/_shared/limits.ts';
import { encodeProofHeader } from '../../supabase/functions/_shared/proof-header.ts';

// One real local backend (PGlite in memory + the two Deno functions) for the whole file,
// and a stand-in for the sales team's webhook receiver.

interface ReceivedNotification {
  headers: Record<string, string | string[] | undefined>;
  body: { event: string; received_at: string; data: Record<string, unknown> };
}

let backend: LocalBackend;
let dropDatabase: () => Promise<void> = async () => {};
let receiver: Server;
const received: ReceivedNotification[] = [];
let receiverStatus = 200;

describe.each(DATABASE_KINDS)('on %s', (kind) => {
beforeAll(async () => {
  const location = await testDatabaseLocation(kind);
  dropDatabase = location.drop;
  receiver = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(receiverStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sales`;
  backend = await startLocalBackend({ port: 0, dataDir: 'memory://', databaseUrl: location.databaseUrl, quiet: true, salesWebhookUrl: receiverUrl });
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await backend?.close();
  await dropDatabase();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(async () => {
  await emptyLeadTables({ exec: async (sql) => void (await backend.query(sql)) });
  received.length = 0;
  receiverStatus = 200;
});

class NeverUsedWebSocket {
  constructor() {
    throw new Error('realtime is not part of the local backend');
  }
}

function keyHeaders(key: string): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

function insert(table: string, body: unknown, headers: Record<string, string> = keyHeaders(LOCAL_ANON_KEY)) {
  return fetch(`${backend.url}/rest/v1/${table}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function rowsOf(table: string) {
  return (await backend.query<Record<string, unknown>>(`select * from public.${table} order by created_at`)).rows;
}

describe('data API (/rest/v1) behaves like PostgREST on hosted Supabase', () => {
  it('answers a lead missing its e-mail address (or company) with 400 naming that field, never an internal table', async () => {
    for (const [row, field] of [
      [{ ...validTrialLead, email: undefined }, 'email'],
      [{ ...validTrialLead, company_name: undefined }, 'company_name'],
    ] as const) {
      const response = await insert('trial_leads', row, { ...keyHeaders(LOCAL_ANON_KEY), 'Idempotency-Key': crypto.randomUUID() });
      const body = (await response.json()) as { code: string; message: string };
      expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: '23502' });
      expect(body.message).toContain(`"${field}"`);
      expect(JSON.stringify(body)).not.toMatch(/submission_counts|client_address|private/);
    }
    expect(await rowsOf('trial_leads')).toEqual([]);
  });

  it('inserts with the anon key: 201 and an empty body (return=minimal)', async () => {
    const response = await insert('trial_leads', validTrialLead);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await rowsOf('trial_leads')).toMatchObject([validTrialLead]);
  });

  it('refuses an anon insert of several rows in one request (400), storing none', async () => {
    const response = await insert('newsletter_subscribers', [{ email: 'a@example.com' }, { email: 'b@example.com' }]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PT400', message: 'Send one row per request' });
    expect(await rowsOf('newsletter_subscribers')).toEqual([]);
  });

  it('inserts an array of rows in one request for the service role', async () => {
    const response = await insert('newsletter_subscribers', [{ email: 'a@example.com' }, { email: 'b@example.com' }], keyHeaders(LOCAL_SERVICE_ROLE_KEY));
    expect(response.status).toBe(201);
    expect((await rowsOf('newsletter_subscribers')).map((row) => row.email).sort()).toEqual(['a@example.com', 'b@example.com']);
  });

  it('works with supabase-js exactly as the site calls it; a known newsletter address answers like a new one', async () => {
    const supabase = createClient(backend.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false },
      // supabase-js wants a WebSocket class up front, which Node 20 lacks; only realtime uses it.
      realtime: { transport: NeverUsedWebSocket as unknown as typeof WebSocket },
    });
    expect((await supabase.from('trial_leads').insert(validTrialLead)).error).toBeNull();
    expect((await supabase.from('newsletter_subscribers').insert({ email: 'reader@example.com' })).error).toBeNull();
    const duplicate = await supabase.from('newsletter_subscribers').insert({ email: 'Reader@Example.com' });
    expect(duplicate.status).toBe(201);
    expect(duplicate.error).toBeNull();
    expect(await rowsOf('newsletter_subscribers')).toHaveLength(1);
    const bad = await supabase.from('trial_leads').insert({ ...validTrialLead, industry: 'Astrology' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('new row for relation "trial_leads" violates check constraint "trial_leads_industry_option"');
  });

  it.each([
    ['no apikey', { 'Content-Type': 'application/json' }, 'No API key found in request'],
    ['a wrong apikey', keyHeaders('not-a-key'), 'Invalid API key'],
    ['a wrong bearer token', { ...keyHeaders(LOCAL_ANON_KEY), Authorization: 'Bearer forged' }, 'Invalid JWT in the Authorization header'],
  ])('refuses %s with 401 and a PostgREST-style error', async (_label, headers, message) => {
    const response = await insert('trial_leads', validTrialLead, headers as Record<string, string>);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301', message, details: null });
    expect(await rowsOf('trial_leads')).toEqual([]);
  });

  it('reports a check-constraint violation as 400 with code 23514', async () => {
    const response = await insert('trial_leads', { ...validTrialLead, email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '23514',
      message: 'new row for relation "trial_leads" violates check constraint "trial_leads_email_format"',
      details: null,
      hint: null,
    });
  });

  it('reports a missing required field as 400 with code 23502', async () => {
    const { company_name: _company, ...withoutCompany } = validTrialLead;
    const response = await insert('trial_leads', withoutCompany);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('23502');
  });

  it('answers a second sign-up of the same address exactly like the first (201, empty), keeping one row', async () => {
    const first = await insert('newsletter_subscribers', { email: 'reader@example.com' });
    const second = await insert('newsletter_subscribers', { email: 'READER@example.com' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([await first.text(), await second.text()]).toEqual(['', '']);
    expect(await rowsOf('newsletter_subscribers')).toHaveLength(1);
  });

  it('refuses anon reads, updates and deletes with 401 (42501) and leaks no rows', async () => {
    await insert('trial_leads', validTrialLead);
    const anon = keyHeaders(LOCAL_ANON_KEY);
    const attempts = [
      fetch(`${backend.url}/rest/v1/trial_leads?select=*`, { headers: anon }),
      fetch(`${backend.url}/rest/v1/trial_leads?email=eq.${validTrialLead.email}`, { method: 'PATCH', headers: anon, body: '{"first_name":"Eve"}' }),
      fetch(`${backend.url}/rest/v1/trial_leads?email=eq.${validTrialLead.email}`, { method: 'DELETE', headers: anon }),
      insert('demo_requests', { name: 'x' }),
    ];
    for (const response of await Promise.all(attempts)) {
      const body = await response.text();
      expect(response.status).toBe(401);
      expect(JSON.parse(body).code).toBe('42501');
      expect(body).not.toContain(validTrialLead.email);
    }
    expect(await rowsOf('trial_leads')).toMatchObject([{ first_name: validTrialLead.first_name }]);
  });

  it('lets the service role read with filters, order and limit', async () => {
    await insert('newsletter_subscribers', { email: 'first@example.com' });
    await insert('newsletter_subscribers', { email: 'second@example.com' });
    const service = keyHeaders(LOCAL_SERVICE_ROLE_KEY);
    const newest = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=email&order=created_at.desc&limit=1`, { headers: service });
    expect(newest.status).toBe(200);
    expect(await newest.json()).toEqual([{ email: 'second@example.com' }]);
    const filtered = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=email&email=eq.first@example.com`, { headers: service });
    expect(await filtered.json()).toEqual([{ email: 'first@example.com' }]);
  });

  it('answers unknown tables with 404, unknown columns with 400 PGRST204, and bad JSON with 400 PGRST102', async () => {
    const table = await insert('no_such_table', {});
    expect(table.status).toBe(404);
    expect((await table.json()).code).toBe('PGRST205');
    const column = await insert('newsletter_subscribers', { emial: 'typo@example.com' });
    expect(column.status).toBe(400);
    expect(await column.json()).toMatchObject({ code: 'PGRST204', message: "Could not find the 'emial' column of 'newsletter_subscribers' in the schema cache" });
    const json = await fetch(`${backend.url}/rest/v1/trial_leads`, { method: 'POST', headers: keyHeaders(LOCAL_ANON_KEY), body: '{"first_name":' });
    expect(json.status).toBe(400);
    expect((await json.json()).code).toBe('PGRST102');
  });

  it('refuses what it does not imitate (on_conflict, Prefer resolution or count) instead of ignoring it', async () => {
    const upsert = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?on_conflict=email`, {
      method: 'POST',
      headers: { ...keyHeaders(LOCAL_SERVICE_ROLE_KEY), Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(upsert.status).toBe(400);
    expect((await upsert.json()).code).toBe('PGRST100');
    const counted = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=email`, { headers: { ...keyHeaders(LOCAL_SERVICE_ROLE_KEY), Prefer: 'count=exact' } });
    expect(counted.status).toBe(400);
    expect(await rowsOf('newsletter_subscribers')).toEqual([]);
  });

  it('answers an invalid percent-encoding in the path with 400, not 500', async () => {
    for (const path of ['/rest/v1/trial_leads%zz', '/functions/v1/%E0%A4%A']) {
      const response = await fetch(`${backend.url}${path}`, { headers: keyHeaders(LOCAL_ANON_KEY) });
      expect(response.status, path).toBe(400);
    }
  });

  it('answers the CORS preflight without a key', async () => {
    const response = await fetch(`${backend.url}/rest/v1/trial_leads`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info' },
    });
    expect([200, 204]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')!.split(',').map((name) => name.trim());
    expect(allowed).toEqual(
      expect.arrayContaining(['apikey', 'authorization', 'content-type', 'x-client-info', 'prefer', 'content-profile', 'accept-profile', 'idempotency-key']),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('edge functions (/functions/v1) run the real Deno code', () => {
  function callFunction(name: string, body: unknown, headers: Record<string, string> = keyHeaders(LOCAL_ANON_KEY)) {
    return fetch(`${backend.url}/functions/v1/${name}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  }

  it('answers the preflight without credentials (the gateway lets OPTIONS through)', async () => {
    const response = await fetch(`${backend.url}/functions/v1/schedule-demo`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:4173' } });
    expect([200, 204]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type, idempotency-key, x-proof-of-work');
  });

  it.each([
    ['without an apikey', { 'Content-Type': 'application/json', Authorization: `Bearer ${LOCAL_ANON_KEY}` }, /^No API key/],
    ['with an apikey that is not a key of this project', { apikey: 'forged', Authorization: 'Bearer forged' }, /^Invalid API key/],
  ])('refuses a call %s with 401 (the function checks the apikey itself; verify_jwt is off)', async (_label, headers, message) => {
    const response = await callFunction('trial-webhook', validTrialLead, headers);
    const answer = await response.json();
    expect({ status: response.status, answer }).toMatchObject({ status: 401, answer: { error: expect.stringMatching(message) } });
    expect(received).toEqual([]);
  });

  it('trial-webhook forwards the lead stored with the same Idempotency-Key to the sales receiver and answers 200', async () => {
    const key = crypto.randomUUID();
    expect((await insert('trial_leads', { ...validTrialLead, phone: null }, { ...keyHeaders(LOCAL_ANON_KEY), 'Idempotency-Key': key })).status).toBe(201);
    const response = await callFunction('trial-webhook', { ...validTrialLead, phone: '' }, {
      ...keyHeaders(LOCAL_ANON_KEY),
      'Idempotency-Key': key,
      Origin: 'http://127.0.0.1:4173',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(await response.json()).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    expect(received[0].headers['content-type']).toBe('application/json');
    expect(received[0].body).toMatchObject({ event: 'trial_lead', data: { ...validTrialLead, phone: null } });
    expect((await rowsOf('trial_leads'))[0].notified_at).not.toBeNull();
    expect(Date.parse(received[0].body.received_at)).not.toBeNaN();
  });

  it('schedule-demo stores the request in demo_requests (via the data API) and notifies sales', async () => {
    const response = await callFunction('schedule-demo', validDemoRequest);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const rows = (
      await backend.query<Record<string, unknown>>(
        'select name, email, company, phone, preferred_date::text as preferred_date, timezone, notes from public.demo_requests',
      )
    ).rows;
    expect(rows).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@cobol.example',
        company: 'Compilers Inc',
        phone: null,
        preferred_date: '2099-12-01 10:30:00',
        timezone: 'America/New_York',
        notes: 'Free consultation',
      },
    ]);
    expect(received.map((notification) => notification.body.event)).toEqual(['demo_request']);
  });

  it('schedule-demo keeps the stored row but answers 502 when the receiver fails', async () => {
    receiverStatus = 500;
    const response = await callFunction('schedule-demo', validDemoRequest);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Could not notify the sales team; please try again' });
    expect(await rowsOf('demo_requests')).toHaveLength(1);
  });

  it('answers invalid input with 400 naming the field, storing nothing', async () => {
    const response = await callFunction('schedule-demo', { ...validDemoRequest, timezone: 'Mars/Olympus_Mons' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^timezone must be an IANA time zone name/);
    expect(await rowsOf('demo_requests')).toEqual([]);
    expect(received).toEqual([]);
  });

  it('answers a body over 16 KB with 413, through the gateway', async () => {
    const response = await callFunction('trial-webhook', JSON.stringify(validTrialLead) + ' '.repeat(17 * 1024));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/larger than 16384 bytes/);
  });

  it('schedule-demo with a proof of work: GET hands out a challenge, the solved proof lands the row once, its replay gets 409', async () => {
    const challengeAnswer = await fetch(`${backend.url}/functions/v1/schedule-demo`, { headers: { apikey: LOCAL_ANON_KEY, Origin: 'http://localhost:4173' } });
    expect(challengeAnswer.status).toBe(200);
    expect(challengeAnswer.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const challenge = (await challengeAnswer.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const proof = { [PROOF_OF_WORK_HEADER]: encodeProofHeader({ challenge, solution }) };
    const first = await callFunction('schedule-demo', validDemoRequest, { ...keyHeaders(LOCAL_ANON_KEY), ...proof });
    expect(first.status).toBe(200);
    const replay = await callFunction('schedule-demo', { ...validDemoRequest, name: 'Replayed' }, { ...keyHeaders(LOCAL_ANON_KEY), ...proof });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: 'This proof of work was already used; submit the form again' });
    expect((await rowsOf('demo_requests')).map((row) => row.name)).toEqual([validDemoRequest.name]);
    const counted = await backend.query<{ bucket: string; hits: number }>(`select bucket, hits from private.submission_counts where bucket like 'schedule-demo%' order by bucket`);
    expect(counted.rows).toEqual([{ bucket: 'schedule-demo:everyone', hits: 1 }]);
  });

  it('answers 405 to PUT and 404 to an unknown function', async () => {
    const put = await fetch(`${backend.url}/functions/v1/trial-webhook`, { method: 'PUT', headers: keyHeaders(LOCAL_ANON_KEY) });
    expect(put.status).toBe(405);
    const unknown = await callFunction('no-such-function', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });
});

describe('npm run leads, while the backend runs', () => {
  it('reads the newest rows over HTTP with the service-role key', async () => {
    await insert('newsletter_subscribers', { email: 'first@example.com' });
    await insert('newsletter_subscribers', { email: 'second@example.com' });
    const source = await openLeadsSource({ url: backend.url, dataDir: 'memory://', keys: resolveApiKeys(), defaultBackendUrl: backend.url });
    expect((await source.newestRows('newsletter_subscribers', 1)).map((row) => row.email)).toEqual(['second@example.com']);
    expect(await source.newestRows('demo_requests', 5)).toEqual([]);
  });

  it('never sends the service-role key to a server that cannot prove it holds it', async () => {
    const seen: (string | undefined)[] = [];
    const impostor = createServer((req, res) => {
      seen.push(req.headers.apikey as string | undefined, req.headers.authorization);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(req.url?.startsWith('/health') ? { status: 'ok', service: 'vertiq-local-backend', proof: 'ab'.repeat(32) } : []));
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const address = impostor.address();
    const impostorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      await expect(openLeadsSource({ url: impostorUrl, dataDir: 'memory://', keys: resolveApiKeys(), defaultBackendUrl: impostorUrl })).rejects.toThrow(
        /did not prove it holds this project's service-role key/,
      );
      await expect(openLeadsSource({ dataDir: '/nonexistent/pglite', keys: resolveApiKeys(), defaultBackendUrl: impostorUrl })).rejects.toThrow(
        /no local backend is running/,
      );
      expect(seen.filter(Boolean)).toEqual([]);
    } finally {
      impostor.close();
    }
  });

  it('finds a backend that holds no data folder (--memory) at the default URL by its health answer', async () => {
    const source = await openLeadsSource({ dataDir: '/nonexistent/pglite', keys: resolveApiKeys(), defaultBackendUrl: backend.url });
    expect(source.description).toContain(backend.url);
  });
});
});
