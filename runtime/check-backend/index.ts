import { randomUUID } from 'node:crypto';
import { browserKeyKind } from '../../src/config.ts';
import { checkBackendEmail, CHECK_BACKEND_EMAIL_DOMAIN } from '../../supabase/functions/_shared/check-marker.ts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '../../supabase/functions/_shared/limits.ts';
import { encodeProofHeader } from '../../supabase/functions/_shared/proof-header.ts';
import { challengeHeaders, demoRequest, functionHeaders, insertHeaders, preflightHeaders, trialLead } from './requests.ts';

/*
 * `npm run check-backend`: what a release engineer runs against a Supabase project before going
 * live. It sends exactly what the built site sends (preflights with the site's origin and headers,
 * one insert per table, one call per function with a proof of work solved here as the page would,
 * then that proof once more, which must be refused), marked as a test (an address at the reserved
 * example.invalid, which the functions never notify anyone about), confirms that anon cannot read
 * the rows back, and reports one line per check with what to fix.
 */

export interface CheckBackendOptions {
  /** The project URL, e.g. https://<ref>.supabase.co */
  url: string;
  /** The browser key the site is built with: publishable, or the legacy anon key. */
  key: string;
  /** The site's origin, e.g. https://www.vertiq.ai */
  origin: string;
  fetch?: typeof fetch;
  /** Per request; default 15 s (the site's own timeout). */
  timeoutMs?: number;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  /** What to fix (FAIL) or what was seen (PASS). */
  detail: string;
}

export interface CheckReport {
  results: CheckResult[];
  ok: boolean;
  /** The address the test rows carry. */
  testEmail: string;
}

const FUNCTIONS = ['trial-webhook', 'schedule-demo'] as const;
const PUBLIC_TABLES = ['trial_leads', 'newsletter_subscribers', 'demo_requests'] as const;

/** One line of the report: `PASS  name: detail` or `FAIL  name: detail`. */
export function formatResult(result: CheckResult): string {
  return `${result.ok ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`;
}

