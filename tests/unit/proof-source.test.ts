/**
 * The page's proofs of work (src/browser/proof-of-work/proof-source.ts), with the challenge fetch and
 * the worker replaced: one challenge per start, a submit waits for a proof still being solved, one
 * proof per call, a proof near its expiry is replaced, a failed fetch is reported at take and retried.
 */
import { describe, expect, it } from 'vitest';
import { createProofSource } from '../../src/browser/proof-of-work/proof-source.ts';
import { decodeProofHeader } from '../../supabase/functions/_shared/proof-header.ts';

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

function harness(options: { expiresAt?: () => number; failFetches?: number } = {}) {
  let fetches = 0;
  let failures = options.failFetches ?? 0;
  const solves: ((value: { counter: number; derivedKey: string }) => void)[] = [];
  const source = createProofSource(
    async () => {
      fetches++;
      if (failures > 0) {
        failures--;
        throw new Error('Failed to schedule demo');
      }
      return { parameters: { expiresAt: options.expiresAt?.() ?? inMinutes(15), nonce: String(fetches) }, signature: `sig${fetches}` };
    },
    () => new Promise((resolve) => solves.push(resolve)),
  );
  return { source, fetches: () => fetches, solves };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('proof source', () => {
  it('start fetches one challenge however often it is called; take waits for the solve and hands out that proof once', async () => {
    const { source, fetches, solves } = harness();
    source.start();
    source.start();
    await settle();
    expect(fetches()).toBe(1);
    let taken: string | null | undefined;
    const take = source.take().then((header) => (taken = header));
    await settle();
    expect(taken).toBeUndefined(); // still solving: the submit waits
    solves[0]({ counter: 7, derivedKey: 'ab' });
    await take;
    expect(decodeProofHeader(taken!)).toEqual({ challenge: { parameters: expect.objectContaining({ nonce: '1' }), signature: 'sig1' }, solution: { counter: 7, derivedKey: 'ab' } });
    // Spent: the next call needs a new challenge.
    const next = source.take();
    await settle();
    expect(fetches()).toBe(2);
    solves[1]({ counter: 9, derivedKey: 'cd' });
    expect((decodeProofHeader((await next)!) as { challenge: { signature: string } }).challenge.signature).toBe('sig2');
  });

  it('a proof within a minute of its expiry is dropped and a new one solved', async () => {
    let expiry = inMinutes(0.5);
    const { source, fetches, solves } = harness({ expiresAt: () => expiry });
    source.start();
    await settle();
    solves[0]({ counter: 1, derivedKey: '00' });
    await settle();
    expiry = inMinutes(15);
    const take = source.take();
    await settle();
    expect(fetches()).toBe(2);
    solves[1]({ counter: 2, derivedKey: '11' });
    expect((decodeProofHeader((await take)!) as { challenge: { signature: string } }).challenge.signature).toBe('sig2');
  });

  it('a challenge that cannot be fetched rejects the take with its message; the next take fetches again', async () => {
    const { source, fetches, solves } = harness({ failFetches: 2 });
    source.start(); // fails while the visitor types
    await settle();
    await expect(source.take()).rejects.toThrow('Failed to schedule demo'); // fetched again at submit, fails again
    expect(fetches()).toBe(2);
    const retry = source.take();
    await settle();
    solves[0]({ counter: 3, derivedKey: '22' });
    expect(await retry).toEqual(expect.any(String));
    expect(fetches()).toBe(3);
  });

  it('a browser that cannot solve sends the call without a proof (null)', async () => {
    const source = createProofSource(async () => ({ parameters: { expiresAt: inMinutes(15) } }), async () => null);
    expect(await source.take()).toBeNull();
  });
});
