-- Client addresses a visitor cannot choose, and limits that never let one visitor lock out
-- another (issue 21). Reasoning and sources: supabase/README.md, "Client addresses and rate
-- limits".
--
--   * The address of a data API request is Cloudflare's cf-connecting-ip only, the header
--     Supabase's edge sets. x-forwarded-for is no longer read: hosted Supabase passes the
--     client's own value through, so rotating it escaped every limit.
--   * IPv6 addresses are counted by their /64 prefix (one host usually holds a whole /64).
--   * Without a trusted address, nothing is counted per address: every submission counts
--     against a generous ceiling for everyone (`<bucket>:everyone`), which also holds when
--     addresses are known, instead of one shared bucket of 20 that 20 visitors used up.
--   * Per lead: a trial lead or demo request counts against its e-mail address and its
--     company (`<table>:email`, `<table>:company`), whatever address it came from, so sales
--     cannot be flooded with one lead. Counters hold an md5 digest of these, not the text.
--   * Over a limit the answer is 429 with a `Retry-After` header (seconds until the window
--     that refused it closes), raised as PostgREST's SQLSTATE 'PGRST'; the body stays
--     { code: 'PT429', message, details, hint } with the visitor's message of limits.ts.
--
-- The numbers mirror supabase/functions/_shared/limits.ts and ceilings.ts; tests/backend/schema.test.ts
-- compares the two.

insert into private.submission_limits (bucket, max_per_window, window_seconds) values
  ('trial_leads:everyone', 600, 600),
  ('newsletter_subscribers:everyone', 600, 600),
  ('trial-webhook:everyone', 200, 600),
  ('schedule-demo:everyone', 200, 600),
  ('trial_leads:email', 3, 600),
  ('trial_leads:company', 10, 600),
  ('demo_requests:email', 3, 600),
  ('demo_requests:company', 10, 600);

-- A function with no trusted address of its caller sends null.
alter table public.function_call_checks alter column client_address drop not null;

-- ---------------------------------------------------------------------------------------
-- Addresses
-- ---------------------------------------------------------------------------------------