export async function checkBackend(options: CheckBackendOptions): Promise<CheckReport> {
  const base = options.url.replace(/\/+$/, '');
  const origin = options.origin.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const run = randomUUID().slice(0, 8);
  const testEmail = checkBackendEmail(run);
  const results: CheckResult[] = [];
  const pass = (name: string, detail: string) => results.push({ name, ok: true, detail });
  const fail = (name: string, detail: string) => results.push({ name, ok: false, detail });

  const kind = browserKeyKind(options.key);
  if ('problem' in kind) {
    // A secret key must never be sent from a check that mimics a browser, nor built into the site.
    fail('key kind', `${kind.problem.replace('SUPABASE_ANON_KEY', 'The --key')} Nothing was sent.`);
    return { results, ok: false, testEmail };
  }
  pass('key kind', kind.kind === 'publishable' ? 'a publishable key (sb_publishable_...)' : 'the legacy anon key (a JWT with role anon)');

  const send = async (path: string, init: RequestInit): Promise<Answer> => {
    try {
      const response = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let json: Record<string, unknown> | undefined;
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    } catch (error) {
      return { status: 0, headers: new Headers(), text: error instanceof Error ? error.message : String(error) };
    }
  };

  const trialKey = randomUUID();
  const requests = [
    { name: 'insert trial_leads', path: '/rest/v1/trial_leads', headers: insertHeaders(options.key, origin, trialKey), body: trialLead(testEmail), table: 'trial_leads' },
    { name: 'insert newsletter_subscribers', path: '/rest/v1/newsletter_subscribers', headers: insertHeaders(options.key, origin), body: { email: testEmail }, table: 'newsletter_subscribers' },
    { name: 'call trial-webhook', path: '/functions/v1/trial-webhook', headers: functionHeaders(options.key, origin, trialKey), body: trialLead(testEmail), fn: 'trial-webhook' },
    { name: 'call schedule-demo', path: '/functions/v1/schedule-demo', headers: functionHeaders(options.key, origin, randomUUID()), body: demoRequest(testEmail), fn: 'schedule-demo' },
  ] as const;

  /** The solved proof-of-work header for a call of `fn`, or undefined after reporting why there is none. */
  let replayable: { path: string; headers: Record<string, string>; body: unknown } | undefined;
  const provenHeader = async (fn: (typeof FUNCTIONS)[number]): Promise<string | undefined> => {
    const name = `proof-of-work challenge ${fn}`;
    const answer = await send(`/functions/v1/${fn}`, { method: 'GET', headers: challengeHeaders(options.key, origin) });
    const problem = challengeProblem(answer, fn, origin);
    if (problem) {
      fail(name, problem);
      return undefined;
    }
    const challenge = answer.json as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    if (!solution) {
      fail(name, 'could not solve the challenge within a minute here');
      return undefined;
    }
    pass(name, `signed, expires in ${Math.round((challenge.parameters.expiresAt! * 1000 - Date.now()) / 60_000)} min, solved in ${Math.round(solution.time ?? 0)} ms`);
    return encodeProofHeader({ challenge, solution });
  };

  // 1. The preflights, as the browser sends them before each call (and before each challenge's GET).
  for (const fn of FUNCTIONS) {
    const answer = await send(`/functions/v1/${fn}`, { method: 'OPTIONS', headers: preflightHeaders(origin, challengeHeaders(options.key, origin), 'GET') });
    const problem = preflightProblem(answer, origin, challengeHeaders(options.key, origin), fn, 'GET');
    if (problem) fail(`CORS preflight challenge ${fn}`, problem);
    else pass(`CORS preflight challenge ${fn}`, `${origin} may GET its proof-of-work challenge`);
  }
  for (const request of requests) {
    const target = 'fn' in request ? `function ${request.fn}` : `table ${request.table}`;
    const answer = await send(request.path, { method: 'OPTIONS', headers: preflightHeaders(origin, request.headers) });
    const problem = preflightProblem(answer, origin, request.headers, 'fn' in request ? request.fn : undefined);
    if (problem) fail(`CORS preflight ${target}`, problem);
    else pass(`CORS preflight ${target}`, `${origin} may send ${Object.keys(request.headers).length - 1} headers`);
  }

  // 2. The calls themselves, in the site's order (the trial webhook needs the stored lead); each
  //    function call with a proof of work, fetched and solved as the page does it.
  for (const request of requests) {
    let headers: Record<string, string> = request.headers;
    if ('fn' in request) {
      // Without a proof (its own line says why) the call still goes out, so its answer is checked too.
      const proof = await provenHeader(request.fn);
      const { [PROOF_OF_WORK_HEADER]: _placeholder, ...unproven } = request.headers;
      headers = proof ? { ...unproven, [PROOF_OF_WORK_HEADER]: proof } : unproven;
      if (proof && request.fn === 'schedule-demo') replayable = { path: request.path, headers, body: request.body };
    }
    const answer = await send(request.path, { method: 'POST', headers, body: JSON.stringify(request.body) });
    const problem = 'fn' in request ? functionProblem(answer, request.fn, origin) : insertProblem(answer, request.table, kind.kind);
    if (problem) fail(request.name, problem);
    else pass(request.name, `answered ${answer.status}`);
  }

  // 2b. A proof is good once: the same schedule-demo call again (a new attempt key) must be refused.
  if (replayable) {
    const again = { ...replayable.headers, [IDEMPOTENCY_HEADER]: randomUUID() };
    const answer = await send(replayable.path, { method: 'POST', headers: again, body: JSON.stringify(replayable.body) });
    const name = 'replayed proof of work refused';
    if (answer.status === 409) pass(name, 'answered 409');
    else if (answer.status === 200) fail(name, 'a proof of work was accepted twice: the migration that records used proofs is missing; run `supabase db push`');
    else fail(name, `answered ${answer.status}: ${String(answer.json?.error ?? answer.text).slice(0, 200)}`);
  }

  // 3. What anon must not do: read any lead back.
  for (const table of PUBLIC_TABLES) {
    const headers = { apikey: options.key, Authorization: `Bearer ${options.key}`, 'Accept-Profile': 'public', Origin: origin };
    const answer = await send(`/rest/v1/${table}?select=email&email=eq.${encodeURIComponent(testEmail)}`, { method: 'GET', headers });
    const name = `anon cannot read ${table}`;
    const refusedKey = keyProblem(answer, kind.kind);
    if (refusedKey) fail(name, refusedKey);
    else if (answer.status === 404 || answer.json?.code === 'PGRST205') fail(name, missingTable(table));
    else if ((answer.status === 401 || answer.status === 403) && answer.json?.code === '42501') pass(name, `refused (${answer.status} 42501)`);
    else if (answer.status === 200 && Array.isArray(answer.json) && answer.json.length === 0) pass(name, 'no rows visible');
    else if (answer.status === 200) fail(name, `anon read ${(answer.json as unknown as unknown[])?.length ?? '?'} row(s) back: the grants or row-level security of the migrations are missing or were changed; run \`supabase db push\` and revoke select from anon`);
    else fail(name, `unexpected answer ${answer.status}: ${answer.text.slice(0, 200)}`);
  }

  return { results, ok: results.every((result) => result.ok), testEmail };
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json?: Record<string, unknown>;
}

