/** /customers: the logos of every named customer (the hero), then every case study as a card (logo, headline result, summary). */
import { EVIDENCE } from '../../content/evidence.ts';
import { CUSTOMERS_PAGE as COPY } from '../../content/evidence-copy.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { PageHero } from '../../components/Hero.tsx';
import { cx } from '../../components/cx.ts';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { Section } from '../../components/Section.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { navHref } from '../../render/paths.ts';
import { Image } from '../../components/Image.tsx';
import { formatDate } from '../resources/format-date.ts';
import { industryName } from './CaseStudyPage.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';

/**
 * The hero's picture: who the customers are, every one named with permission, with its industry and
 * the date it agreed. The results are not repeated here: each card below carries its headline result.
 */
function NamedCustomers() {
  return (
    <FigureCard label={COPY.customersCardLabel} meta={COPY.customersCardMeta(EVIDENCE.customers.length)} caption={COPY.customersCardCaption}>
      {/* A logo wall: every named customer (with a case study or not), each logo on its own tile at full tile width. */}
      {/* Phones: one tile a row, the logo at a fixed size beside its facts (never shrunk to a half-width tile); from sm, two up.
          The tiles are not links (the studies follow as cards), so they are flat: no border or hover that would promise a click. */}
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3" data-named-customers="">
        {EVIDENCE.customers.map((customer) => (
          <li key={customer.slug} className="flex min-w-0 items-center gap-4 rounded-lg bg-slate-50 p-3 sm:flex-col sm:items-start sm:gap-0">
            {/* In the hero: fetched first; at most 14rem wide. */}
            <Image {...customer.logo} alt={customer.name} sizes="14rem" priority pictureClassName="block shrink-0" className="h-12 w-32 object-contain object-left sm:h-16 sm:w-full" />
            <div className="min-w-0 sm:mt-3">
            <p className="text-sm font-semibold text-slate-800">{industryName(customer.industry)}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={customer.namedWithPermissionOn}>
                {/* The date keeps together: never "June 2, / 2026". */}
                {COPY.namedOn('')}
                <span className="whitespace-nowrap">{formatDate(customer.namedWithPermissionOn)}</span>
              </time>
            </p>
            </div>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}

export function CustomersPage() {
  return (
    <>
      <PageHero hero={COPY.hero} visual={<NamedCustomers />} />
      {/* Who they are is the hero; what they found, study by study, follows (muted, which gives the closing band its gap). */}
      <Section id="case-studies" name="case-studies" tone="muted" align="left" eyebrow={COPY.studiesEyebrow} title={COPY.studiesTitle}>
        {/* Three columns only when there are three studies or more: two never leave an empty third. */}
        <ul className={cx('grid gap-6 md:grid-cols-2', EVIDENCE.caseStudies.length >= 3 && 'lg:grid-cols-3')}>
          {EVIDENCE.caseStudies.map((study) => {
            const headline = study.results[0];
            return (
              // A flex column: the headline result and the link sit at the card's foot (mt-auto), level across cards.
              <li key={study.slug} className="relative flex flex-col rounded-card border border-slate-200 bg-white p-6 transition hover:border-blue-300 hover:shadow-card" data-case-study="">
                {/* The industry always at the top right, beside the logo (it wraps onto two lines rather than moving below it). */}
                <div className="flex items-center justify-between gap-4">
                  <Image {...study.customerEntry.logo} alt={study.customerEntry.name} sizes="10rem" pictureClassName="block shrink-0" className="h-12 w-32 object-contain object-left sm:w-40" />
                  <span className="text-right text-xs font-semibold tracking-wide text-slate-500 uppercase">{industryName(study.customerEntry.industry)}</span>
                </div>
                <h3 className="mt-6 text-lg font-semibold text-balance text-slate-900">
                  <a href={navHref(caseStudyPath(study.slug))} className="after:absolute after:inset-0 hover:text-blue-800">
                    {study.title}
                  </a>
                </h3>
                <p className="mt-2 text-pretty text-slate-600">{study.summary}</p>
                <div className="mt-auto pt-6">
                  {/* The headline result is the card's hero: the figure large, its label beside it. */}
                  <p className="border-t border-slate-200 pt-5">
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{headline.figure}</span>
                    <span className="mt-1 block text-pretty text-slate-700">{headline.label}</span>
                  </p>
                  {/* Its source is on the case study; its date here, so no figure stands undated. */}
                  <p className="mt-2 text-xs text-slate-600" data-headline-date="">
                    <time dateTime={headline.date}>{COPY.measuredOn(formatDate(headline.date))}</time>
                  </p>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-blue-700" aria-hidden="true">
                    {COPY.readStudy}
                    <Icon icon={ArrowRight} className="size-4" />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <EvidenceCta id="customers-cta" />
    </>
  );
}
