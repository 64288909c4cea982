/**
 * Brand and contact details (docs/product-rules.md#identity-and-configuration), read once from the
 * business's identity file (content/identity.yaml, src/collections/identity.ts): every title, the
 * JSON-LD Organization, the footer and security.txt read them from here. Server-side only (the file
 * is read from disk); environment-driven settings (origin, backend) are read in src/config.ts.
 */
import { loadIdentity } from './collections/identity.ts';
import { siteContentRoots } from './collections/content-root.ts';

/** The whole identity as the business wrote it (legal entity, social profiles, security.txt expiry included). */
export const IDENTITY = loadIdentity(siteContentRoots()).data;

export const BRAND = IDENTITY.brand;

/**
 * The year in the footer's copyright line. A constant, not the clock: two builds of the same tree
 * must be byte-identical. Update it with the year's first content change.
 */
export const COPYRIGHT_YEAR = 2026;

/** The phone number as a tel: URI wants it: digits and a leading plus only. */
export const phoneHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

export const CONTACT = {
  email: IDENTITY.email.sales,
  /** Investor relations (/investors). */
  investorsEmail: IDENTITY.email.investors,
  /** Privacy requests (/privacy and the privacy-related pages). */
  privacyEmail: IDENTITY.email.privacy,
  /** Vulnerability reports (/.well-known/security.txt). */
  securityEmail: IDENTITY.email.security,
  phone: IDENTITY.phone,
  phoneHref: phoneHref(IDENTITY.phone),
  address: IDENTITY.address,
} as const;

/**
 * The postal address as an envelope sets it: the street's parts (building, then suite) and the locality, one a line.
 * The footer breaks it there (review B r8: in the 1280 px brand column one line wrapped as "Suite / 400").
 */
export const CONTACT_ADDRESS_LINES = [...CONTACT.address.street.split(/,\s*/), `${CONTACT.address.locality}, ${CONTACT.address.region} ${CONTACT.address.postalCode}`];
/** The same address on one line, for running text. */
export const CONTACT_ADDRESS_LINE = CONTACT_ADDRESS_LINES.join(', ');
