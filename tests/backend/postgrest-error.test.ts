import { describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../../runtime/local-backend/data-api/postgrest-error.ts';

// The local data API answers a `raise sqlstate 'PGRST'` as PostgREST 12+ documents it: the
// message is the body, the detail the status and headers (how the rate limit sends Retry-After).

describe('fromDatabaseError: raise sqlstate PGRST', () => {
  it('takes the body from the message and the status and headers from the detail', () => {
    const error = fromDatabaseError(
      {
        code: 'PGRST',
        message: JSON.stringify({ code: 'PT429', message: 'Too many', details: 'At most 20', hint: null }),
        detail: JSON.stringify({ status: 429, headers: { 'Retry-After': 321 } }),
      },
      'anon',
    );
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '321' });
    expect(error.body).toEqual({ code: 'PT429', message: 'Too many', details: 'At most 20', hint: null });
  });

  it('answers 500 PGRST121 when the message or detail is not the JSON PostgREST expects', () => {
    for (const [message, detail] of [
      ['not json', '{"status":429}'],
      ['{"message":"x"}', 'not json'],
      ['{"message":"x"}', '{"headers":{}}'],
    ]) {
      const error = fromDatabaseError({ code: 'PGRST', message, detail }, 'anon');
      expect(error.status).toBe(500);
      expect(error.body.code).toBe('PGRST121');
      expect(error.headers).toEqual({});
    }
  });

  it('leaves other codes as they were: PTxyz is status xyz, without extra headers', () => {
    const error = fromDatabaseError({ code: 'PT400', message: 'Send one row per request' }, 'anon');
    expect(error.status).toBe(400);
    expect(error.headers).toEqual({});
  });
});