-- The counter key of an address: an IPv4 host as written (an IPv4-mapped IPv6 address
-- counts as its IPv4 host), an IPv6 host as its /64 prefix ('2001:db8:1:2::/64', an
-- existing /64 prefix maps to itself), anything else (empty, unparsable, a wider network)
-- null, which means "no trusted address".
create function private.address_key(p_address text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_address inet;
  v_mapped text;
begin
  if p_address is null or btrim(p_address) = '' then
    return null;
  end if;
  begin
    v_address := btrim(p_address)::inet;
  exception when others then
    return null;
  end;
  if family(v_address) = 4 then
    return case when masklen(v_address) = 32 then host(v_address) end;
  end if;
  v_mapped := substring(host(v_address) from '^::ffff:(\d+\.\d+\.\d+\.\d+)$');
  if v_mapped is not null and masklen(v_address) = 128 then
    return v_mapped;
  end if;
  if masklen(v_address) not in (64, 128) then
    return null;
  end if;
  return network(set_masklen(v_address, 64))::text;
end
$$;

-- The caller's address as Supabase's edge reports it: Cloudflare's cf-connecting-ip, which
-- a client cannot set. Null without it (a direct database session, a self-hosted gateway
-- that does not set it): then only the limits for everyone and per lead apply.
create or replace function private.client_address() returns text
language sql stable set search_path = '' as $$
  select private.address_key(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'cf-connecting-ip')
$$;
-- Both run as the inserting role (the triggers below are not security definer).
grant execute on function private.address_key(text), private.client_address() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Counting
-- ---------------------------------------------------------------------------------------

-- Counts one hit of `p_key` in `p_bucket`; over the bucket's limit raises 429 with
-- Retry-After. A window opens with a key's first hit and lasts window_seconds. The upsert
-- locks the counter row, so concurrent requests of one key queue here and never exceed
-- the limit; a refused request rolls its own increments back.
create function private.count_hit(p_bucket text, p_key text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_limit private.submission_limits;
  v_hits integer;
  v_window_start timestamptz;
  v_retry_after integer;
begin
  select * into v_limit from private.submission_limits where bucket = p_bucket;
  if not found then
    raise exception 'unknown rate-limit bucket %', p_bucket;
  end if;
  insert into private.submission_counts as counts (bucket, client_address, window_start, hits)
    values (p_bucket, left(p_key, 100), now(), 1)
    on conflict (bucket, client_address) do update set
      hits = case when counts.window_start > now() - make_interval(secs => v_limit.window_seconds) then counts.hits + 1 else 1 end,
      window_start = case when counts.window_start > now() - make_interval(secs => v_limit.window_seconds) then counts.window_start else now() end
    returning hits, window_start into v_hits, v_window_start;
  if v_hits > v_limit.max_per_window then
    v_retry_after := greatest(1, ceil(extract(epoch from v_window_start + make_interval(secs => v_limit.window_seconds) - now()))::integer);
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PT429',
        'message', 'Too many submissions from your network in the last few minutes. Please wait ten minutes and try again; what you typed is still here.',
        'details', format('At most %s per %s seconds (%s)', v_limit.max_per_window, v_limit.window_seconds, p_bucket),
        'hint', null)::text,
      detail = json_build_object(
        'status', 429,
        'headers', json_build_object('Retry-After', v_retry_after::text))::text;
  end if;
end
$$;
revoke all on function private.count_hit(text, text) from public;

-- One accepted submission of `p_bucket` from the client with address key `p_client` (null:
-- no trusted address): it counts against that address when there is one, and always
-- against the bucket's ceiling for everyone.
create or replace function private.take_submission_slot(p_bucket text, p_client text default null) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_client is not null then
    perform private.count_hit(p_bucket, p_client);
  end if;
  perform private.count_hit(p_bucket || ':everyone', '*');
  delete from private.submission_counts where window_start < now() - interval '1 day';
end
$$;

-- One lead arriving in `p_table` for `p_email` at `p_company`, whoever sends it.
create function private.take_lead_slot(p_table text, p_email text, p_company text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.count_hit(p_table || ':email', md5(lower(btrim(p_email))));
  perform private.count_hit(p_table || ':company', md5(lower(regexp_replace(btrim(p_company), '\s+', ' ', 'g'))));
end
$$;
revoke all on function private.take_lead_slot(text, text, text) from public;
grant execute on function private.take_lead_slot(text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Triggers (replacing those of 20261123080000; the checks before the counting are unchanged)
-- ---------------------------------------------------------------------------------------
create or replace function private.police_submission() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_rows integer;
  v_key text;
  v_visitor boolean := current_user in ('anon', 'authenticated');
begin
  if v_visitor then
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
  -- A repeat of a stored attempt is skipped before anything is counted.
  if v_key is not null and private.already_submitted(tg_table_name, v_key) then
    return null;
  end if;

  if v_visitor then
    perform private.take_submission_slot(tg_table_name, private.client_address());
  end if;
  -- Per lead: a visitor's trial lead, and every demo request the schedule-demo function
  -- stores for a visitor (service_role). The database owner (migrations, imports) is exempt.
  if tg_table_name = 'trial_leads' and v_visitor then
    perform private.take_lead_slot('trial_leads', new.email, new.company_name);
  elsif tg_table_name = 'demo_requests' and (v_visitor or current_user = 'service_role') then
    perform private.take_lead_slot('demo_requests', new.email, new.company);
  end if;
  return new;
end
$$;

-- The edge functions' probe: the function names its caller's address key (or null), the
-- database normalizes it once more, so an IPv6 host always counts as its /64.
create or replace function private.count_function_call() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform private.take_submission_slot(new.bucket, private.address_key(new.client_address));
  return null;
end
$$;
