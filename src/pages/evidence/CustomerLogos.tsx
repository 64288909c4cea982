/**
 * The logos of customers who allowed the business to name them: under the home hero (all of them)
 * and on an industry page (that industry's). Nothing at all when there are none.
 *
 * One or two customers make a strip look empty (a lone small logo and a link), so beside a page's
 * hero they show as cards instead: the logo, the customer's name, their case study's headline
 * result with its source and date, and a link to the study (a customer without a study: the date
 * they allowed us to name them); a page's only customer shows up to three results and their quote.
 * Three or more: the strip, the logos muted to grey at the strip size, none linked (review C r7: two linked and two
 * plain read as two disabled links; the card under it leads to the study and every customer), and under it the
 * first study's proof card with its first two results, so the strip carries numbers.
 */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { CASE_STUDY_COPY, CUSTOMER_LOGOS_COPY as COPY } from '../../content/evidence-copy.ts';
import { navHref } from '../../render/paths.ts';
import { CustomerCardHeader, CustomerLogoImage } from './CustomerLogoImage.tsx';
import { ProofCard, ProofResults, ReadStudyLink, StudyQuote } from '../product/CustomerProof.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { cx } from '../../components/cx.ts';
import { formatDate } from '../../components/format-date.ts';
import { industryName } from './CaseStudyPage.tsx';

/** A standalone link: at least 24 px tall (WCAG 2.5.8), the arrow the site's icon, silent for screen readers. */
const LINK = 'inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((s) => s.customer === customer.slug);

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
 * One logo in the strip, muted to grey (review C r7: a wall of brand colours competed with the proof under it), and
 * its industry under it on the logo's left edge (review round 6: bare logos read as sparse; review C r7: a centred
 * label under a logo drawn from the left put them on two axes).
 */
function CustomerLogo({ customer }: { customer: CustomerEntry }) {
  const industry = industryName(customer.industry);
  return (
    <>
      <CustomerLogoImage customer={customer} size="strip" className="opacity-80 grayscale" />
      {industry && <p className="mt-1 text-sm text-slate-600">{industry}</p>}
    </>
  );
}

/**
 * One customer as evidence: the logo and what kind of organisation it is, then its case study's results with their sources (`results`: how many), the quote when
 * `quote` and there is one, or the date the customer allowed us to name them.
 */
function CustomerCard({ customer, results, quote }: { customer: CustomerEntry; results: number; quote: boolean }) {
  const study = studyOf(customer);
  const shown = study?.results.slice(0, results) ?? [];
  // A page's only customer (its results and quote) takes the width: the logo heads the card above them (review
  // round 5: in a column of its own it left a tall blank cell under the name). One result sits beside the logo.
  const stacked = quote || shown.length >= 3;
  return (
    <div className={cx('flex h-full flex-col gap-4 rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6', !stacked && 'sm:flex-row sm:gap-8', !study && 'sm:items-center')} data-customer-card="">
      <CustomerCardHeader customer={customer} row={stacked} className={cx('shrink-0', !stacked && 'sm:w-44')} />
      <div className={cx('min-w-0 flex-1 border-t border-slate-200 pt-4', !stacked && 'sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8', stacked && 'sm:pt-5')}>
        {study && shown.length ? (
          <>
            <ProofResults study={study} results={shown} className={cx('grid gap-5', shown.length >= 2 && 'sm:grid-cols-2', shown.length >= 3 && 'lg:grid-cols-3')} />
            {quote && <StudyQuote study={study} className="mt-5" />}
            <div className="mt-4">
              <ReadStudyLink study={study} />
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-600">{CASE_STUDY_COPY.namedSince(formatDate(customer.namedWithPermissionOn))}</p>
        )}
      </div>
    </div>
  );
}

/** The strip's and its proof card's one width at 1280 px (review C r7: a narrow centred strip over a card of another width). */
const STRIP_WIDTH = 'mx-auto max-w-5xl';

/**
 * Under a strip of three or more logos: the first study's proof card, the site's one card (review C r7: the home
 * card had a layout of its own), with its first two results (the bank's model-risk figure beside its time saving)
 * and, beside the study's link, the way to every customer.
 */
function StripResult({ customers }: { customers: CustomerEntry[] }) {
  const study = customers.map(studyOf).find((s) => !!s);
  if (!study) return null;
  return <ProofCard study={study} results={2} links={<AllCustomersLink />} className={cx(STRIP_WIDTH, 'mt-6 sm:mt-8 sm:p-6')} />;
}

/** `linkToStudies`: a line to /customers under the logos, and cards for one or two customers (not on /customers itself, whose studies follow). */
export function CustomerLogos({ customers, title, id = 'customer-logos', linkToStudies = true }: { customers: CustomerEntry[]; title: string; id?: string; linkToStudies?: boolean }) {
  if (!customers.length) return null;
  const cards = linkToStudies && customers.length <= 2;
  const stripResult = linkToStudies && !cards && customers.some((customer) => !!studyOf(customer));
  // A page's only customer has the band to itself: up to three of its results and its quote; two share it, one result each.
  const alone = customers.length === 1;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-white py-10 sm:py-12" data-section="customer-logos">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-center text-sm font-semibold tracking-wide text-balance text-slate-600 uppercase">
          {title}
        </h2>
        {cards ? (
          // A lone customer with a study gets the width for three results; one without, a card its own size.
          <ul className={cx('mx-auto mt-6 grid gap-4 sm:gap-6', !alone ? 'max-w-6xl lg:grid-cols-2' : studyOf(customers[0]) ? 'max-w-5xl' : 'max-w-3xl')}>
            {customers.map((customer) => (
              <li key={customer.slug}>
                <CustomerCard customer={customer} results={alone ? 3 : 1} quote={alone} />
              </li>
            ))}
          </ul>
        ) : (
          // Phones: two logos a row, the rows close (the strip and its result were a long block at 390 px); from sm, four to a
          // row across the card's width (review round 6: over the full width the gaps were larger than the logos).
          <ul className={cx(STRIP_WIDTH, 'mt-5 grid grid-cols-2 gap-x-4 gap-y-4 sm:mt-6 sm:grid-cols-4 sm:gap-x-6')}>
            {customers.map((customer) => (
              <li key={customer.slug} className="min-w-0">
                <CustomerLogo customer={customer} />
              </li>
            ))}
          </ul>
        )}
        {stripResult && <StripResult customers={customers} />}
        {/* To /customers, unless every card already links its own study (or the strip's result line carries it). */}
        {linkToStudies && !stripResult && EVIDENCE.caseStudies.length > 0 && (!cards || customers.some((customer) => !studyOf(customer))) && (
          <p className="mt-6 text-center text-sm">
            <AllCustomersLink />
          </p>
        )}
      </div>
    </section>
  );
}