function unreachable(answer: Answer): string | undefined {
  return answer.status === 0 ? `no answer (${answer.text}): check --url and the network` : undefined;
}

function missingTable(table: string): string {
  return `the table ${table} does not exist: the migrations are missing; run \`supabase db push\``;
}

function preflightProblem(answer: Answer, origin: string, headers: Record<string, string>, fn: string | undefined, method: 'POST' | 'GET' = 'POST'): string | undefined {
  const down = unreachable(answer);
  if (down) return down;
  if (fn && answer.status === 404) return `function ${fn} is not deployed: run \`supabase functions deploy ${fn}\``;
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  if (answer.status === 403 || (allowOrigin !== '*' && allowOrigin !== origin)) {
    return fn
      ? `the functions do not allow the origin ${origin}: ALLOWED_ORIGINS is missing it; run \`supabase secrets set ALLOWED_ORIGINS=${origin}\` (comma-separate several)`
      : `the data API does not allow the origin ${origin} (answered ${answer.status}, Access-Control-Allow-Origin: ${allowOrigin ?? 'none'})`;
  }
  if (answer.status < 200 || answer.status >= 300) return `preflight answered ${answer.status}; a browser would not send the request`;
  const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',').map((name) => name.trim());
  const missing = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .filter((name) => name !== 'origin' && !allowed.includes(name) && !allowed.includes('*'));
  if (missing.length) return `the preflight does not allow the header(s) ${missing.join(', ')}: redeploy the functions from this repository`;
  const methods = (answer.headers.get('access-control-allow-methods') ?? '').toUpperCase().split(',').map((name) => name.trim());
  if (fn && !methods.includes(method) && !methods.includes('*')) return `the preflight does not allow ${method}: redeploy the functions from this repository`;
  return undefined;
}

/** A GET of a function's challenge that did not give one: which fix applies. */
function challengeProblem(answer: Answer, fn: string, origin: string): string | undefined {
  const down = unreachable(answer);
  if (down) return down;
  const error = typeof answer.json?.error === 'string' ? answer.json.error : undefined;
  if (answer.status === 405) return `${fn} hands out no proof-of-work challenge: it is an older deployment; redeploy with \`supabase functions deploy ${fn} --no-verify-jwt\``;
  if (answer.status !== 200) return functionProblem(answer, fn, origin) ?? `answered ${answer.status}`;
  const challenge = answer.json as { signature?: unknown; parameters?: { algorithm?: unknown; expiresAt?: unknown; data?: { call?: unknown } } } | undefined;
  if (typeof challenge?.signature !== 'string' || typeof challenge.parameters?.expiresAt !== 'number') return `the challenge is not signed or does not expire: ${answer.text.slice(0, 200)}`;
  if (challenge.parameters.data?.call !== fn) return `the challenge is not for ${fn}: ${answer.text.slice(0, 200)}`;
  return error;
}

