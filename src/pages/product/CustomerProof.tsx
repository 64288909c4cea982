/**
 * Customer proof on the product pages, from the business's case studies only: a solution page's
 * study (problem solved, sourced results, the consented quote) and a compact headline result card
 * for /pricing and /demo. Each renders nothing when it is given no study, so the real site, whose
 * collections are empty, carries no trace of it (docs/product-rules.md#no-invented-people).
 */
import type { ReactNode } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { CaseStudyEntry } from '../../content/evidence.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { PRODUCT_PROOF_COPY as COPY } from '../../content/product-proof.ts';
import { Icon } from '../../components/Icon.tsx';
import { CustomerCardHeader } from '../evidence/CustomerLogoImage.tsx';
import { Section, type SectionTone } from '../../components/Section.tsx';
import { cx } from '../../components/cx.ts';
import { ComplianceBadges } from '../../components/ComplianceBadges.tsx';
import { navHref } from '../../render/paths.ts';
import { formatDate, formatShortDate } from '../../components/format-date.ts';

/** The link to a study's page: a standalone target at least 24 px tall, naming the customer for screen readers. */
export function ReadStudyLink({ study }: { study: CaseStudyEntry }) {
  return (
    <a href={navHref(caseStudyPath(study.slug))} className="inline-flex min-h-6 items-center gap-1 py-0.5 text-sm font-semibold text-blue-700 hover:underline" data-case-study-link={study.slug}>
      {COPY.readStudy}
      <span className="sr-only">{`: ${study.customerEntry.name}`}</span>
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}

type ResultEntry = CaseStudyEntry['results'][number];

/**
 * The facts a reader weighs first, from the result record: what it counts, when, against what ("1,200 files ·
 * Q2 2026 vs Q2 2025"; review C r7: the bare word "Source" hid them), the date when the record gives no period.
 */
function resultScope(result: ResultEntry): string[] {
  const when = result.period ? (result.baseline ? COPY.against(result.period, result.baseline) : result.period) : undefined;
  return [result.sampleSize, when].filter((part): part is string => !!part);
}

/**
 * Under a customer's result: one line saying what it counts, when, and who measured it ("not independently
 * verified" unless the entry names a verifier: review C r7, the case study said it and the cards did not), and
 * the marker word "Source" (a small underlined word that cites, review C, E4), a native disclosure that opens
 * the full source sentence. Closed, the card is figure, label and one grey line (review C: three full source sentences ran ~9 grey lines at 1280 px and ~1.5 screens at 390 px).
 */
export function ResultCitation({ result }: { result: ResultEntry }) {
  const who = result.verifiedBy ? COPY.verifiedBy(result.verifiedBy) : COPY.customerMeasuredUnverified;
  const scope = resultScope(result);
  return (
    <details className="text-sm leading-5 text-slate-600" data-result-citation="">
      {/* The summary is the target: at least 24 px tall (WCAG 2.5.8); no marker triangle, the underlined word is the cue. */}
      <summary className="block min-h-6 cursor-pointer list-none [&::-webkit-details-marker]:hidden" data-result-measured-by="">
        {/* What and when on a line of its own, who and the source on the next, as running text: a wrapped line never
            starts with a "·" (the "·" and "Source" bound to the word before them). */}
        <span className="block" data-result-scope="">
          {scope.join(' · ')}
          {!result.period && (
            <>
              {scope.length > 0 && ' · '}
              <time dateTime={result.date}>{formatShortDate(result.date)}</time>
            </>
          )}
        </span>
        {who}
        <span aria-hidden="true">{'\u00a0·\u00a0'}</span>
        <span className="font-semibold text-blue-700 underline decoration-1 underline-offset-[0.2em] hover:text-blue-800">{COPY.sourceLabel}</span>
      </summary>
      <p className="mt-1 text-pretty" data-result-source="">
        {`${COPY.sourceLabel}: ${result.source}, ${COPY.measuredLabel} ${formatDate(result.date)}${result.verifiedBy ? '' : `; ${COPY.notVerified}`}.`}
      </p>
    </details>
  );
}

/** A result figure with its label, and under it the one-line citation that opens its source. */
export function Result({ result, size = 'lg', className }: { result: ResultEntry; size?: 'lg' | 'md'; className?: string }) {
  return (
    <div className={cx('flex flex-col', className)} data-result="">
      <dt className="text-sm leading-5 text-slate-700">{result.label}</dt>
      <dd className={cx('order-first font-bold tracking-tight text-slate-900', size === 'lg' ? 'text-3xl' : 'text-2xl')}>{result.figure}</dd>
      <dd className="mt-1">
        <ResultCitation result={result} />
      </dd>
    </div>
  );
}

/** How many results a proof card shows on a phone: more pushed its quote and link over a screen down (review C r7). */
const PHONE_RESULTS = 2;

/**
 * A proof card's results, one list for every card (industry, solution, home, pricing, demo): from the third on,
 * hidden on phones behind a link to the study that says how many more it has.
 */
export function ProofResults({ study, results, className, size }: { study: CaseStudyEntry; results: ResultEntry[]; className?: string; size?: 'lg' | 'md' }) {
  const more = results.length - PHONE_RESULTS;
  return (
    <>
      <dl className={className}>
        {results.map((result, index) => (
          <Result key={result.label} result={result} size={size} className={index >= PHONE_RESULTS ? 'max-sm:hidden' : undefined} />
        ))}
      </dl>
      {more > 0 && (
        <p className="mt-3 sm:hidden">
          <a href={navHref(caseStudyPath(study.slug))} className="inline-flex min-h-6 items-center text-sm font-semibold text-blue-700 hover:underline" data-more-results={more}>
            {COPY.moreResults(more)}
          </a>
        </p>
      )}
    </>
  );
}

/** A study's consented quote inside a card (the case study's own page sets it large): the words, who said it. Nothing without one. */
export function StudyQuote({ study, className }: { study: CaseStudyEntry; className?: string }) {
  if (!study.quote) return null;
  return (
    <figure className={cx('border-l-2 border-blue-700 pl-4', className)} data-customer-quote="">
      <blockquote className="text-pretty text-slate-800">
        <p>{`“${study.quote.text}”`}</p>
      </blockquote>
      <figcaption className="mt-2 text-sm text-slate-600">{`${study.quote.name}, ${study.quote.role}`}</figcaption>
    </figure>
  );
}

/**
 * A solution page's case study: who, what they solved, their results with sources, the quote if given. The
 * heading above the card and the card across the page: the story (logo, title, summary, quote) beside its
 * results from lg (review round 5: a split section left ~450 px empty under the heading in its own column).
 */
export function SolutionCaseStudy({ studies, tone, solution }: { studies: CaseStudyEntry[]; tone: SectionTone; solution: string }) {
  const study = studies[0];
  if (!study) return null;
  // The results the study marks for this solution, without the quote the industry page already shows (review C:
  // risk assessment repeated financial services' card word for word); unmarked, its first three and the quote.
  const own = study.results.filter((result) => result.solutions?.includes(solution));
  const results = own.length ? own : study.results.slice(0, 3);
  return (
    <Section id="case-study" name="case-study" tone={tone} align="left" eyebrow={COPY.solution.eyebrow} title={COPY.solution.title}>
      {/* The container's width, as the assurance line under it (review C r7: at 64 rem it stopped ~18% short of it at 1280 px). */}
      <article className="grid gap-6 rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-12 lg:gap-y-6" data-case-study={study.slug}>
        <div>
          <CustomerCardHeader customer={study.customerEntry} row />
          <h3 className="mt-5 text-xl font-semibold text-balance text-slate-900">{study.title}</h3>
          <p className="mt-2 text-pretty text-slate-600">{study.summary}</p>
          {!own.length && <StudyQuote study={study} className="mt-6" />}
        </div>
        {/* The results a list down the card's right half from lg (three across it wrapped each source to five lines). */}
        <div className="border-t border-slate-200 pt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12">
          <ProofResults study={study} results={results} className="grid gap-6 md:grid-cols-3 lg:grid-cols-1 lg:content-start" />
        </div>
        {/* The way to the study ends the card on phones, after its results (it sat between the story and them at 390 px);
            from lg it closes the story's column. */}
        <div className="lg:col-start-1 lg:row-start-2">
          <ReadStudyLink study={study} />
        </div>
      </article>
      {/* Vertiq's own audit facts beside the customer's, as the compliance band's two rows on every page that
          shows them (renders nothing without assurance entries). A band's gap above it under a hairline, not a
          card's: 24 px under the case card read as orphaned (review C r6). */}
      <ComplianceBadges framed onlyWithAssurance className="mt-10" />
    </Section>
  );
}

/**
 * A study's headline results as a compact card: the logo, the figures (`results`: how many, side by side from sm),
 * their sources, the way to the study and any `links` beside it. The home page's card under the logo strip too
 * (review C r7: it had a layout of its own).
 */
export function ProofCard({ study, note, results = 1, links, className }: { study: CaseStudyEntry; note?: ReactNode; results?: number; links?: ReactNode; className?: string }) {
  const shown = study.results.slice(0, results);
  return (
    <div className={cx('flex flex-col rounded-card border border-slate-200 bg-white p-5', className)} data-proof-card={study.slug}>
      <CustomerCardHeader customer={study.customerEntry} row />
      <div className="mt-4 flex-1">
        <ProofResults study={study} results={shown} size="md" className={cx('grid gap-5', shown.length >= 2 && 'sm:grid-cols-2')} />
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 text-sm">
        <ReadStudyLink study={study} />
        {links}
      </div>
      {note && <div className="mt-4 border-t border-slate-200 pt-3 text-sm text-pretty text-slate-700">{note}</div>}
    </div>
  );
}

/** /pricing: the headline results under the plans, where the buyer compares them; nothing without studies. */
export function PricingProof({ studies }: { studies: CaseStudyEntry[] }) {
  if (!studies.length) return null;
  return (
    // A section of its own with the site's eyebrow and heading, between the frameworks band and the FAQ.
    <Section name="pricing-proof" eyebrow={COPY.pricingEyebrow} title={COPY.pricingTitle}>
      <div className={cx('grid gap-4 md:grid-cols-2', studies.length >= 3 && 'lg:grid-cols-3')}>
        {studies.slice(0, 3).map((study) => (
          <ProofCard key={study.slug} study={study} />
        ))}
      </div>
    </Section>
  );
}

/** /demo: one customer's headline result beside the form; nothing without studies. */
export function DemoProof({ studies }: { studies: CaseStudyEntry[] }) {
  const study = studies[0];
  if (!study) return null;
  return (
    <div className="mt-10" data-section="demo-proof">
      <h2 className="text-lg font-semibold text-slate-900">{COPY.demoTitle}</h2>
      {/* The offer of a reference is the card's footer (review: loose text under it read as an afterthought). */}
      <div className="mt-4">
        <ProofCard study={study} note={<p data-reference-offer="">{COPY.referenceOffer}</p>} />
      </div>
    </div>
  );
}
