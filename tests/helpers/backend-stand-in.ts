/**
 * A stand-in for the hosted Supabase endpoints the site calls, faithful to their documented
 * behavior, that records every request. Data API inserts answer 201 with an empty body (PostgREST's
 * return=minimal) or a 4xx with PostgREST's `{ code, message, details, hint }`; functions answer 200
 * or what a test scripts, and a GET of a function its proof-of-work challenge (signed with
 * STAND_IN_POW_SECRET); CORS preflights are answered as Supabase does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { verifiedProof } from '../../supabase/functions/_shared/proof-of-work.ts';
import { challengeOptions } from '../../supabase/functions/_shared/proof-difficulty.ts';
import { PROOF_OF_WORK_HEADER, type LimitBucket } from '../../supabase/functions/_shared/limits.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * What an endpoint answers: a status with optional JSON (or a function that makes it per request),
 * a dropped connection, or no answer at all. `until` holds the answer until the test releases it: a
 * test that must see the page mid-request waits on the page, not on a timer a loaded machine outruns.
 */
export type Scripted = { status: number; json?: unknown; delayMs?: number; until?: Promise<unknown> } | { drop: true } | { hang: true };

/** The secret the stand-in signs its proof-of-work challenges with, so a test can verify the page's proofs. */
export const STAND_IN_POW_SECRET = 'SAMPLE stand-in proof-of-work secret';

/**
 * A fresh challenge as the functions hand it out on GET (supabase/functions/_shared/proof-of-work.ts),
 * signed and expiring alike, but with the counter at 1: the page solves it in two derivations, so the
 * form flows here do not wait on the real difficulty (backend-e2e.test.ts and the benchmark do).
 */
function challengeFor(call: LimitBucket): Promise<unknown> {
  return createChallenge({ ...challengeOptions(call, new Date(), 1), deriveKey, hmacSignatureSecret: STAND_IN_POW_SECRET });
}

/** Whether a request carries a proof of work the functions would accept for `call` (replay aside). */
export async function carriesValidProof(request: RecordedRequest, call: LimitBucket): Promise<boolean> {
  const header = request.headers[PROOF_OF_WORK_HEADER.toLowerCase()];
  if (typeof header !== 'string') return false;
  const deps = { env: (name: string) => (name === 'POW_HMAC_SECRET' ? STAND_IN_POW_SECRET : undefined), fetch, now: () => new Date() };
  try {
    return (await verifiedProof(deps, new Request('http://stand-in.test/', { headers: { [PROOF_OF_WORK_HEADER]: header } }), call)) !== null;
  } catch {
    return false;
  }
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, idempotency-key, x-proof-of-work',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
};

export const DEFAULT_ANSWERS: Record<string, Scripted> = {
  'POST /rest/v1/trial_leads': { status: 201 },
  'POST /rest/v1/newsletter_subscribers': { status: 201 },
  'POST /functions/v1/trial-webhook': { status: 200, json: { ok: true } },
  'POST /functions/v1/schedule-demo': { status: 200, json: { ok: true } },
};

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  preflights: string[];
  /** Script the next answers of an endpoint ("POST /rest/v1/trial_leads"); the last one then sticks. */
  script(endpoint: string, ...answers: Scripted[]): void;
  reset(): void;
  calls(endpoint: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startStandIn(port: number): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const preflights: string[] = [];
  let scripts = new Map<string, Scripted[]>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') {
      preflights.push(path);
      res.writeHead(200, { ...CORS, 'Content-Length': '0' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        /* keep raw text */
      }
      const endpoint = `${req.method} ${path}`;
      requests.push({ method: req.method!, path, headers: req.headers, body });
      const queue = scripts.get(endpoint);
      const challengeCall = req.method === 'GET' ? (/^\/functions\/v1\/(trial-webhook|schedule-demo)$/.exec(path)?.[1] as LimitBucket | undefined) : undefined;
      const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? DEFAULT_ANSWERS[endpoint] ?? (challengeCall ? { status: 200, json: null } : { status: 404, json: { code: 'PGRST205', message: `Could not find the table '${path}' in the schema cache`, details: null, hint: null } });
      if ('drop' in answer) {
        req.socket.destroy();
        return;
      }
      if ('hang' in answer) return;
      const send = async () => {
        // An unscripted GET of a function is its proof-of-work challenge, fresh each time.
        const json = challengeCall && answer.json === null && answer.status === 200 ? await challengeFor(challengeCall) : answer.json;
        const payload = json === undefined ? '' : JSON.stringify(json);
        res.writeHead(answer.status, { ...CORS, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }).end(payload);
      };
      if (answer.until) void answer.until.then(send);
      else if (answer.delayMs) setTimeout(() => void send(), answer.delayMs);
      else void send();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    preflights,
    script(endpoint, ...answers) {
      scripts.set(endpoint, answers);
    },
    reset() {
      requests.length = 0;
      preflights.length = 0;
      scripts = new Map();
    },
    calls(endpoint) {
      const [method, path] = endpoint.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
