/**
 * The logos of customers who allowed the business to name them: under the home hero (all of them)
 * and on an industry page (that industry's). Nothing at all when there are none.
 *
 * One or two customers make a strip look empty (a lone small logo and a link), so beside a page's
 * hero they show as cards instead: the logo, the customer's name, their case study's headline
 * result with its source and date, and a link to the study (a customer without a study: the date
 * they allowed us to name them); a page's only customer shows up to three results and their quote.
 * Three or more: the strip, a borderless row of the logos at the card size with no captions (review C r8: a quiet strip;
 * r15: one treatment at every width), every one linked alike (review C r9: evidence, not decoration; r7: two linked and
 * two plain read as two disabled links): to its case study, else to its card on /customers (none while there is no
 * study, and so no /customers). Under it the first study's proof card with its first two results, so the strip carries
 * numbers. Label, strip and card span the page grid from its left edge, as the sections above and below (review C r8:
 * inset at 1280 px; r9: a centred label over a left-aligned card).
 */
import type { CaseStudyEntry, CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CUSTOMERS_PATH, caseStudyPath, customerEntryHref } from '../../content/evidence-paths.ts';
import { industryName } from '../../content/industries.ts';
import { CASE_STUDY_COPY, CUSTOMER_LOGOS_COPY as COPY, CUSTOMERS_PAGE } from '../../content/evidence-copy.ts';
import { navHref } from '../../render/paths.ts';
import { CustomerCardHeader, CustomerLogoImage, type LogoSize } from './CustomerLogoImage.tsx';
import { ProofCard, ReferenceRequestLink } from '../product/CustomerProof.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { cx } from '../../components/cx.ts';
import { IDENTITY } from '../../site.ts';
import { formatDate, formatShortDate } from '../../components/format-date.ts';
import { customerStage, StageBadge } from './StageBadge.tsx';

/** A standalone link: at least 24 px tall (WCAG 2.5.8), the arrow the site's icon, silent for screen readers. */
const LINK = 'inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((s) => s.customer === customer.slug);

/**
 * Where a strip logo leads: the customer's case study, else its row on /customers. Nowhere when there is no study at
 * all: then /customers is not built, and every logo stays plain (all linked or none).
 */
function customerHref(customer: CustomerEntry): string | undefined {
  if (!EVIDENCE.caseStudies.length) return undefined;
  const study = studyOf(customer);
  return study ? navHref(caseStudyPath(study.slug)) : customerEntryHref(customer.slug);
}

/**
 * A strip logo: the mark at the card logo's size at every width (review C r15: bordered tiles with corner arrows at 1280
 * px read as buttons and outweighed the proof card under them; borderless at 390 px, the strip was two systems), in one
 * grey tone (a silhouette: colour and weight differences read as four styles), borderless, from its cell's left edge.
 * The link cue is the site's: an underline under the name on hover and focus (the logo's alt text, the customer's name,
 * names the link, and a hidden word says where it leads), with the visible focus outline kept; the cell is the link, at
 * least the logo's 52 px tall. A customer in pilot carries the "Pilot" badge under its mark, inside the link so its name
 * says it too (trust review r42: a pilot under "Named customers" read as a customer in production); a customer in
 * production carries none, as the strip had none (review C r8: no captions), so only the exception is marked.
 * `look="card"`: the mark as a card's header shows it, in its grey but not a silhouette, from its left edge.
 */