function insertProblem(answer: Answer, table: string, kind: 'publishable' | 'legacy-anon'): string | undefined {
  const down = unreachable(answer);
  if (down) return down;
  if (answer.status === 201) return undefined;
  const message = String(answer.json?.message ?? answer.text).slice(0, 200);
  if (answer.status === 404 || answer.json?.code === 'PGRST205' || answer.json?.code === '42P01') return missingTable(table);
  const refusedKey = keyProblem(answer, kind);
  if (refusedKey) return refusedKey;
  if (answer.status === 401 || answer.status === 403) return `anon may not insert into ${table} (${message}): the grants of the migrations are missing; run \`supabase db push\``;
  if (answer.status === 429) return `rate-limited (${message}); wait ten minutes and check again`;
  return `answered ${answer.status}: ${message}`;
}

/** The data API refused the key itself (not a permission of the role): which fix applies. */
function keyProblem(answer: Answer, kind: 'publishable' | 'legacy-anon'): string | undefined {
  if (answer.status !== 401 || answer.json?.code === '42501') return undefined;
  const message = String(answer.json?.message ?? answer.text).slice(0, 200);
  if (/legacy api keys are disabled/i.test(message)) {
    return 'this project has its legacy keys switched off: build and check with the publishable key (sb_publishable_...)';
  }
  return `the project refused the key (${message}): wrong key kind or a key of another project; use the ${kind === 'publishable' ? 'publishable key' : 'anon key'} from this project's API Keys page`;
}

function functionProblem(answer: Answer, fn: string, origin: string): string | undefined {
  const down = unreachable(answer);
  if (down) return down;
  if (answer.status === 200) return undefined;
  const error = typeof answer.json?.error === 'string' ? answer.json.error : undefined;
  const gatewayMessage = typeof answer.json?.message === 'string' ? answer.json.message : undefined;
  if (answer.status === 401 && !error && /jwt|authorization/i.test(gatewayMessage ?? '')) {
    return `the platform refused the key before the function ran (${gatewayMessage}): ${fn} is deployed with verify_jwt; redeploy with \`supabase functions deploy ${fn} --no-verify-jwt\` (config.toml sets verify_jwt = false)`;
  }
  if (answer.status === 404 && !error) return `function ${fn} is not deployed: run \`supabase functions deploy ${fn} --no-verify-jwt\``;
  if ((answer.status === 403 || answer.status === 409) && error && /proof of work/i.test(error)) {
    return `${error}: the proof this check solved was refused; redeploy both functions from this repository (and push the migrations) so they sign and record proofs alike`;
  }
  if (answer.status === 403) return `${error ?? 'refused'}: ALLOWED_ORIGINS is missing ${origin}; run \`supabase secrets set ALLOWED_ORIGINS=${origin}\``;
  if (answer.status === 401) return `${error ?? gatewayMessage}: wrong key kind or a key of another project`;
  if (answer.status === 500 && error && /table|relation|does not exist/i.test(error)) return `${error}: the migrations are missing; run \`supabase db push\``;
  if (answer.status === 500) return `${error ?? answer.text.slice(0, 200)}: see the function's logs in the dashboard; a missing migration shows there as an unknown table`;
  return `answered ${answer.status}: ${error ?? gatewayMessage ?? answer.text.slice(0, 200)}`;
}

/** How to remove what a run stored (it never notified anyone). */
export function cleanupHint(): string {
  return `Test rows carry an address at @${CHECK_BACKEND_EMAIL_DOMAIN}; delete them in the SQL editor: ${cleanupSql()}`;
}

/** One delete per table that holds leads. */
export function cleanupStatements(): string[] {
  return PUBLIC_TABLES.map((table) => `delete from public.${table} where email like '%@${CHECK_BACKEND_EMAIL_DOMAIN}';`);
}

export function cleanupSql(): string {
  return cleanupStatements().join(' ');
}

export { FUNCTIONS as CHECKED_FUNCTIONS };
