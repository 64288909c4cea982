/**
 * The four feature cards of an industry page, as the teams served and the outcome for each: who
 * gains, and what changes for them. The agents section below lists the tasks, so the two never
 * name the same thing twice (tests/output/industries.test.ts checks it).
 * From sm each card spans three rows of the list's grid (subgrid: team, title, description), so the
 * titles of a row share one slot and every description starts on the same line (review r5: a
 * two-line title beside a one-line one pushed its description down). Round 3 found the empty line
 * this leaves under a one-line title beside two-line ones; at 1280 px nearly every title takes two
 * lines, and balanced wrapping splits them evenly rather than leaving one word on the second. Only from
 * sm: on phones a card is the screen's width and balance broke titles that fit on a line and a half
 * early ("Diligence findings / before the bid is final", review r6); there pretty wrapping, no word alone.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { TeamCard } from '../../content/industries.ts';
import { IconBadge } from '../../components/Cards.tsx';
import { Icon } from '../../components/Icon.tsx';
import { assuranceOf, EVIDENCE } from '../../content/evidence.ts';
import { DOCUMENTS_ID } from '../../content/compliance.ts';
import { METHODOLOGY_PATH } from '../../content/evidence-paths.ts';
import { METHODOLOGY_PAGE } from '../../content/evidence-copy.ts';
import { navHref, sectionHref } from '../../render/paths.ts';

const AUDIT_TRAIL_PATH = '/features/audit-trail';
const SECURITY_PATH = '/security';
/** Title Case link labels (docs/product-rules.md). */
const AUDIT_LINKS = { audit: 'See the Audit Trail', documents: 'Documents on Request' };

/** A card's closing link, in the methodology link's style; `data` names it for the tests. */
function CardLink({ href, data, children }: { href: string; data: string; children: string }) {
  return (
    <a href={href} className="font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800" data-card-link={data}>
      {children} <Icon icon={ArrowRight} className="inline size-4" />
    </a>
  );
}

export function TeamCards({ cards }: { cards: TeamCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4" data-cards="features">
      {cards.map((card) => (
        <li key={card.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:row-span-3 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:p-6" data-card="">
          {/* The card's header, the first subgrid row: the team alone, so no card keeps a band for a badge it lacks (design review N
              r54 industry item 4: the plan badge in one card's header left the other three an empty ~40 px band above the title). */}
          <p className="flex items-center gap-3 text-sm font-semibold text-balance text-blue-700" data-team="">
            <IconBadge icon={card.icon} className="shrink-0" />
            {card.team}
          </p>
          <h3 className="mt-4 text-lg font-semibold text-pretty text-slate-900 sm:text-balance">{card.title}</h3>
          <p className="mt-2 text-sm leading-6 text-pretty text-slate-600">
            {card.description}
            {/* Ending the description, inside the card's third subgrid row (review C r15: a bank's model-risk reader found
                the method only in the quote); only once /methodology exists. */}
            {card.linkMethodology && EVIDENCE.methodology.length > 0 && (
              <>
                {' '}
                <a href={navHref(METHODOLOGY_PATH)} className="font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800" data-methodology-page-link="">
                  {METHODOLOGY_PAGE.linkLabel} <Icon icon={ArrowRight} className="inline size-4" />
                </a>
              </>
            )}
            {/* The examiner's evidence, not the figures' method (trust review T8 r54 /financial-services item 3): the audit
                trail the sentence describes, and the documents on request once the business lists them. */}
            {card.linkAudit && (
              <>
                {' '}
                <CardLink href={navHref(AUDIT_TRAIL_PATH)} data="audit">
                  {AUDIT_LINKS.audit}
                </CardLink>
                {assuranceOf('on-request').length > 0 && (
                  <>
                    {' '}
                    <CardLink href={sectionHref(SECURITY_PATH, DOCUMENTS_ID)} data="documents">
                      {AUDIT_LINKS.documents}
                    </CardLink>
                  </>
                )}
              </>
            )}
            {/* The plans the card needs, a badge at the card's foot on a line of its own, under the sentence and its link, in the
                card's last row (N r54 industry item 4; N r53 item 2: not a footnote in tiny bold). */}
            {card.plans && (
              <span className="mt-3 block">
                <span className="inline-block rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-700" data-plans="">
                  {card.plans}
                </span>
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
