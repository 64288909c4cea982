-- Retry-After never exceeds the window (CI saw 601 of a 600-second window).
--
-- count_hit measured the time left from now(), which is the moment the *transaction* began.
-- In a burst, a request that began first can wait on the counter row's lock while a later
-- request opens the window with its own, later now(); the first then computed
-- window_start + window - now() as a little over the window, and ceil() made it 601. The
-- time left is measured from clock_timestamp() (the moment of the count, which is after the
-- window opened, since the opener committed before the lock was granted) and capped at the
-- window, so a 429 never asks for more than the window's length. Counting is unchanged.

create or replace function private.count_hit(p_bucket text, p_key text) returns void
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
    v_retry_after := least(
      v_limit.window_seconds,
      greatest(1, ceil(extract(epoch from v_window_start + make_interval(secs => v_limit.window_seconds) - clock_timestamp()))::integer));
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
