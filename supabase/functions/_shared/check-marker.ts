/**
 * How `npm run check-backend` marks its submissions: the e-mail domain `example.invalid`.
 * The `.invalid` top-level domain is reserved (RFC 2606, section 2) and can never receive mail, so
 * no visitor can be a lead at it: the functions store such a submission (the check proves the
 * whole path works) but notify nobody, and the release engineer deletes the rows afterwards
 * (supabase/README.md, "Deploying to a project created today").
 * Kept free of imports so Node (the check) and Deno (the functions) both load it.
 */
export const CHECK_BACKEND_EMAIL_DOMAIN = 'example.invalid';

/** The address the check submits with; `run` tells the rows of one run apart. */
export function checkBackendEmail(run: string): string {
  return `check-backend+${run}@${CHECK_BACKEND_EMAIL_DOMAIN}`;
}

export function isCheckBackendEmail(email: unknown): boolean {
  return typeof email === 'string' && email.trim().toLowerCase().endsWith(`@${CHECK_BACKEND_EMAIL_DOMAIN}`);
}
