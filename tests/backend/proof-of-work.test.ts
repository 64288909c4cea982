/**
 * The functions' proof of work (issue 31): GET hands out a signed, expiring challenge; a POST with a
 * solved one in X-Proof-Of-Work is verified, recorded and counted as proven; a forged, foreign,
 * wrong, expired or replayed proof is refused before anything is stored or counted.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createScheduleDemoHandler } from '../../supabase/functions/_shared/schedule-demo-handler.ts';
import { createTrialWebhookHandler } from '../../supabase/functions/_shared/trial-webhook-handler.ts';
import { PROOF_OF_WORK, PROOF_MESSAGES, newChallenge } from '../../supabase/functions/_shared/proof-of-work.ts';
import { encodeProofHeader } from '../../supabase/functions/_shared/proof-header.ts';
import { PROOF_OF_WORK_HEADER } from '../../supabase/functions/_shared/limits.ts';
import { EXPECTED_CORS, PUBLISHABLE_KEY, SITE_ORIGIN, corsHeadersOf, fakeDeps, jsonOf, postJson } from './support/handler-harness.ts';
import { validDemoRequest } from './support/sample-data.ts';

const env = { SUPABASE_URL: 'http://supabase.test', SUPABASE_SERVICE_ROLE_KEY: 'service-key' };

/** Deps on the real clock: altcha-lib checks expiry against it. */
function liveDeps(extraEnv: Record<string, string> = {}) {
  const fake = fakeDeps({ ...env, ...extraEnv });
  fake.deps.now = () => new Date();
  return fake;
}

async function getChallenge(handler: (req: Request) => Promise<Response>, headers: Record<string, string> = { apikey: PUBLISHABLE_KEY }) {
  return handler(new Request('http://functions.test/fn', { method: 'GET', headers: { Origin: SITE_ORIGIN, ...headers } }));
}

async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return encodeProofHeader({ challenge, solution });
}

const checksOf = (calls: { url: string; body: unknown }[]) => calls.filter((call) => call.url.endsWith('/rest/v1/function_call_checks')).map((call) => call.body);
const demoStores = (calls: { url: string; method: string }[]) => calls.filter((call) => call.url.endsWith('/rest/v1/demo_requests') && call.method === 'POST');

