/**
 * `{{brand}}`, `{{email}}`, `{{privacyEmail}}`, `{{phone}}` and `{{address}}` in content files: the brand and contact
 * details have one source (src/site.ts), so a Markdown file never spells them out. `{{auditPlans}}`: the plans
 * with the audit features ("Business Elite and Enterprise", src/content/pricing.ts), where copy claims them.
 */
import { BRAND, CONTACT, CONTACT_ADDRESS_LINE } from '../site.ts';
import { AUDIT_PLANS } from '../content/pricing.ts';

const VALUES: Record<string, string> = {
  brand: BRAND,
  email: CONTACT.email,
  privacyEmail: CONTACT.privacyEmail,
  // Non-breaking spaces: in running text a phone number never breaks as "+1 / (555) 010-0199" (the
  // hyphen already holds: no line break between a hyphen and a digit).
  phone: CONTACT.phone.replace(/ /g, '\u00a0'),
  address: CONTACT_ADDRESS_LINE,
  auditPlans: AUDIT_PLANS,
};

export class PlaceholderError extends Error {
  constructor(
    message: string,
    public readonly line: number,
  ) {
    super(message);
  }
}

export function expandPlaceholders(text: string): string {
  return text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (match, name: string, offset: number) => {
    const value = VALUES[name];
    if (value === undefined) throw new PlaceholderError(`unknown placeholder ${match}`, text.slice(0, offset).split('\n').length);
    return value;
  });
}
