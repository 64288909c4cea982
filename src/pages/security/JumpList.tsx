/**
 * /security's parts as plain anchors under the hero's buttons (review C r7: at 390 px the page runs about six
 * screens; r8: at 1280 too, a long run of same-weight cards with no way to jump). Only the parts the page has: without
 * the business's assurance entries the page is short and has none, so the real site, whose collection is empty, does not change.
 */
import { assuranceOf, EVIDENCE } from '../../content/evidence.ts';
import { AUDIT_EVIDENCE_ID, DOCUMENTS_ID, FRAMEWORKS_ID, SUBPROCESSORS_ID } from '../../content/compliance.ts';
import { RESPONSIBILITY_ID, SECURITY_JUMP_LIST as COPY } from '../../content/security.ts';
import { DISCLOSURE_POLICY_ID } from '../../security-txt-rules.ts';

export function SecurityJumpList() {
  if (!EVIDENCE.assurance.length) return null;
  const links = [
    (assuranceOf('soc2-type-ii').length > 0 || assuranceOf('penetration-test').length > 0) && { href: AUDIT_EVIDENCE_ID, label: COPY.assurance },
    assuranceOf('on-request').length > 0 && { href: DOCUMENTS_ID, label: COPY.documents },
    assuranceOf('subprocessor').length > 0 && { href: SUBPROCESSORS_ID, label: COPY.subprocessors },
    // Every part a reviewer looks for, in the page's order (trust review T r45: the list left out the disclosure policy
    // and the shared-responsibility split, two of the parts a CISO forwards).
    assuranceOf('disclosure-policy').length > 0 && { href: DISCLOSURE_POLICY_ID, label: COPY.disclosure },
    { href: RESPONSIBILITY_ID, label: COPY.responsibility },
    { href: FRAMEWORKS_ID, label: COPY.frameworks },
  ].filter((link) => link !== false);
  if (links.length < 2) return null;
  return (
    <nav aria-label={COPY.label} className="mt-6 border-t border-slate-200 pt-4" data-jump-list="">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{COPY.label}</p>
      {/* Two a row on phones, three from sm, each a 24 px target (WCAG 2.2 target size): six in one row do not fit the
          hero's column at 1280 px, and a wrapped row left "Frameworks" alone under five. */}
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm font-semibold sm:grid-cols-3 sm:gap-x-6">
        {links.map((link) => (
          <li key={link.href}>
            <a href={`#${link.href}`} className="inline-flex min-h-6 items-center text-blue-700 hover:text-blue-800">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