describe('proof of work', () => {
  it('GET hands out a signed, expiring PBKDF2 challenge with CORS, naming its function, storing and counting nothing', async () => {
    const { deps, calls } = liveDeps();
    const response = await getChallenge(createScheduleDemoHandler(deps));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    const challenge = (await jsonOf(response)) as unknown as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: PROOF_OF_WORK.cost, data: { call: 'schedule-demo' } });
    const lifetime = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(PROOF_OF_WORK.expiresInSeconds - 5);
    expect(lifetime).toBeLessThanOrEqual(PROOF_OF_WORK.expiresInSeconds);
    expect(calls).toEqual([]);
  });

  it('GET without the project key is refused like the POST', async () => {
    const { deps } = liveDeps();
    expect((await getChallenge(createScheduleDemoHandler(deps), {})).status).toBe(401);
  });

  it('a solved challenge lets the call through as proven, once; the replay is refused with 409 and stores nothing more', async () => {
    const { deps, calls } = liveDeps();
    const handler = createScheduleDemoHandler(deps);
    const challenge = (await (await getChallenge(handler)).json()) as Challenge;
    const header = await solvedHeader(challenge);
    const first = await handler(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: header }));
    expect(first.status).toBe(200);
    expect(checksOf(calls)).toEqual([
      { bucket: 'schedule-demo', client_address: null, proof: challenge.signature, proof_expires_at: new Date(challenge.parameters.expiresAt! * 1000).toISOString() },
    ]);
    const replay = await handler(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: header, 'Idempotency-Key': crypto.randomUUID() }));
    expect(replay.status).toBe(409);
    expect(await jsonOf(replay)).toEqual({ error: 'This proof of work was already used; submit the form again' });
    expect(demoStores(calls)).toHaveLength(1);
  });

  it('a call without a proof goes on, counted as unproven (proof null)', async () => {
    const { deps, calls } = liveDeps();
    expect((await createScheduleDemoHandler(deps)(postJson(validDemoRequest))).status).toBe(200);
    expect(checksOf(calls)).toEqual([{ bucket: 'schedule-demo', client_address: null, proof: null, proof_expires_at: null }]);
  });

  describe('refuses a bad proof with 403 before counting or storing anything', () => {
    const cases: [string, (challenge: Challenge) => string | Promise<string>, string][] = [
      ['not base64 JSON', () => '%%%not-a-proof', PROOF_MESSAGES.invalid],
      ['JSON of another shape', () => encodeProofHeader({ hello: 'world' }), PROOF_MESSAGES.invalid],
      ['too long', () => 'A'.repeat(5000), PROOF_MESSAGES.invalid],
      ['a wrong counter', (challenge) => encodeProofHeader({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }), PROOF_MESSAGES.invalid],
      [
        'a tampered challenge (its expiry pushed back)',
        async (challenge) => {
          const solution = await solveChallenge({ challenge, deriveKey });
          return encodeProofHeader({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 86_400 } }, solution });
        },
        PROOF_MESSAGES.invalid,
      ],
    ];
    it.each(cases)('%s', async (_name, makeHeader, message) => {
      const { deps, calls } = liveDeps();
      const handler = createScheduleDemoHandler(deps);
      const challenge = (await (await getChallenge(handler)).json()) as Challenge;
      const response = await handler(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: await makeHeader(challenge) }));
      expect(response.status).toBe(403);
      expect(await jsonOf(response)).toEqual({ error: message });
      expect(calls).toEqual([]);
    });
  });

  it('refuses a proof for the other function (each challenge names its call)', async () => {
    const { deps, calls } = liveDeps();
    const challenge = (await (await getChallenge(createTrialWebhookHandler(deps))).json()) as Challenge;
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: await solvedHeader(challenge) }));
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses a proof signed with another secret', async () => {
    const other = liveDeps({ POW_HMAC_SECRET: 'another project' });
    const challenge = (await (await getChallenge(createScheduleDemoHandler(other.deps))).json()) as Challenge;
    const { deps, calls } = liveDeps();
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: await solvedHeader(challenge) }));
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toEqual({ error: PROOF_MESSAGES.invalid });
    expect(calls).toEqual([]);
  });

  it('refuses an expired proof, by the function clock and by altcha-lib', async () => {
    const { deps, calls } = liveDeps();
    const handler = createScheduleDemoHandler(deps);
    const header = await solvedHeader((await (await getChallenge(handler)).json()) as Challenge);
    deps.now = () => new Date(Date.now() + (PROOF_OF_WORK.expiresInSeconds + 1) * 1000);
    const late = await handler(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: header }));
    expect(late.status).toBe(403);
    expect(await jsonOf(late)).toEqual({ error: PROOF_MESSAGES.expired });
    // A challenge made in the past (its expiry already behind the system clock) is refused even by a clock that lags.
    const stale = liveDeps();
    stale.deps.now = () => new Date(Date.now() - (PROOF_OF_WORK.expiresInSeconds + 60) * 1000);
    const old = await newChallenge(stale.deps, 'schedule-demo');
    deps.now = () => new Date(Date.now() - (PROOF_OF_WORK.expiresInSeconds + 120) * 1000);
    const lagging = await handler(postJson(validDemoRequest, { [PROOF_OF_WORK_HEADER]: await solvedHeader(old) }));
    expect(lagging.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('without POW_HMAC_SECRET and without a secret key to derive one from, says so (500)', async () => {
    const { deps } = fakeDeps({ SUPABASE_URL: 'http://supabase.test' });
    const response = await getChallenge(createScheduleDemoHandler(deps));
    expect(response.status).toBe(500);
    expect(await jsonOf(response)).toEqual({ error: PROOF_MESSAGES.noSecret });
  });

  it('a solve costs at most counterMax derivations of the chosen cost', async () => {
    const { deps } = liveDeps();
    const challenge = await newChallenge(deps, 'schedule-demo');
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(PROOF_OF_WORK.counterMin);
    expect(solution!.counter).toBeLessThanOrEqual(PROOF_OF_WORK.counterMax);
  });
});
