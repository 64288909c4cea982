// Supabase Edge Function `trial-webhook`: see supabase/README.md. The logic lives in
// _shared/trial-webhook-handler.ts so it can be unit-tested without Deno or a network.
import { createTrialWebhookHandler } from '../_shared/trial-webhook-handler.ts';
import { runtimeDeps } from '../_shared/runtime-deps.ts';

Deno.serve(createTrialWebhookHandler(runtimeDeps()));
