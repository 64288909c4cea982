/**
 * Brand and contact details (docs/product-rules.md#identity-and-configuration): browser-safe constants that
 * every title, the JSON-LD Organization and the footer read. Environment-driven settings (origin,
 * backend) are read and validated in src/config.ts.
 */
export const BRAND = 'Vertiq';

/**
 * The year in the footer's copyright line. A constant, not the clock: two builds of the same tree
 * must be byte-identical. Update it with the year's first content change.
 */
export const COPYRIGHT_YEAR = 2026;

export const CONTACT = {
  email: 'sales@vertiq.example',
  /** Investor relations (/investors). */
  investorsEmail: 'investors@vertiq.example',
  /** Privacy requests (/privacy and the privacy-related pages). */
  privacyEmail: 'privacy@vertiq.example',
  phone: '+1 (555) 010-0199',
  /** The phone number as a tel: URI wants it: digits and a leading plus only. */
  phoneHref: 'tel:+15550100199',
  address: {
    street: '100 Congress Avenue, Suite 400',
    locality: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
  },
} as const;

export const CONTACT_ADDRESS_LINE = `${CONTACT.address.street}, ${CONTACT.address.locality}, ${CONTACT.address.region} ${CONTACT.address.postalCode}`;

