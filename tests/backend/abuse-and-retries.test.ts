import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOwnIdempotencyConflict } from '../../src/browser/backend/submissions.ts';
import { RATE_LIMIT_MESSAGE, SUBMISSION_LIMITS } from '../../supabase/functions/_shared/limits.ts';
import { EVERYONE_LIMITS, LEAD_LIMITS, UNPROVEN_CALL_LIMITS } from '../../supabase/functions/_shared/ceilings.ts';
import { type LocalBackend, LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, startLocalBackend } from '../../runtime/local-backend/index.ts';
import { DATABASE_KINDS, DATABASE_START_TIMEOUT_MS, emptyLeadTables, testDatabaseLocation } from './support/database.ts';
import { validDemoRequest, validTrialLead } from './support/sample-data.ts';
import { TEST_POW_SECRET, cheapProofHeader } from './support/proofs.ts';

// The "done when" list, end to end through the local backend (real Deno functions,
// real triggers), on PGlite and on a PostgreSQL server: bursts from one address, array
// inserts, invented leads, every retry path, and connections killed mid-run. Requests take
// turns with the two browser keys of a project created today (publishable, legacy anon), so
// every guarantee holds with both, and switching keys does not escape a limit.

const BURST = 40;

/**
 * `count` calls, at most `concurrency` at a time. The function bursts go in waves: each call
 * makes three or four data API round trips, and 40 at once on one PGlite (which runs one
 * transaction at a time) on a loaded 2-core machine outlast the functions' 5 s outbound
 * timeout, answering 500, which tests the machine, not the limit. The data API bursts stay
 * fully concurrent: they prove the counter holds under real contention.
 */
async function inWaves(count: number, concurrency: number, call: (index: number) => Promise<Response>): Promise<Response[]> {
  const responses: Response[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const wave = Array.from({ length: Math.min(concurrency, count - start) }, (_, i) => call(start + i));
    responses.push(...(await Promise.all(wave)));
  }
  return responses;
}