export function StripLogo({ customer, size = 'card', look = 'strip' }: { customer: CustomerEntry; size?: LogoSize; look?: 'strip' | 'card' }) {
  const href = customerHref(customer);
  const strip = look === 'strip';
  const logo = <CustomerLogoImage customer={customer} size={size} className={strip ? 'brightness-0 opacity-60 md:object-center' : undefined} />;
  const pilot = customerStage(customer) === 'pilot' && (
    // Centred under the mark where the mark is centred (the strip from md), else from its left edge.
    <span className={cx('mt-1 block', strip && 'md:text-center')} data-strip-stage="">
      <span className="sr-only">, </span>
      <StageBadge customer={customer} />
    </span>
  );
  if (!href)
    return pilot ? (
      <span className="block">
        {logo}
        {pilot}
      </span>
    ) : (
      logo
    );
  return (
    <a href={href} className="relative inline-block max-w-full after:absolute after:inset-x-0 after:-bottom-1 after:h-0.5 after:bg-blue-700 after:opacity-0 hover:after:opacity-100 focus-visible:after:opacity-100" data-customer-logo-link={customer.slug}>
      {logo}
      {pilot}
      <span className="sr-only">{`, ${COPY.logoLinkPurpose(!!studyOf(customer))}`}</span>
    </a>
  );
}

/**
 * The customers' logos as one row (the home strip): two a row on phones, from md one row of equal cells that fills the
 * page grid, each mark centred in its cell between hairline rules (review C r22: a group from the left edge left the
 * right third empty; r17: bare marks spread edge to edge read as a nav row; the rules make it a set of marks), the same
 * marks at the same size. The first cell is the proof card's customer, whose card follows.
 */
function LogoRow({ customers, className }: { customers: CustomerEntry[]; className?: string }) {
  return (
    <ul className={cx('grid grid-cols-2 gap-2 md:auto-cols-fr md:grid-flow-col md:grid-cols-none md:gap-0 md:divide-x md:divide-slate-200', className)} data-logo-row="">
      {customers.map((customer) => (
        <li key={customer.slug} className="min-w-0 md:flex md:justify-center md:px-4">
          <StripLogo customer={customer} />
        </li>
      ))}
    </ul>
  );
}

