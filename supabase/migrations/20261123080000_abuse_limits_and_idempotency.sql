-- Abuse limits and idempotent submissions (issue 13), enforced where hosted Supabase runs
-- them: in Postgres, behind PostgREST. Everything here also runs unchanged on the local
-- backend, which sets request.headers per request as PostgREST does.
--
--   * anon inserts carry one row per request (an array body is refused);
--   * each client address gets at most N accepted submissions per window and bucket
--     (private.submission_limits, mirroring supabase/functions/_shared/limits.ts), else
--     SQLSTATE PT429, which PostgREST answers as HTTP 429 with a JSON error;
--   * a trial insert repeated with the same Idempotency-Key header stores nothing more, and a
--     newsletter address already on the list is silently kept, so the answer (201) is the
--     same whether or not it was there;
--   * demo_requests and trial_leads remember when sales was notified, so a retry never
--     notifies twice (see trial-webhook-handler.ts, schedule-demo-handler.ts);
--   * the e-mail rule spells out the spaces it refuses (EMAIL_PATTERN_SOURCE of
--     field-limits.ts), so a non-breaking space no longer passes here and fails in the
--     functions; a demo's preferred time must lie in the future.

create schema if not exists private;
comment on schema private is 'Not exposed through the data API: rate-limit counters and trigger helpers.';
-- The triggers below run as the inserting role (anon) and call into this schema.
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Limits and counters
-- ---------------------------------------------------------------------------------------
create table private.submission_limits (
  bucket text primary key,
  max_per_window integer not null check (max_per_window > 0),
  window_seconds integer not null check (window_seconds > 0)
);

insert into private.submission_limits (bucket, max_per_window, window_seconds) values
  ('trial_leads', 20, 600),
  ('newsletter_subscribers', 20, 600),
  ('trial-webhook', 20, 600),
  ('schedule-demo', 20, 600);

create table private.submission_counts (
  bucket text not null,
  client_address text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, client_address)
);
create index submission_counts_window_start on private.submission_counts (window_start);

-- The caller's address as the API gateway reports it: Cloudflare's cf-connecting-ip on
-- hosted Supabase (the client cannot set it), else the first x-forwarded-for hop.
create function private.client_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers) as request
$$;

-- Counts one accepted submission of `bucket` for `client` and raises PT429 over the limit.
-- A window opens with an address's first submission and lasts window_seconds (not aligned
-- to the clock, so a burst can never straddle two windows). The upsert locks the counter
-- row, so concurrent requests of one address queue here and never exceed the limit; a
-- refused request rolls its own increment back.
create function private.take_submission_slot(p_bucket text, p_client text default null) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_limit private.submission_limits;
  v_client text := coalesce(nullif(btrim(p_client), ''), private.client_address());
  v_hits integer;
begin
  select * into v_limit from private.submission_limits where bucket = p_bucket;
  if not found then
    raise exception 'unknown rate-limit bucket %', p_bucket;
  end if;
  insert into private.submission_counts as counts (bucket, client_address, window_start, hits)
    values (p_bucket, left(v_client, 100), now(), 1)
    on conflict (bucket, client_address) do update set
      hits = case when counts.window_start > now() - make_interval(secs => v_limit.window_seconds) then counts.hits + 1 else 1 end,
      window_start = case when counts.window_start > now() - make_interval(secs => v_limit.window_seconds) then counts.window_start else now() end
    returning hits into v_hits;
  if v_hits > v_limit.max_per_window then
    raise sqlstate 'PT429' using
      message = 'Too many submissions from your network in the last few minutes. Please wait ten minutes and try again; what you typed is still here.',
      detail = format('At most %s per %s seconds from one address', v_limit.max_per_window, v_limit.window_seconds);
  end if;
  delete from private.submission_counts where window_start < now() - interval '1 day';
