-- Proof of work for the edge functions' calls, and a clear 400 for a lead missing a field
-- (issue 31). Reasoning: supabase/README.md, "Proof of work".
--
--   * A function call with a valid proof of work (the function checks it: signature, solution,
--     expiry) names it in function_call_checks.proof; the proof is recorded in
--     private.used_proofs until it expires, and a second call with it is refused with 409.
--     Such a call counts against the function's ceiling for everyone, as before.
--   * A call without one counts against `<function>:unproven`, a far smaller ceiling of its
--     own, so a script that pays no proof can no longer spend the ceiling visitors share.
--   * A lead without its e-mail address or company was counted before the table's not-null
--     check ran, and the counter's own not-null column answered (400 naming
--     private.submission_counts.client_address). Nothing is counted for a missing value now:
--     the table's constraint answers, naming the field.
--
-- The numbers mirror supabase/functions/_shared/ceilings.ts (UNPROVEN_CALL_LIMITS);
-- tests/backend/schema.test.ts compares the two.

insert into private.submission_limits (bucket, max_per_window, window_seconds) values
  ('trial-webhook:unproven', 10, 600),
  ('schedule-demo:unproven', 10, 600);

-- Each accepted proof, by its challenge's signature, until the challenge expires.
create table private.used_proofs (
  proof text primary key,
  expires_at timestamptz not null
);
create index used_proofs_expires_at on private.used_proofs (expires_at);

-- The function names an accepted proof and when its challenge expires (the row itself is never
-- stored: the trigger returns null, so checks on these columns would never run).
alter table public.function_call_checks
  add column proof text,
  add column proof_expires_at timestamptz;

create or replace function private.count_function_call() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_client text := private.address_key(new.client_address);
begin
  if new.proof is null then
    if v_client is not null then
      perform private.count_hit(new.bucket, v_client);
    end if;
    perform private.count_hit(new.bucket || ':unproven', '*');
    return null;
  end if;
  -- A replay is refused before anything is counted; a proof is kept no longer than its challenge lives.
  delete from private.used_proofs where expires_at < now();
  insert into private.used_proofs (proof, expires_at)
    values (new.proof, least(coalesce(new.proof_expires_at, now() + interval '1 day'), now() + interval '1 day'))
    on conflict (proof) do nothing;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PT409',
        'message', 'This proof of work was already used; submit the form again',
        'details', null,
        'hint', null)::text,
      detail = json_build_object('status', 409, 'headers', json_build_object())::text;
  end if;
  perform private.take_submission_slot(new.bucket, v_client);
  return null;
end
$$;

-- Counts a lead only for the values it has; a missing one is the table's not-null check's to refuse.
create or replace function private.take_lead_slot(p_table text, p_email text, p_company text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_email is not null then
    perform private.count_hit(p_table || ':email', md5(lower(btrim(p_email))));
  end if;
  if p_company is not null then
    perform private.count_hit(p_table || ':company', md5(lower(regexp_replace(btrim(p_company), '\s+', ' ', 'g'))));
  end if;
end
$$;
