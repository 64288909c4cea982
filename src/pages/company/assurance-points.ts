/**
 * /about's "How we work with regulated customers" from the business's assurance data (content/assurance/): the SOC 2
 * report and penetration test with their dates (the same facts as the assurance line on the pages a buyer lands on)
 * and how many documents a review can request, each pointing at the audit evidence on /security. Review C r7: the
 * general points restated /security in vaguer words. Null without a SOC 2 or pen-test entry, so the page keeps its
 * own points and the real site, whose collection is empty, does not change. The business's continuity statement
 * follows whichever points show (continuityPoint).
 */
import ShieldCheck from 'lucide-react/icons/shield-check';
import ScanSearch from 'lucide-react/icons/scan-search';
import FileText from 'lucide-react/icons/file-text';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import { assuranceFacts } from '../../components/AssuranceLine.tsx';
import { ASSURANCE_COPY } from '../../content/evidence-copy.ts';
import { AUDIT_EVIDENCE_ID, SECURITY_PATH } from '../../content/compliance.ts';
import { continuityLink, documentsOnRequest, DOCUMENTS_HREF } from '../evidence/documents-on-request.ts';
import type { CompanyBlock } from '../../content/company.ts';
import { IDENTITY } from '../../site.ts';
import { sectionHref } from '../../render/paths.ts';

const COPY = ASSURANCE_COPY.about;

export function assurancePoints(): CompanyBlock['points'] | null {
  const facts = assuranceFacts();
  if (!facts.length) return null;
  const icons = { [ASSURANCE_COPY.line.soc2Name]: ShieldCheck, [ASSURANCE_COPY.line.penTestName]: ScanSearch };
  const points: NonNullable<CompanyBlock['points']> = facts.map((fact) => ({ icon: icons[fact.name] ?? ShieldCheck, title: fact.name, text: `${fact.details.join('. ')}.` }));
  const documents = documentsOnRequest();
  if (documents.length) points.push({ icon: FileText, title: COPY.documents, text: COPY.documentsText(documents.length), link: { ...COPY.documentsLink, href: DOCUMENTS_HREF } });
  return points;
}

/**
 * The business's own continuity statement (identity.yaml facts.continuity), as written (review C r12), to close the
 * section's points: after the assurance facts, or after the page's own points when the business has supplied no
 * SOC 2 or pen-test entry yet (a supplied statement is never dropped for want of an audit).
 */
export function continuityPoint(): NonNullable<CompanyBlock['points']>[number] | undefined {
  const continuity = IDENTITY.facts?.continuity;
  if (!continuity) return undefined;
  const link = continuityLink();
  return { icon: LifeBuoy, title: COPY.continuity, text: continuity, ...(link && { link }) };
}

/** The section's one way on beside those points, under its lead: the evidence itself, on /security. */
export const ASSURANCE_MORE: NonNullable<CompanyBlock['more']> = { label: ASSURANCE_COPY.line.link, path: sectionHref(SECURITY_PATH, AUDIT_EVIDENCE_ID) };
