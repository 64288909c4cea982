/**
 * Proofs of work for tests that stand for many visitors at once. A test that knows the functions'
 * POW_HMAC_SECRET signs its own challenges with the real algorithm and cost but the counter set to 0,
 * so each solve is one derivation instead of a visitor's 120 to 250: the functions verify such a
 * proof exactly as a visitor's (signature, solution, expiry, replay).
 */
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { challengeOptions } from '../../../supabase/functions/_shared/proof-difficulty.ts';
import { PROOF_OF_WORK_HEADER, type LimitBucket } from '../../../supabase/functions/_shared/limits.ts';
import { encodeProofHeader } from '../../../supabase/functions/_shared/proof-header.ts';

export const TEST_POW_SECRET = 'SAMPLE test proof-of-work secret';

/** The X-Proof-Of-Work header of a fresh proof for `call`, signed with `secret`. */
export async function cheapProofHeader(call: LimitBucket, secret: string = TEST_POW_SECRET): Promise<Record<string, string>> {
  const challenge = await createChallenge({ ...challengeOptions(call, new Date(), 0), deriveKey, hmacSignatureSecret: secret });
  const solution = await solveChallenge({ challenge, deriveKey });
  return { [PROOF_OF_WORK_HEADER]: encodeProofHeader({ challenge, solution }) };
}
