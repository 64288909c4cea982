/** Contact Sales everywhere is a mailto to the sales address with a subject naming what it is about (docs/product-rules.md#contact-sales). */
import { CONTACT } from '../site.ts';

export function salesMailto(subject: string): string {
  return `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}`;
}

/** A mailto to one of the brand's addresses (src/site.ts CONTACT) with a subject. */
export function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
