-- What a hosted Supabase database already has before our migrations run, recreated for
-- the local backend (PGlite or a plain Postgres). Safe to run on every start.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase grants these API roles everything on new public objects by default; the
-- migration must revoke what it does not want exposed. Reproducing the defaults here means
-- a migration that forgets a REVOKE fails the local tests instead of leaking in production.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
