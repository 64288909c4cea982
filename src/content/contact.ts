/** Contact Sales everywhere is a mailto to the sales address with a subject naming what it is about (DECISIONS.md). */
import { CONTACT } from '../site.ts';

export function contactSalesHref(topic: string): string {
  return `mailto:${CONTACT.email}?subject=${encodeURIComponent(`Contact Sales: ${topic}`)}`;
}
