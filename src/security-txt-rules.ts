/**
 * security.txt's place and expiry (RFC 9116), shared by the file (src/render/security-txt.ts), the
 * site definition's headers and the launch checks (src/readiness.ts). A leaf: it reads no content.
 */
export const SECURITY_TXT_PATH = '.well-known/security.txt';

/** The part of /security holding the disclosure policy (src/pages/evidence/AssuranceSection.tsx), security.txt's Policy. */
export const DISCLOSURE_POLICY_ID = 'disclosure-policy';

/** The expiry as RFC 3339: the start (UTC) of the day the identity file names. */
export function securityTxtExpires(identity: { securityTxt: { expires: string } }): string {
  return `${identity.securityTxt.expires}T00:00:00Z`;
}
