/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, from the identity file's
 * security address and expiry and, when the business has supplied one, the disclosure policy on
 * /security. The expiry is a date in the data, never the clock, so two builds are byte-identical.
 */
import { IDENTITY } from '../site.ts';
import { assuranceOf } from '../content/evidence.ts';
import { DISCLOSURE_POLICY_ID, SECURITY_TXT_PATH, securityTxtExpires } from '../security-txt-rules.ts';


export function securityTxt(siteUrl: string): string {
  const fields: [string, string][] = [
    ['Contact', `mailto:${IDENTITY.email.security}`],
    ['Expires', securityTxtExpires(IDENTITY)],
    ['Canonical', `${siteUrl}/${SECURITY_TXT_PATH}`],
  ];
  if (assuranceOf('disclosure-policy').length) fields.push(['Policy', `${siteUrl}/security#${DISCLOSURE_POLICY_ID}`]);
  fields.push(['Preferred-Languages', 'en']);
  return `${fields.map(([name, value]) => `${name}: ${value}`).join('\n')}\n`;
}
