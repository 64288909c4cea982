/** Contact Sales everywhere is a mailto to the sales address with a subject naming what it is about (DECISIONS.md). */
import { CONTACT } from '../site.ts';

export function salesMailto(subject: string): string {
  return `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}`;
}