/** The link to every customer and study (/customers). */
function AllCustomersLink() {
  return (
    <a href={navHref(CUSTOMERS_PATH)} className={LINK}>
      {COPY.allCustomersLink}
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}

/**
 * Under a page's only customer's card, outside it: a link row to the first study from another industry (review C r8: a
 * healthcare reader had no way across to the bank's proof; r11: inside the card, with its headline figure, it read as a
 * second proof). Nothing when there is none.
 */
function OtherStudy({ customer }: { customer: CustomerEntry }) {
  const other = EVIDENCE.caseStudies.find((study) => study.customerEntry.industry !== customer.industry && study.results.length);
  const industry = other && industryName(other.customerEntry.industry);
  if (!other || !industry) return null;
  return (
    <p className="mt-4 text-sm text-slate-600" data-other-study="">
      {`${COPY.alsoIn(industry)} `}
      <a href={navHref(caseStudyPath(other.slug))} className={LINK}>
        {COPY.otherStudyLink(other.customerEntry.name)}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </p>
  );
}

/**
 * One customer as evidence: with a case study, the site's one proof card (review C r8: industry, solution, pricing and
 * demo cards had four layouts) with its results (`results`: how many) and the quote when `quote`; without one, the logo
 * and the date the customer allowed us to name them.
 */
function CustomerCard({ customer, results, quote }: { customer: CustomerEntry; results: number; quote: boolean }) {
  const study = studyOf(customer);
  // A page's only customer (`quote`) with the offer of a reference beside its study's link, as /demo's card.
  if (study?.results.length) return <ProofCard study={study} results={results} quote={quote} links={quote && <ReferenceRequestLink />} className="h-full sm:p-6" />;
  return (
    <div className="flex h-full flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:gap-8 sm:p-6">
      {/* The mark linked as in the strip (to the customer's entry on /customers), with its stage when a pilot (trust review r42). */}
      <CustomerCardHeader customer={customer} logo={<StripLogo customer={customer} look="card" />} className="shrink-0 sm:w-44" />
      <p className="min-w-0 flex-1 border-t border-slate-200 pt-4 text-sm text-slate-600 sm:flex sm:items-center sm:self-stretch sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8">
        {CASE_STUDY_COPY.namedSince(formatDate(customer.namedWithPermissionOn))}
      </p>
    </div>
  );
}

/**
 * Under a strip of three or more logos: the first study's proof card, the site's one card (review C r7: the home
 * card had a layout of its own), with its first two results (the bank's model-risk figure beside its time saving)
 * and, beside the study's link, the way to every customer. It heads with the customer's mark and descriptor, as every
 * other proof card does (review C r17: plain text here, the glyph header on the industry pages, read as two cards),
 * but with its name set as text: the mark is the strip's first, just above (review C r22: the same mark twice read as
 * said twice), so the strip leads with the card's customer.
 */
function StripResult({ study }: { study: CaseStudyEntry }) {
  return <ProofCard study={study} results={2} mark={false} links={<AllCustomersLink />} className="mt-6 sm:mt-8 sm:p-6" />;
}

/**
 * How the named customers stand against all the customers in production, where the business gives that count (trust review
 * T4 r48: "the index never says that 11 customers are in production and only 3 are named"); small, not a headline figure
 * (review C r28: large counts drew the eye to how small the base is). Nothing without the count. On /customers and under
 * the home strip's title (trust review T7 r53: the strip showed four logos and never the eleven in production).
 */
export function InProductionLine({ className = 'mt-1' }: { className?: string }) {
  const count = IDENTITY.facts?.customersInProduction;
  if (!count) return null;
  const named = EVIDENCE.customers.filter((customer) => customer.status !== 'pilot').length;
  return (
    <p className={cx(className, 'text-sm text-pretty text-slate-600')} data-in-production-line="">
      {CUSTOMERS_PAGE.summary.inProduction(count.count, formatShortDate(count.asOf), named, EVIDENCE.customers.length - named)}
    </p>
  );
}

/** `linkToStudies`: a line to /customers under the logos, and cards for one or two customers (not on /customers itself, whose studies follow). */
export function CustomerLogos({ customers, title, id = 'customer-logos', linkToStudies = true, inProduction = false }: { customers: CustomerEntry[]; title: string; id?: string; linkToStudies?: boolean; inProduction?: boolean }) {
  if (!customers.length) return null;
  const cards = linkToStudies && customers.length <= 2;
  const stripStudy = linkToStudies && !cards ? customers.map(studyOf).find((study) => !!study) : undefined;
  // The strip leads with the customer whose proof card follows it, so its mark and the card's name meet.
  const strip = stripStudy ? [stripStudy.customerEntry, ...customers.filter((customer) => customer.slug !== stripStudy.customer)] : customers;
  // A page's only customer has the band to itself: up to three of its results and its quote; two share it, one result each.
  const alone = customers.length === 1;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-white py-10 sm:py-12" data-section="customer-logos">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-sm font-semibold tracking-wide text-balance text-slate-600 uppercase">
          {title}
        </h2>
        {inProduction && <InProductionLine />}
        {cards ? (
          // A lone customer with a study gets the page grid's width for three results (review C r8: inset at 1280 px); one without, a card its own size.
          <ul className={cx('mt-6 grid gap-4 sm:gap-6', !alone ? 'lg:grid-cols-2' : !studyOf(customers[0]) && 'mx-auto max-w-3xl')}>
            {customers.map((customer) => (
              <li key={customer.slug} data-customer-card="">
                <CustomerCard customer={customer} results={alone ? 3 : 1} quote={alone} />
              </li>
            ))}
          </ul>
        ) : (
          <LogoRow customers={strip} className="mt-5 sm:mt-6" />
        )}
        {cards && alone && studyOf(customers[0]!) && <OtherStudy customer={customers[0]!} />}
        {stripStudy && <StripResult study={stripStudy} />}
        {/* To /customers, unless every card already links its own study (or the strip's result line carries it). */}
        {linkToStudies && !stripStudy && EVIDENCE.caseStudies.length > 0 && (!cards || customers.some((customer) => !studyOf(customer))) && (
          <p className="mt-6 text-center text-sm">
            <AllCustomersLink />
          </p>
        )}
      </div>
    </section>
  );
}