describe.each(DATABASE_KINDS)('on %s', (kind) => {
  let backend: LocalBackend;
  let databaseUrl: string | undefined;
  let dropDatabase: () => Promise<void>;
  let receiver: Server;
  const notifications: { event: string; data: Record<string, unknown> }[] = [];
  let receiverStatus = 200;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        notifications.push(JSON.parse(text));
        res.writeHead(receiverStatus).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const location = await testDatabaseLocation(kind);
    databaseUrl = location.databaseUrl;
    dropDatabase = location.drop;
    backend = await startLocalBackend({
      port: 0,
      dataDir: 'memory://',
      databaseUrl,
      quiet: true,
      salesWebhookUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sales`,
      powHmacSecret: TEST_POW_SECRET,
    });
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    await backend?.close();
    await dropDatabase?.();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  beforeEach(async () => {
    await emptyLeadTables({ exec: async (sql) => void (await backend.query(sql)) });
    notifications.length = 0;
    receiverStatus = 200;
  });

  let requestsSent = 0;
  const anon = (extra: Record<string, string> = {}) => {
    const key = requestsSent++ % 2 === 0 ? LOCAL_PUBLISHABLE_KEY : LOCAL_ANON_KEY;
    return anonWith(key, extra);
  };
  const anonWith = (key: string, extra: Record<string, string>) => ({
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
    Origin: 'http://127.0.0.1:4173',
    ...extra,
  });
  const insert = (table: string, body: unknown, key?: string, extra: Record<string, string> = {}) =>
    fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: anon({ ...(key ? { 'Idempotency-Key': key } : {}), ...extra }),
      body: JSON.stringify(body),
    });
  /** A trial lead of its own visitor (e-mail and company), so only the address limits apply. */
  const trialLead = (i: number) => ({ ...validTrialLead, email: `lead${i}@example.com`, company_name: `Company ${i}` });
  const demoRequest = (i: number) => ({ ...validDemoRequest, email: `visitor${i}@example.com`, company: `Firm ${i}` });
  /** A call as the page makes it: with a fresh proof of work (support/proofs.ts), unless `proven` is false (a script). */
  const callFunction = async (name: 'trial-webhook' | 'schedule-demo', body: unknown, key: string, proven = true) =>
    fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: anon({ 'Idempotency-Key': key, ...(proven ? await cheapProofHeader(name) : {}) }),
      body: JSON.stringify(body),
    });
  const count = async (table: string) => (await backend.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n;

  async function expectLimited(responses: Response[], limit: number) {
    const statuses = responses.map((response) => response.status);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length, `statuses: ${statuses.join(',')}`).toBe(responses.length - limit);
    for (const response of refused) {
      expect(response.headers.get('content-type')).toContain('application/json');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter, 'Retry-After in seconds').toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const body = (await response.json()) as { message?: string; error?: string };
      expect(body.message ?? body.error).toBe(RATE_LIMIT_MESSAGE);
    }
  }

  it(`a burst of ${BURST} trial inserts from one address lands ${SUBMISSION_LIMITS.trial_leads.maxPerWindow} rows; the rest get 429 JSON with Retry-After`, async () => {
    const responses = await Promise.all(Array.from({ length: BURST }, (_, i) => insert('trial_leads', trialLead(i), crypto.randomUUID())));
    await expectLimited(responses, SUBMISSION_LIMITS.trial_leads.maxPerWindow);
    expect(await count('trial_leads')).toBe(SUBMISSION_LIMITS.trial_leads.maxPerWindow);
  });

  it('a rotated x-forwarded-for (or a forged cf-connecting-ip) no longer escapes the limit', async () => {
    // The stand-in's gateway, like Cloudflare, sets cf-connecting-ip from the socket and keeps
    // what the client wrote in x-forwarded-for; only the former counts.
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        insert('trial_leads', trialLead(i), crypto.randomUUID(), {
          'X-Forwarded-For': `198.51.100.${i + 1}`,
          'X-Real-IP': `198.51.100.${i + 1}`,
          'CF-Connecting-IP': `203.0.113.${i + 1}`,
        }),
      ),
    );
    await expectLimited(responses, SUBMISSION_LIMITS.trial_leads.maxPerWindow);
    expect(await count('trial_leads')).toBe(SUBMISSION_LIMITS.trial_leads.maxPerWindow);
  });

  it(`one lead sent from anywhere is stored at most ${LEAD_LIMITS.trial_leads.email.maxPerWindow} times in a window (per e-mail)`, async () => {
    const responses: Response[] = [];
    for (let i = 0; i < 6; i++) responses.push(await insert('trial_leads', validTrialLead, crypto.randomUUID()));
    await expectLimited(responses, LEAD_LIMITS.trial_leads.email.maxPerWindow);
  });

  it(`a burst of ${BURST} newsletter sign-ups lands ${SUBMISSION_LIMITS.newsletter_subscribers.maxPerWindow} rows`, async () => {
    const responses = await Promise.all(Array.from({ length: BURST }, (_, i) => insert('newsletter_subscribers', { email: `reader${i}@example.com` })));
    await expectLimited(responses, SUBMISSION_LIMITS.newsletter_subscribers.maxPerWindow);
    expect(await count('newsletter_subscribers')).toBe(SUBMISSION_LIMITS.newsletter_subscribers.maxPerWindow);
  });

  // The functions trust no address (client-address.ts: hosted Supabase gives a function no
  // header the caller cannot choose). So no per-address bucket applies to them, and a visitor
  // is never refused because others came first; the ceiling and the per-lead limits hold.
  it(`no trusted address: ${BURST} visitors scheduling demos are all stored and notified (none refused for the others)`, async () => {
    const responses = await inWaves(BURST, 8, (i) => callFunction('schedule-demo', demoRequest(i), crypto.randomUUID()));
    expect(responses.map((response) => response.status)).toEqual(Array(BURST).fill(200));
    expect(await count('demo_requests')).toBe(BURST);
    expect(notifications).toHaveLength(BURST);
  });

  it(`a burst of ${BURST} schedule-demo calls for one lead stores and notifies ${LEAD_LIMITS.demo_requests.email.maxPerWindow}; the rest get 429 with Retry-After`, async () => {
    const responses = await inWaves(BURST, 8, () => callFunction('schedule-demo', validDemoRequest, crypto.randomUUID()));
    await expectLimited(responses, LEAD_LIMITS.demo_requests.email.maxPerWindow);
    expect(await count('demo_requests')).toBe(LEAD_LIMITS.demo_requests.email.maxPerWindow);
    expect(notifications).toHaveLength(LEAD_LIMITS.demo_requests.email.maxPerWindow);
  });

  it(`a burst of ${BURST} trial-webhook calls for invented leads notifies nobody; past the ceiling for everyone they get 429 with Retry-After`, async () => {
    const responses = await inWaves(BURST, 8, () => callFunction('trial-webhook', validTrialLead, crypto.randomUUID()));
    expect(responses.map((response) => response.status)).toEqual(Array(BURST).fill(404));
    // Fill the window up to the ceiling instead of sending hundreds of calls.
    await backend.query(`update private.submission_counts set hits = $1 where bucket = 'trial-webhook:everyone'`, [
      EVERYONE_LIMITS['trial-webhook'].maxPerWindow,
    ]);
    const over = await inWaves(4, 4, () => callFunction('trial-webhook', validTrialLead, crypto.randomUUID()));
    await expectLimited(over, 0);
    expect(notifications).toEqual([]);
  });

  it(`a script without proofs of work gets ${UNPROVEN_CALL_LIMITS['schedule-demo'].maxPerWindow} demo requests in, and visitors with proofs still get through`, async () => {
    const max = UNPROVEN_CALL_LIMITS['schedule-demo'].maxPerWindow;
    const script = await inWaves(BURST, 8, (i) => callFunction('schedule-demo', demoRequest(i), crypto.randomUUID(), false));
    await expectLimited(script, max);
    expect(await count('demo_requests')).toBe(max);
    const visitors = await inWaves(5, 5, (i) => callFunction('schedule-demo', demoRequest(BURST + i), crypto.randomUUID()));
    expect(visitors.map((response) => response.status)).toEqual(Array(5).fill(200));
    expect(await count('demo_requests')).toBe(max + 5);
  });

  it('refuses an array insert of many rows, storing none', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ email: `bulk${i}@example.com` }));
    const response = await insert('newsletter_subscribers', rows);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PT400', message: 'Send one row per request' });
    expect(await count('newsletter_subscribers')).toBe(0);
  });

  it('notifies nobody for a lead stored long ago (a replay) or already notified', async () => {
    const stale = crypto.randomUUID();
    await insert('trial_leads', validTrialLead, stale);
    await backend.query(`update public.trial_leads set created_at = now() - interval '2 hours'`);
    expect((await callFunction('trial-webhook', validTrialLead, stale)).status).toBe(404);
    expect(notifications).toEqual([]);
  });

  describe('every retry path of one attempt lands one row and one notification', () => {
    it('trial: the webhook fails, then "Back to plans" or a reload submits the same attempt again', async () => {
      const key = crypto.randomUUID();
      receiverStatus = 500;
      expect((await insert('trial_leads', validTrialLead, key)).status).toBe(201);
      expect((await callFunction('trial-webhook', validTrialLead, key)).status).toBe(502);
      receiverStatus = 200;
      // A remounted form (or a reloaded page) has lost the in-memory "stored" flag: it inserts again.
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await insert('trial_leads', validTrialLead, key)).status).toBe(201);
        expect((await callFunction('trial-webhook', validTrialLead, key)).status).toBe(200);
      }
      expect(await count('trial_leads')).toBe(1);
      expect(notifications).toHaveLength(2); // the refused one (500) and one success
      expect(notifications.at(-1)).toMatchObject({ event: 'trial_lead', data: { email: validTrialLead.email } });
    });

    it('trial: concurrent duplicates of one attempt (a lost answer retried at once) land one row', async () => {
      const key = crypto.randomUUID();
      const responses = await Promise.all(Array.from({ length: 5 }, () => insert('trial_leads', validTrialLead, key)));
      // A twin that lost the race may see 409 (23505): the page treats it as stored only because the
      // error names our own idempotency index, as this database really writes it.
      for (const response of responses) {
        expect([201, 409]).toContain(response.status);
        if (response.status === 409) expect(isOwnIdempotencyConflict(await response.json())).toBe(true);
      }
      expect(await count('trial_leads')).toBe(1);
    });

    it('demo: three clicks after a failed notification store one row and notify once more', async () => {
      const key = crypto.randomUUID();
      receiverStatus = 500;
      expect((await callFunction('schedule-demo', validDemoRequest, key)).status).toBe(502);
      receiverStatus = 200;
      expect((await callFunction('schedule-demo', validDemoRequest, key)).status).toBe(200);
      expect((await callFunction('schedule-demo', validDemoRequest, key)).status).toBe(200);
      expect(await count('demo_requests')).toBe(1);
      expect(notifications).toHaveLength(2); // the refused one and one success
    });
  });

  // Only a server has connections to kill; PGlite runs inside this process.
  if (kind === 'PostgreSQL') it('survives pg_terminate_backend on its connections mid-run, and retries land one row each', async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const keys = Array.from({ length: 10 }, () => crypto.randomUUID());
      const terminateAll = () =>
        admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      // Three rounds of the same ten attempts, connections killed while they are in flight
      // (retries with a stored key count against no limit, so the rounds stay under it).
      for (let round = 0; round < 3; round++) {
        const inFlight = Promise.all(keys.map((key, i) => insert('trial_leads', { ...validTrialLead, email: `t${i}@example.com` }, key)));
        await terminateAll();
        await inFlight;
      }
      await terminateAll();
      // The backend is still up. A request that met a killed connection may have failed (the
      // pool learns of a kill only when it reads it); the page retries with the same key, as
      // here, and every attempt ends stored exactly once.
      for (const [i, key] of keys.entries()) {
        let status = 0;
        // Up to five tries: the pool (max 4 connections) may hand out each killed connection
        // once before it learns of the kill, so one unlucky attempt can meet all four.
        for (let attempt = 0; attempt < 5 && ![201, 409].includes(status); attempt++) {
          status = (await insert('trial_leads', { ...validTrialLead, email: `t${i}@example.com` }, key)).status;
        }
        expect([201, 409]).toContain(status);
      }
      expect(await count('trial_leads')).toBe(keys.length);
      expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    } finally {
      await admin.end();
    }
  });
});
