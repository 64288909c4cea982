import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../runtime/local-backend/database.ts';
import { migrateDatabase, listMigrationFiles } from '../../runtime/local-backend/migrations.ts';
import { MIGRATIONS_DIR } from '../../runtime/local-backend/paths.ts';
import { RATE_LIMIT_MESSAGE, SUBMISSION_LIMITS } from '../../supabase/functions/_shared/limits.ts';
import { limitRows } from '../../supabase/functions/_shared/ceilings.ts';
import { EMAIL_PATTERN, EMAIL_PATTERN_SOURCE, FIELD_LIMITS } from '../../supabase/functions/_shared/field-limits.ts';
import {
  COMPANY_SIZE_OPTIONS,
  INDUSTRY_OPTIONS,
  JOB_TITLE_OPTIONS,
} from '../../supabase/functions/_shared/lead-options.ts';
import {
  DATABASE_KINDS,
  DATABASE_START_TIMEOUT_MS,
  type DatabaseRole,
  asRole,
  emptyLeadTables,
  openTestDatabase,
  sqlState,
} from './support/database.ts';
import { validDemoRow, validTrialLead } from './support/sample-data.ts';

// The real migrations, with the roles hosted Supabase has, on PGlite and on a PostgreSQL server.
let db: SqlDatabase;

describe.each(DATABASE_KINDS)('on %s', (kind) => {
beforeAll(async () => {
  db = await openTestDatabase(kind);
}, DATABASE_START_TIMEOUT_MS);
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await emptyLeadTables(db);
});

