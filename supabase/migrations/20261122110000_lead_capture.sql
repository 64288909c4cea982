-- Lead capture: the three tables the public site writes to (docs/product-rules.md#calls). Nothing here is readable through the public data API:
--   * trial_leads, newsletter_subscribers: visitors (role anon) may INSERT, nothing else;
--   * demo_requests: written only by the schedule-demo edge function (service_role).
--
-- The option lists and length limits below mirror supabase/functions/_shared/lead-options.ts
-- and field-limits.ts (SQL cannot import them); tests/backend/schema.test.ts fails when
-- the two drift apart. The e-mail pattern is the same text as EMAIL_PATTERN_SOURCE.

-- ---------------------------------------------------------------------------------------
-- trial_leads: one row per free-trial form submission.
-- ---------------------------------------------------------------------------------------
create table public.trial_leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  company_name text not null,
  job_title text not null,
  industry text not null,
  company_size text not null,
  phone text,

  constraint trial_leads_first_name_length check (char_length(first_name) <= 100),
  constraint trial_leads_first_name_not_blank check (btrim(first_name) <> ''),
  constraint trial_leads_last_name_length check (char_length(last_name) <= 100),
  constraint trial_leads_last_name_not_blank check (btrim(last_name) <> ''),
  constraint trial_leads_email_length check (char_length(email) <= 254),
  constraint trial_leads_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint trial_leads_company_name_length check (char_length(company_name) <= 200),
  constraint trial_leads_company_name_not_blank check (btrim(company_name) <> ''),
  constraint trial_leads_phone_length check (char_length(phone) <= 40),
  constraint trial_leads_job_title_option check (job_title in (
    'CEO/Founder',
    'CTO/Technical Director',
    'COO/Operations Director',
    'CFO/Finance Director',
    'VP/Director of Engineering',
    'VP/Director of Product',
    'VP/Director of Operations',
    'Project Manager',
    'Department Head',
    'Team Lead',
    'Other'
  )),
  constraint trial_leads_industry_option check (industry in (
    'Commercial Real Estate',
    'Financial Services',
    'Healthcare',
    'Legal',
    'Manufacturing',
    'Education',
    'Energy',
    'Construction',
    'Pharmaceuticals',
    'HR',
    'Aviation',
    'Restaurant Management',
    'Architecture'
  )),
  constraint trial_leads_company_size_option check (company_size in (
    '1-10 employees',
    '11-50 employees',
    '51-200 employees',
    '201-500 employees',
    '501-1000 employees',
    '1000+ employees'
  ))
);

comment on table public.trial_leads is 'Free-trial sign-ups from the public site; anon may insert only.';

-- ---------------------------------------------------------------------------------------
-- newsletter_subscribers: one row per address. The unique index on lower(email) makes a
-- second sign-up of the same address fail with 23505 (HTTP 409 from the data API), which
-- the site treats as "already subscribed"; anon cannot SELECT, so that is its only signal.
-- ---------------------------------------------------------------------------------------
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,

  constraint newsletter_subscribers_email_length check (char_length(email) <= 254),
  constraint newsletter_subscribers_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$')
);

create unique index newsletter_subscribers_email_unique on public.newsletter_subscribers (lower(email));

comment on table public.newsletter_subscribers is 'Newsletter sign-ups from /trends; anon may insert only.';

-- ---------------------------------------------------------------------------------------
-- demo_requests: written by the schedule-demo function with the service role.
-- preferred_date is the visitor's wall-clock time exactly as <input type=datetime-local>
-- sent it; with `timezone` (IANA name) it pins the instant without guessing offsets.
-- ---------------------------------------------------------------------------------------
create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text not null,
  phone text,
  preferred_date timestamp without time zone not null,
  timezone text not null,
  notes text,

  constraint demo_requests_name_length check (char_length(name) <= 200),
  constraint demo_requests_name_not_blank check (btrim(name) <> ''),
  constraint demo_requests_email_length check (char_length(email) <= 254),
  constraint demo_requests_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint demo_requests_company_length check (char_length(company) <= 200),
  constraint demo_requests_company_not_blank check (btrim(company) <> ''),
  constraint demo_requests_phone_length check (char_length(phone) <= 40),
  constraint demo_requests_timezone_length check (char_length(timezone) between 1 and 64),
  constraint demo_requests_notes_length check (char_length(notes) <= 2000)
);

comment on table public.demo_requests is 'Demo and consultation requests, stored by the schedule-demo edge function.';

-- ---------------------------------------------------------------------------------------
-- Access. Supabase's default privileges grant ALL on new public tables to anon and
-- authenticated; take that back, then grant exactly what the site needs. Column-level
-- INSERT grants keep visitors from choosing id or created_at. `authenticated` gets the
-- same as anon so a visitor who ever arrives with a session can still submit the forms.
-- ---------------------------------------------------------------------------------------
alter table public.trial_leads enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.demo_requests enable row level security;

revoke all on table public.trial_leads, public.newsletter_subscribers, public.demo_requests
  from anon, authenticated;

grant insert (first_name, last_name, email, company_name, job_title, industry, company_size, phone)
  on table public.trial_leads to anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;

-- The service role (edge functions, `npm run leads`) reads and writes everything; it
-- bypasses RLS, but still needs table privileges.
grant select, insert, update, delete on table public.trial_leads, public.newsletter_subscribers, public.demo_requests
  to service_role;

-- RLS policies: insert only. Row contents are policed by the CHECK constraints above,
-- so the policy itself needs no condition. No SELECT/UPDATE/DELETE policy exists, so
-- even a future grant could not expose rows by accident.
create policy "Visitors can submit trial leads"
  on public.trial_leads for insert to anon, authenticated
  with check (true);

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscribers for insert to anon, authenticated
  with check (true);
-- demo_requests: no policy at all; only service_role (which bypasses RLS) touches it.
