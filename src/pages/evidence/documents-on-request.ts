/**
 * The documents a reviewer can request, as the business lists them on /security (content/assurance/, `on-request`
 * entries), and the links other pages make to that list: /about's continuity statement and funding fact, /pricing's
 * plan terms. One module, so no page reads another page's folder for them (read-through r52: PlanTerms imported
 * from /about's assurance points).
 */
import { assuranceOf } from '../../content/evidence.ts';
import { ASSURANCE_COPY } from '../../content/evidence-copy.ts';
import { DOCUMENTS_ID, SECURITY_PATH } from '../../content/compliance.ts';
import type { PointLink } from '../../content/company.ts';
import { sectionHref } from '../../render/paths.ts';

const COPY = ASSURANCE_COPY.about;

/** Where /security lists the documents on request. */
export const DOCUMENTS_HREF = sectionHref(SECURITY_PATH, DOCUMENTS_ID);

/** The documents on request the business lists on /security, across its on-request entries. */
export const documentsOnRequest = () => assuranceOf('on-request').flatMap((entry) => entry.documents);

/**
 * The statement's closing link to /security's documents on request, when there are any (review r43: "it says nothing
 * about what happens if Vertiq fails, although /security offers a source-code escrow agreement"): the documents the
 * business marks as answering that (`continuity: true`) by their names, or else the list. The names are the business's;
 * the row never words a document itself.
 */
export function continuityLink(): PointLink | undefined {
  const documents = documentsOnRequest();
  if (!documents.length) return undefined;
  const named = documents.flatMap((document) => (typeof document !== 'string' && document.continuity ? [document.name] : []));
  const words = named.length ? COPY.continuityDocuments(new Intl.ListFormat('en', { type: 'conjunction' }).format(named)) : COPY.continuityList;
  return { ...words, href: DOCUMENTS_HREF };
}

/**
 * The document on /security's list the business marks as its financial statements (`financials: true`), as a link for the
 * funding fact (trust review T2 r46, /about: "Audited financials are on request, but the page doesn't point to them"): its
 * name as the business words it, to the list. None without such a document.
 */
export function financialsLink(): { label: string; href: string } | undefined {
  const document = documentsOnRequest().find((entry) => typeof entry !== 'string' && entry.financials);
  return document && typeof document !== 'string' ? { label: document.name, href: DOCUMENTS_HREF } : undefined;
}
