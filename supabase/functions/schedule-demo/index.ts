// Supabase Edge Function `schedule-demo`: see supabase/README.md. The logic lives in
// _shared/schedule-demo-handler.ts so it can be unit-tested without Deno or a network.
import { createScheduleDemoHandler } from '../_shared/schedule-demo-handler.ts';
import { runtimeDeps } from '../_shared/runtime-deps.ts';

Deno.serve(createScheduleDemoHandler(runtimeDeps()));