function insertRow(role: DatabaseRole, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  return asRole(db, role, (tx) =>
    tx.query(
      `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    ),
  );
}

async function countRows(table: string): Promise<number> {
  return (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n;
}

describe('visitors (anon, authenticated)', () => {
  for (const role of ['anon', 'authenticated'] as const) {
    describe(role, () => {
      it('can insert a trial lead and a newsletter sign-up', async () => {
        await insertRow(role, 'trial_leads', validTrialLead);
        await insertRow(role, 'newsletter_subscribers', { email: 'reader@example.com' });
        expect(await countRows('trial_leads')).toBe(1);
        expect(await countRows('newsletter_subscribers')).toBe(1);
      });

      it('cannot read, change or delete leads', async () => {
        await insertRow('service_role', 'trial_leads', validTrialLead);
        for (const table of ['trial_leads', 'newsletter_subscribers', 'demo_requests']) {
          expect(await sqlState(asRole(db, role, (tx) => tx.query(`select * from public.${table}`)))).toBe('42501');
          expect(await sqlState(asRole(db, role, (tx) => tx.query(`delete from public.${table}`)))).toBe('42501');
        }
        expect(await sqlState(asRole(db, role, (tx) => tx.query(`update public.trial_leads set first_name = 'Eve'`)))).toBe(
          '42501',
        );
        const [lead] = (await db.query<{ first_name: string }>('select first_name from public.trial_leads')).rows;
        expect(lead.first_name).toBe(validTrialLead.first_name);
      });

      it('cannot choose id or created_at (column-level grants)', async () => {
        const backdated = { ...validTrialLead, created_at: '2000-01-01T00:00:00Z' };
        expect(await sqlState(insertRow(role, 'trial_leads', backdated))).toBe('42501');
        const withId = { email: 'x@example.com', id: '00000000-0000-0000-0000-000000000000' };
        expect(await sqlState(insertRow(role, 'newsletter_subscribers', withId))).toBe('42501');
      });

      it('cannot write demo_requests (only the schedule-demo function can)', async () => {
        expect(await sqlState(insertRow(role, 'demo_requests', validDemoRow))).toBe('42501');
      });
    });
  }

  it('cannot see a row through RETURNING either (insert must use return=minimal)', async () => {
    const columns = Object.keys(validTrialLead).join(', ');
    const values = Object.keys(validTrialLead).map((_, i) => `$${i + 1}`).join(', ');
    const code = await sqlState(
      asRole(db, 'anon', (tx) =>
        tx.query(`insert into public.trial_leads (${columns}) values (${values}) returning *`, Object.values(validTrialLead)),
      ),
    );
    expect(code).toBe('42501');
  });
});

describe('service_role', () => {
  it('stores demo requests, keeping the wall-clock time as sent', async () => {
    await insertRow('service_role', 'demo_requests', validDemoRow);
    const rows = await asRole(db, 'service_role', (tx) =>
      tx.query<{ preferred_date: string; timezone: string; phone: string | null }>(
        'select preferred_date::text as preferred_date, timezone, phone from public.demo_requests',
      ),
    );
    expect(rows.rows).toEqual([{ preferred_date: '2099-12-01 10:30:00', timezone: 'America/New_York', phone: null }]);
  });

  it('reads, updates and deletes every lead table', async () => {
    await insertRow('anon', 'trial_leads', validTrialLead);
    await asRole(db, 'service_role', async (tx) => {
      expect((await tx.query('select * from public.trial_leads')).rows).toHaveLength(1);
      await tx.query(`update public.trial_leads set phone = null`);
      await tx.query('delete from public.trial_leads');
    });
    expect(await countRows('trial_leads')).toBe(0);
  });
});

describe('constraints', () => {
  const tooLong = (limit: number) => 'x'.repeat(limit + 1);
  const rejectedTrialLeads: [string, Record<string, unknown>, string][] = [
    ['bad email', { email: 'not-an-email' }, '23514'],
    ['email with spaces', { email: 'ada lovelace@example.com' }, '23514'],
    ['email without a dot in the domain', { email: 'ada@localhost' }, '23514'],
    ['unknown industry', { industry: 'Astrology' }, '23514'],
    ['unknown company size', { company_size: '5 employees' }, '23514'],
    ['unknown job title', { job_title: 'Wizard' }, '23514'],
    ['first name too long', { first_name: tooLong(FIELD_LIMITS.personName) }, '23514'],
    ['blank last name', { last_name: '   ' }, '23514'],
    ['company name too long', { company_name: tooLong(FIELD_LIMITS.companyName) }, '23514'],
    ['email too long', { email: `${'a'.repeat(FIELD_LIMITS.email)}@example.com` }, '23514'],
    ['phone too long', { phone: '1'.repeat(FIELD_LIMITS.phone + 1) }, '23514'],
    ['missing company name', { company_name: null }, '23502'],
    ['missing email', { email: null }, '23502'],
  ];
  for (const [label, change, code] of rejectedTrialLeads) {
    it(`rejects a trial lead with ${label} (${code})`, async () => {
      expect(await sqlState(insertRow('anon', 'trial_leads', { ...validTrialLead, ...change }))).toBe(code);
    });
  }

  it('accepts a trial lead at every length limit, with or without a phone', async () => {
    await insertRow('anon', 'trial_leads', {
      ...validTrialLead,
      first_name: 'x'.repeat(FIELD_LIMITS.personName),
      last_name: 'x'.repeat(FIELD_LIMITS.personName),
      company_name: 'x'.repeat(FIELD_LIMITS.companyName),
      email: `${'a'.repeat(FIELD_LIMITS.email - '@example.com'.length)}@example.com`,
      phone: '1'.repeat(FIELD_LIMITS.phone),
    });
    await insertRow('anon', 'trial_leads', { ...validTrialLead, phone: null });
    expect(await countRows('trial_leads')).toBe(2);
  });

  it('rejects demo requests with a bad date, a blank name or overlong notes', async () => {
    expect(await sqlState(insertRow('service_role', 'demo_requests', { ...validDemoRow, preferred_date: '2026-02-30T10:00' }))).toBe(
      '22008',
    );
    expect(await sqlState(insertRow('service_role', 'demo_requests', { ...validDemoRow, name: ' ' }))).toBe('23514');
    expect(
      await sqlState(insertRow('service_role', 'demo_requests', { ...validDemoRow, notes: 'n'.repeat(FIELD_LIMITS.notes + 1) })),
    ).toBe('23514');
    expect(await sqlState(insertRow('service_role', 'demo_requests', { ...validDemoRow, timezone: null }))).toBe('23502');
  });

  it('refuses a demo whose preferred time has passed in its own zone (23514), as the function does', async () => {
    expect(await sqlState(insertRow('service_role', 'demo_requests', { ...validDemoRow, preferred_date: '2020-01-01T10:00' }))).toBe('23514');
    expect(await countRows('demo_requests')).toBe(0);
  });

  it('keeps one row for a second newsletter sign-up of the same address, whatever its case, and raises nothing (same answer either way)', async () => {
    await insertRow('anon', 'newsletter_subscribers', { email: 'Reader@Example.com' });
    await insertRow('anon', 'newsletter_subscribers', { email: 'reader@example.COM' });
    expect(await countRows('newsletter_subscribers')).toBe(1);
  });
});

describe('the SQL agrees with the TypeScript sources of truth', () => {
  async function constraintDefinition(name: string): Promise<string> {
    const { rows } = await db.query<{ definition: string }>(
      'select pg_get_constraintdef(oid) as definition from pg_catalog.pg_constraint where conname = $1',
      [name],
    );
    expect(rows, `constraint ${name} exists`).toHaveLength(1);
    return rows[0].definition;
  }

  /** The quoted literals of a CHECK (x = ANY (ARRAY['a'::text, ...])) definition, in order. */
  function quotedValues(definition: string): string[] {
    return [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => match[1].replace(/''/g, "'"));
  }

  it.each([
    ['trial_leads_industry_option', INDUSTRY_OPTIONS],
    ['trial_leads_company_size_option', COMPANY_SIZE_OPTIONS],
    ['trial_leads_job_title_option', JOB_TITLE_OPTIONS],
  ])('%s lists exactly the options of lead-options.ts', async (constraint, options) => {
    expect(quotedValues(await constraintDefinition(constraint))).toEqual([...options]);
  });

  it('private.submission_limits holds the limits of limits.ts, bucket for bucket', async () => {
    const { rows } = await db.query<{ bucket: string; max_per_window: number; window_seconds: number }>(
      'select bucket, max_per_window, window_seconds from private.submission_limits',
    );
    rows.sort((a, b) => a.bucket.localeCompare(b.bucket));
    const fromTypeScript = limitRows().map(({ bucket, maxPerWindow, windowSeconds }) => ({
      bucket,
      max_per_window: maxPerWindow,
      window_seconds: windowSeconds,
    })).sort((a, b) => a.bucket.localeCompare(b.bucket));
    expect(rows).toEqual(fromTypeScript);
  });

  it('the database refuses over the limit with the message of limits.ts (429 PT429, Retry-After)', async () => {
    const headers = JSON.stringify({ 'cf-connecting-ip': '203.0.113.7' });
    const signUp = (i: number) =>
      asRole(db, 'anon', async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [headers]);
        await tx.query('insert into public.newsletter_subscribers (email) values ($1)', [`limit${i}@example.com`]);
      });
    for (let i = 0; i < SUBMISSION_LIMITS.newsletter_subscribers.maxPerWindow; i++) await signUp(i);
    const refused = await signUp(999).then(() => undefined, (error: { code?: string; message?: string; detail?: string }) => error);
    // PostgREST's 'PGRST' raise: the message is the answer's body, the detail its status and headers.
    expect(refused?.code).toBe('PGRST');
    expect(JSON.parse(refused?.message ?? '')).toMatchObject({ code: 'PT429', message: RATE_LIMIT_MESSAGE });
    const detail = JSON.parse(refused?.detail ?? '') as { status: number; headers: Record<string, string> };
    expect(detail.status).toBe(429);
    expect(Number(detail.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(detail.headers['Retry-After'])).toBeLessThanOrEqual(SUBMISSION_LIMITS.newsletter_subscribers.windowSeconds);
  });

  it('every option of lead-options.ts is accepted by the database', async () => {
    // As the service role: 30 anon inserts in a row would meet the rate limit first.
    for (const industry of INDUSTRY_OPTIONS) await insertRow('service_role', 'trial_leads', { ...validTrialLead, industry });
    for (const company_size of COMPANY_SIZE_OPTIONS) await insertRow('service_role', 'trial_leads', { ...validTrialLead, company_size });
    for (const job_title of JOB_TITLE_OPTIONS) await insertRow('service_role', 'trial_leads', { ...validTrialLead, job_title });
    expect(await countRows('trial_leads')).toBe(INDUSTRY_OPTIONS.length + COMPANY_SIZE_OPTIONS.length + JOB_TITLE_OPTIONS.length);
  });

  it.each([
    ['trial_leads_first_name_length', FIELD_LIMITS.personName],
    ['trial_leads_last_name_length', FIELD_LIMITS.personName],
    ['trial_leads_email_length', FIELD_LIMITS.email],
    ['trial_leads_company_name_length', FIELD_LIMITS.companyName],
    ['trial_leads_phone_length', FIELD_LIMITS.phone],
    ['newsletter_subscribers_email_length', FIELD_LIMITS.email],
    ['demo_requests_name_length', FIELD_LIMITS.fullName],
    ['demo_requests_email_length', FIELD_LIMITS.email],
    ['demo_requests_company_length', FIELD_LIMITS.companyName],
    ['demo_requests_phone_length', FIELD_LIMITS.phone],
    ['demo_requests_timezone_length', FIELD_LIMITS.timezone],
    ['demo_requests_notes_length', FIELD_LIMITS.notes],
  ])('%s uses the limit of field-limits.ts (%i)', async (constraint, limit) => {
    const definition = await constraintDefinition(constraint);
    const upperBounds = [...definition.matchAll(/(?:<=|AND) (\d+)\)/g)].map((match) => Number(match[1]));
    expect(upperBounds).toEqual([limit]);
  });

  it('the e-mail checks use EMAIL_PATTERN_SOURCE and judge addresses like the functions do', async () => {
    for (const constraint of ['trial_leads_email_format', 'newsletter_subscribers_email_format', 'demo_requests_email_format']) {
      expect(await constraintDefinition(constraint)).toContain(`'${EMAIL_PATTERN_SOURCE}'::text`);
    }
    const samples = ['a@b.co', 'first.last+tag@sub.example.org', 'no-at-sign', 'a@b', 'a b@c.de', '@b.co', 'a@.co', 'a@b.', 'ü@bücher.de', 'a\u00a0b@c.de', 'a@b.de\u202f', 'a\tb@c.de'];
    const { rows } = await db.query<{ email: string; ok: boolean }>(
      'select email, email ~ $2 as ok from unnest($1::text[]) as email',
      [samples, EMAIL_PATTERN_SOURCE],
    );
    expect(Object.fromEntries(rows.map((row) => [row.email, row.ok]))).toEqual(
      Object.fromEntries(samples.map((email) => [email, EMAIL_PATTERN.test(email)])),
    );
  });

  it('the newest migration that sets the e-mail rule names the same pattern text (one rule, two languages)', async () => {
    const texts = await Promise.all((await listMigrationFiles()).map((file) => readFile(`${MIGRATIONS_DIR}/${file.fileName}`, 'utf8')));
    const sql = texts.findLast((text) => text.includes('_email_format check'));
    expect(sql).toContain(`'${EMAIL_PATTERN_SOURCE}'`);
  });
});

describe('migrations', () => {
  it('are applied once: running them again changes nothing', async () => {
    await migrateDatabase(db);
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(rows.map((row) => row.version)).toEqual((await listMigrationFiles()).map((file) => file.version));
  });

  it('leave Row Level Security on for every lead table', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_catalog.pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'demo_requests', relrowsecurity: true },
      { relname: 'function_call_checks', relrowsecurity: true },
      { relname: 'newsletter_subscribers', relrowsecurity: true },
      { relname: 'trial_leads', relrowsecurity: true },
    ]);
  });
});
});
