/**
 * The customer entry's optional `uses` line (review C r22: a named customer's card without a study held only a stage
 * and a date): absent is fine and shows nothing; present, it is one non-empty line of at most 120 characters.
 */
import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../src/collections/evidence-schemas.ts';

// SAMPLE: a minimal customer entry for the schema only.
const minimal = { name: 'Sample Co (sample)', logo: 'sample-co.svg', industry: 'legal', namedWithPermissionOn: '2026-08-20' };

describe('customerSchema uses', () => {
  it('is optional', () => {
    expect(customerSchema.parse(minimal).uses).toBeUndefined();
  });

  it('keeps one trimmed line', () => {
    expect(customerSchema.parse({ ...minimal, uses: '  Engagement letters checked against the playbook (sample) ' }).uses).toBe('Engagement letters checked against the playbook (sample)');
  });

  it('refuses an empty line and one longer than a card line', () => {
    expect(customerSchema.safeParse({ ...minimal, uses: ' ' }).success).toBe(false);
    const long = customerSchema.safeParse({ ...minimal, uses: 'x'.repeat(121) });
    expect(long.success).toBe(false);
    expect(long.error!.issues[0]!.message).toBe("expected at most 120 characters: it is one line on the customer's card");
  });
});
