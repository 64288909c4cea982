import { type Challenge, type Payload, createChallenge, deriveKey, verifySolution } from './altcha.ts';
import { type HandlerDeps, logError, readSetting } from './handler-deps.ts';
import { HttpError } from './http.ts';
import { PROOF_OF_WORK_HEADER, type LimitBucket } from './limits.ts';
import { decodeProofHeader } from './proof-header.ts';
import { PROOF_OF_WORK, challengeOptions } from './proof-difficulty.ts';
import { databaseKey } from './project-keys.ts';

export { PROOF_OF_WORK };

/*
 * Proof of work (ALTCHA, altcha-lib): a GET on a function hands out a challenge, signed with an
 * HMAC secret and expiring, and stores nothing; the page solves it in a Web Worker while the
 * visitor types and sends the solution with its POST in the X-Proof-Of-Work header. A valid,
 * unused proof lets the call count against the function's ceiling for everyone; a call without
 * one counts against a far smaller ceiling of its own (ceilings.ts, UNPROVEN_CALL_LIMITS), so a
 * script must pay the proof's CPU for every call that could take a visitor's place. The database
 * records each proof it accepts until the proof expires: a replay is refused (409).
 * Why and the figures: supabase/README.md, "Proof of work"; BENCHMARKS.md.
 */

/** The setting that holds the HMAC secret; unset, one is derived from the project's secret key. */
export const PROOF_SECRET_SETTING = 'POW_HMAC_SECRET';

/** Largest header value read (a proof is about 700 characters). */
const MAX_PROOF_HEADER_LENGTH = 4_096;

/** What a caller reads for a refused proof (a replay's 409 comes from the database: the migration words it). */
export const PROOF_MESSAGES = {
  invalid: 'The proof of work sent with this request is not valid; reload the page and submit the form again',
  expired: 'The proof of work sent with this request has expired; submit the form again',
  noSecret:
    'This function cannot sign proof-of-work challenges: neither POW_HMAC_SECRET nor a secret key (SUPABASE_SECRET_KEYS, SUPABASE_SERVICE_ROLE_KEY) is set in its runtime',
} as const;

/** A proof the function accepted: what the database records to refuse its replay. */
export interface AcceptedProof {
  /** The challenge's signature (hex): unique per challenge, so it names the proof. */
  id: string;
  /** When the challenge expires (ISO 8601); the record is kept until then. */
  expiresAt: string;
}

/**
 * The HMAC secret: POW_HMAC_SECRET, else a digest of the project's secret key (which every
 * deployed function has), so a project works without one more secret to set. Changing either
 * only invalidates the challenges handed out so far.
 */
async function signingSecret(deps: HandlerDeps): Promise<string> {
  const configured = readSetting(deps, PROOF_SECRET_SETTING);
  if (configured) return configured;
  const key = databaseKey(deps);
  if (!key) {
    logError(deps, PROOF_MESSAGES.noSecret);
    throw new HttpError(500, PROOF_MESSAGES.noSecret);
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`vertiq proof-of-work challenge key\n${key}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh challenge for calls of `call`, which a proof for another function cannot satisfy. */
export async function newChallenge(deps: HandlerDeps, call: LimitBucket): Promise<Challenge> {
  return createChallenge({ ...challengeOptions(call, deps.now()), deriveKey, hmacSignatureSecret: await signingSecret(deps) });
}

/**
 * The request's proof of work, checked: null when the header is absent (the call is unproven);
 * an HttpError(403) when it is present but malformed, forged, for another function, wrong or
 * expired. Whether it was used before is the database's to say (submission-guard.ts).
 */
export async function verifiedProof(deps: HandlerDeps, req: Request, call: LimitBucket): Promise<AcceptedProof | null> {
  const header = req.headers.get(PROOF_OF_WORK_HEADER)?.trim();
  if (!header) return null;
  const payload = header.length <= MAX_PROOF_HEADER_LENGTH ? decodePayload(header) : null;
  if (!payload || payload.challenge.parameters.data?.call !== call) throw new HttpError(403, PROOF_MESSAGES.invalid);
  const expiresAt = payload.challenge.parameters.expiresAt;
  // altcha-lib reads the system clock; the injected one decides here, so tests can move it.
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= deps.now().getTime()) throw new HttpError(403, PROOF_MESSAGES.expired);
  let verdict;
  try {
    verdict = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: await signingSecret(deps) });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(403, PROOF_MESSAGES.invalid);
  }
  if (verdict.expired) throw new HttpError(403, PROOF_MESSAGES.expired);
  if (!verdict.verified) throw new HttpError(403, PROOF_MESSAGES.invalid);
  return { id: payload.challenge.signature!, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The header's value as ALTCHA writes it (base64 of JSON), or null when it is not one. */
export function decodePayload(header: string): Payload | null {
  const payload = decodeProofHeader(header) as Payload | null;
  const parameters = payload?.challenge?.parameters;
  if (!payload || !parameters || typeof parameters !== 'object' || typeof payload.challenge.signature !== 'string') return null;
  if (!/^[0-9a-f]{64}$/.test(payload.challenge.signature)) return null;
  if (parameters.algorithm !== PROOF_OF_WORK.algorithm) return null;
  if (!payload.solution || typeof payload.solution !== 'object') return null;
  return payload;
}
