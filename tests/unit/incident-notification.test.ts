/**
 * The incident-notification assurance entry (review C r22: /security had no commitment on when customers hear of an
 * incident). A commitment only the business can make: the schema takes its one sentence and nothing it cannot show.
 */
import { describe, expect, it } from 'vitest';
import { assuranceSchema } from '../../src/collections/evidence-schemas.ts';

describe('incident-notification entries', () => {
  it('takes the commitment as written', () => {
    const entry = assuranceSchema.parse({ kind: 'incident-notification', commitment: '  Within 72 hours, by email to your security contacts.  ' });
    expect(entry).toEqual({ kind: 'incident-notification', commitment: 'Within 72 hours, by email to your security contacts.', draft: false });
  });

  it('refuses an entry without its commitment, and a field it does not show', () => {
    const missing = assuranceSchema.safeParse({ kind: 'incident-notification' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['commitment', expect.stringMatching(/^expected one sentence on how soon and to whom customers are told/)]]);
    expect(assuranceSchema.safeParse({ kind: 'incident-notification', commitment: ' ' }).success).toBe(false);
    expect(assuranceSchema.safeParse({ kind: 'incident-notification', commitment: 'Within 72 hours.', hours: 72 }).success).toBe(false);
  });

  it('names the kind among the others when the kind is wrong', () => {
    const wrong = assuranceSchema.safeParse({ kind: 'incident' });
    expect(wrong.error!.issues[0].message).toContain('on-request, incident-notification, industry-commitment, statement or plan-terms');
  });
});
