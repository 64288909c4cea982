import { CONTACT } from '../../site.ts';

/** A mailto: link to the sales address with a subject naming what the visitor asks about (DECISIONS.md). */
export function salesMailto(subject: string): string {
  return `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}`;
}