end
$$;
revoke all on function private.take_submission_slot(text, text) from public;
grant execute on function private.take_submission_slot(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Idempotency and notification marks
-- ---------------------------------------------------------------------------------------
alter table public.trial_leads
  add column idempotency_key uuid,
  add column notified_at timestamptz;
create unique index trial_leads_idempotency_key_unique on public.trial_leads (idempotency_key);

alter table public.demo_requests
  add column idempotency_key uuid,
  add column notified_at timestamptz;
create unique index demo_requests_idempotency_key_unique on public.demo_requests (idempotency_key);

-- The Idempotency-Key header of this request as a uuid; null when absent, 400 when malformed.
create function private.request_idempotency_key() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  v_text text := btrim(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'idempotency-key');
begin
  if v_text is null or v_text = '' then
    return null;
  end if;
  if v_text !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    raise sqlstate 'PT400' using message = 'The Idempotency-Key header must be a UUID';
  end if;
  return v_text::uuid;
end
$$;

-- Whether a row with this key (or, for the newsletter, this address) is already stored.
-- Security definer because anon may not read the tables; the advisory lock makes a second
-- concurrent attempt wait for the first, then see its row.
create function private.already_submitted(p_table text, p_key text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_found boolean;
begin
  perform pg_advisory_xact_lock(hashtext(p_table), hashtext(p_key));
  if p_table = 'trial_leads' then
    select exists (select 1 from public.trial_leads where idempotency_key = p_key::uuid) into v_found;
  elsif p_table = 'demo_requests' then
    select exists (select 1 from public.demo_requests where idempotency_key = p_key::uuid) into v_found;
  elsif p_table = 'newsletter_subscribers' then
    select exists (select 1 from public.newsletter_subscribers where lower(email) = lower(p_key)) into v_found;
  else
    raise exception 'already_submitted: unknown table %', p_table;
  end if;
  return v_found;
end
$$;
revoke all on function private.already_submitted(text, text) from public;
grant execute on function private.already_submitted(text, text) to anon, authenticated, service_role;

-- BEFORE INSERT on the tables visitors write. Returning null skips the row without an
-- error, so a repeated attempt answers exactly like the first one did.
create function private.police_submission() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_rows integer;
  v_key text;
begin
  if current_user in ('anon', 'authenticated') then
    -- One row per request: PostgREST runs each request in its own transaction.
    v_rows := coalesce(nullif(current_setting('vertiq.anon_rows_in_request', true), ''), '0')::integer + 1;
    perform set_config('vertiq.anon_rows_in_request', v_rows::text, true);
    if v_rows > 1 then
      raise sqlstate 'PT400' using
        message = 'Send one row per request',
        detail = 'Inserting several rows in one request is not allowed on this table';
    end if;
    if tg_table_name = 'trial_leads' then
      new.idempotency_key := private.request_idempotency_key();
    end if;
  end if;

  -- Two branches, not one CASE: a record field is resolved even in the branch not taken.
  if tg_table_name = 'newsletter_subscribers' then
    v_key := new.email;
  else
    v_key := new.idempotency_key::text;
  end if;
  if v_key is not null and private.already_submitted(tg_table_name, v_key) then
    return null;
  end if;

  if current_user in ('anon', 'authenticated') then
    perform private.take_submission_slot(tg_table_name);
  end if;
  return new;
end
$$;

create trigger police_submission before insert on public.trial_leads
  for each row execute function private.police_submission();
create trigger police_submission before insert on public.newsletter_subscribers
  for each row execute function private.police_submission();
create trigger police_submission before insert on public.demo_requests
  for each row execute function private.police_submission();

-- ---------------------------------------------------------------------------------------
-- Rate limit of the edge functions. A function inserts { bucket, client_address } here
-- with the service-role key for each call; the trigger counts it (429 over the limit) and
-- stores nothing, so the table stays empty.
-- ---------------------------------------------------------------------------------------
create table public.function_call_checks (
  bucket text not null,
  client_address text not null
);
comment on table public.function_call_checks is 'Write-only rate-limit probe of the edge functions; always empty.';
alter table public.function_call_checks enable row level security;
revoke all on table public.function_call_checks from anon, authenticated;
grant insert on table public.function_call_checks to service_role;

create function private.count_function_call() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform private.take_submission_slot(new.bucket, new.client_address);
  return null;
end
$$;
create trigger count_function_call before insert on public.function_call_checks
  for each row execute function private.count_function_call();

-- ---------------------------------------------------------------------------------------
-- One e-mail rule: the same text as EMAIL_PATTERN_SOURCE (field-limits.ts), which the
-- functions and the form's pattern attribute use. Postgres' \s alone follows the locale and
-- let a non-breaking space through, so the refused spaces are listed.
-- ---------------------------------------------------------------------------------------
alter table public.trial_leads drop constraint trial_leads_email_format,
  add constraint trial_leads_email_format check (email ~ '^[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$');
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_format,
  add constraint newsletter_subscribers_email_format check (email ~ '^[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$');
alter table public.demo_requests drop constraint demo_requests_email_format,
  add constraint demo_requests_email_format check (email ~ '^[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$');

-- A demo is requested for a time to come: the visitor's wall-clock time in their zone must
-- be later than now (a trigger, since a CHECK must not depend on the clock).
create function private.require_future_preferred_date() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (new.preferred_date at time zone new.timezone) <= now() then
    raise exception 'preferredDate must be in the future'
      using errcode = 'check_violation', detail = format('%s in %s has passed', new.preferred_date, new.timezone);
  end if;
  return new;
end
$$;
create trigger require_future_preferred_date before insert on public.demo_requests
  for each row execute function private.require_future_preferred_date();
