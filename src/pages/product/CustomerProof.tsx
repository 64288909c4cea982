/**
 * Customer proof on the product pages, from the business's case studies only: a solution page's
 * study (problem solved, sourced results, the consented quote) and a compact headline result card
 * for /pricing and /demo. Each renders nothing when it is given no study, so the real site, whose
 * collections are empty, carries no trace of it (docs/product-rules.md#no-invented-people).
 */
import type { ReactNode } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { CaseStudyEntry } from '../../content/evidence.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { PRODUCT_PROOF_COPY as COPY } from '../../content/product-proof.ts';
import { Icon } from '../../components/Icon.tsx';
import { CustomerCardHeader } from '../evidence/CustomerLogoImage.tsx';
import { Section, type SectionTone } from '../../components/Section.tsx';
import { cx } from '../../components/cx.ts';
import { ComplianceBadges } from '../../components/ComplianceBadges.tsx';
import type { ComplianceFramework } from '../../content/compliance.ts';
import { navHref } from '../../render/paths.ts';
import { formatDate, formatShortDate } from '../../components/format-date.ts';
import { usePageCitations } from '../../components/figure-citations.tsx';
import { RequestLink } from '../evidence/RequestLink.tsx';
import { CONTACT } from '../../site.ts';
import { ResultFigure, headlineResult, resultLabel } from '../evidence/ResultFigure.tsx';
import { QuoteAttribution } from '../evidence/QuoteAttribution.tsx';

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

/**
 * The offer of a reference where a page shows a single customer (/demo, an industry page with one customer, a solution's
 * study; review C r15: one bank and no way to ask for another), a link beside the study's: an email to sales, its subject filled in.
 */
export function ReferenceRequestLink({ data }: { data?: `data-${string}` }) {
  return <RequestLink to={CONTACT.email} {...COPY.referenceRequest} data={data} />;
}

type ResultEntry = CaseStudyEntry['results'][number];

/**
 * The facts a reader weighs first, from the result record: what it counts, when, against what ("1,200 files ·
 * Q2 2026 vs Q2 2025"; review C r7: the bare word "Source" hid them), the date when the record gives no period.
 */
function resultScope(result: ResultEntry): { sampleSize?: string; when?: string } {
  const when = result.period ? (result.baseline ? COPY.against(result.period, result.baseline) : result.period) : undefined;
  return { sampleSize: result.sampleSize, when };
}

/**
 * What a card's footer says of all its figures, once (review C r8: the caveat under every figure was the card's loudest
 * text): the verifier when every figure names the same one, else "not independently verified" (with "unless marked"
 * when some are, each of those then naming its verifier beside its source).
 */
function cardCaveat(results: ResultEntry[]): { text: string; verifier?: string } {
  const verifiers = new Set(results.map((result) => result.verifiedBy));
  const [only] = verifiers;
  if (verifiers.size === 1 && only) return { text: COPY.cardCaveatVerified(only), verifier: only };
  return { text: verifiers.has(undefined) && verifiers.size > 1 ? COPY.cardCaveatMixed : COPY.cardCaveat };
}

/** What a result counts and when ("1,200 files · Q2 2026 vs 2025"), the period (or date) unbroken, so a narrow line wraps
 *  before it, never inside it (review C r12: "May–Jul / 2025"). */
function ResultScopeText({ result }: { result: ResultEntry }) {
  const scope = resultScope(result);
  return (
    <>
      {scope.sampleSize}
      {scope.sampleSize && '\u00a0· '}
      {scope.when ? (
        <span className="whitespace-nowrap">{scope.when}</span>
      ) : (
        <time dateTime={result.date} className="whitespace-nowrap">
          {formatShortDate(result.date)}
        </time>
      )}
    </>
  );
}

/**
 * The word that opens a result's source, the same wherever a customer figure is cited (review C r31: an inline link on the
 * cards, a full-width accordion row on /customers). The tap target is its summary's 24 px row, the whole meta line
 * (review C r9: hard to tap). The word is 13 px against the line's 12, medium, with a disclosure chevron (review C r22:
 * at the line's 11-12 px, underlined, it read as a poor target at 390 px; r17: at 14 px bold it outweighed the line it ends).
 */
function SourceMarker({ wrapBefore = false }: { wrapBefore?: boolean }) {
  return (
    <>
      {/* `wrapBefore`: after a long line (who measured it, at 390 px) "Source" may start the next line, the phrase whole. */}
      <span aria-hidden="true">{wrapBefore ? '\u00a0· ' : '\u00a0·\u00a0'}</span>
      <span className="whitespace-nowrap text-blue-700 hover:text-blue-800 text-[0.8125rem] font-medium" data-result-source-label="">
        <span className="underline decoration-blue-300 underline-offset-2 hover:decoration-current">{COPY.sourceLabel}</span>
        <Icon icon={ChevronDown} className="ml-0.5 inline size-3.5 align-[-0.125em]" />
      </span>
    </>
  );
}

/** A result's meta line as a native disclosure (its summary at least 24 px tall, WCAG 2.5.8; no marker triangle, the
 *  underlined word is the cue) that opens the full source sentence. `measuredBy`: the summary is the who-measured line. */
function CitationDisclosure({ summary, source, className, measuredBy = false, wrapBefore = false }: { summary: ReactNode; source: ReactNode; className?: string; measuredBy?: boolean; wrapBefore?: boolean }) {
  return (
    <details className={className} data-result-citation="">
      <summary className="block min-h-6 cursor-pointer list-none [&::-webkit-details-marker]:hidden" data-result-measured-by={measuredBy ? '' : undefined}>
        {summary}
        <SourceMarker wrapBefore={wrapBefore} />
      </summary>
      {source}
    </details>
  );
}

/**
 * Under a customer's result: one line saying what it counts and when, then who measured it ("not independently
 * verified" unless the entry names a verifier: review C r7), ending on the marker word "Source" (SourceMarker), a native
 * disclosure that opens the full source sentence. In a proof card (`inCard`, the verifier its footer names) the footer
 * says who measured them, so the line keeps only what and when, a verifier the footer does not name, and the source, in
 * a smaller size than the label (review C r8: number > label > meta). Outside a card (/customers' study cards) who
 * measured it is a line of its own under the scope, the phrase whole on one line at 390 px (review C r28), "Source" after
 * it as on the cards (review C r31: a full-width accordion row there was a third source treatment).
 */
export function ResultCitation({ result, inCard }: { result: ResultEntry; inCard?: { verifier?: string } }) {
  const citations = usePageCitations();
  if (citations) citations.customerSources = true;
  const who = result.verifiedBy ? COPY.verifiedBy(result.verifiedBy) : COPY.customerMeasuredUnverified;
  const caveat = inCard || result.verifiedBy ? '' : `; ${COPY.notVerified}`;
  const source = (
    <p className="mt-1 text-pretty" data-result-source="">
      {`${COPY.sourceLabel}: ${result.source}, ${COPY.measuredLabel} ${formatDate(result.date)}${caveat}.`}
    </p>
  );
  if (!inCard) {
    return (
      // 14 px: on /customers' study cards it is the figure's evidence (trust review T2 r34: ~12 px read hard at 390).
      <div className="text-sm leading-6 text-slate-600">
        <p data-result-scope="">
          <ResultScopeText result={result} />
        </p>
        <CitationDisclosure summary={<span data-result-measured-by="">{who}</span>} source={source} wrapBefore />
      </div>
    );
  }
  const shownWho = result.verifiedBy && result.verifiedBy !== inCard.verifier ? who : undefined;
  return (
    <CitationDisclosure
      className="text-slate-600 text-xs leading-5"
      measuredBy
      source={source}
      summary={
        <>
          <span data-result-scope="">
            <ResultScopeText result={result} />
          </span>
          {shownWho && (
            <>
              <span aria-hidden="true">{'\u00a0· '}</span>
              {shownWho}
            </>
          )}
        </>
      }
    />
  );
}

/**
 * A card's figures two a row from 480 px, an odd last one across the row under them (review C r12: three figures
 * stacked made a card ~1.3 screens at 390 px; every figure stays shown, r11); stacked below 480 px (review C r15: two
 * columns at 390 px wrapped captions to six lines and pushed a card's "Source" past its edge). Each card sets where its
 * wider layout starts.
 */
const MINI_GRID = 'gap-x-4 min-[480px]:grid-cols-2 sm:gap-x-5';

/** A result figure with its label, and under it the one-line citation that opens its source. */
export function Result({ result, inCard, className }: { result: ResultEntry; inCard: { verifier?: string }; className?: string }) {
  return (
    <div className={cx('flex flex-col', className)} data-result="">
      {/* Greedy wrapping, not "pretty": pretty broke "first- / pass review" early to spare a one-word last line, so the
          label ran narrower than the card (review C r17, 390 px). */}
      <dt className="text-sm leading-5 text-slate-700">{resultLabel(result)}</dt>
      {/* The figure leads (review C r8: at ~28 px it was weak against its grey lines): ~32 px on phones, 40 px from sm. */}
      <dd className="order-first text-[2rem] leading-tight font-bold tracking-tight text-slate-900 sm:text-[2.5rem]" data-result-figure="">
        <ResultFigure result={result} />
      </dd>
      <dd className="mt-1">
        <ResultCitation result={result} inCard={inCard} />
      </dd>
    </div>
  );
}

/**
 * A proof card's results, one list for every card (industry, solution, home, pricing, demo): every one on phones too,
 * stacked (review C r11: the third, hidden behind "(1 More Result)" in the study link, was the bank's most persuasive figure).
 */
export function ProofResults({ results, className }: { results: ResultEntry[]; className?: string }) {
  const inCard = { verifier: cardCaveat(results).verifier };
  return (
    <dl className={className}>
      {results.map((result) => (
        <Result key={result.label} result={result} inCard={inCard} />
      ))}
    </dl>
  );
}

/**
 * Every proof card's foot: the way to the study (after the quote, not between the figures and it, review C r8), any
 * `links` beside it, then the one line saying who measured the figures and any `note`. A row under the figures on every
 * card (review C r23/r31: home's column beside its figures stood empty between the links and the note).
 */
export function ProofFoot({ study, results, links, note, caveat = true, className }: { study: CaseStudyEntry; results: ResultEntry[]; links?: ReactNode; note?: ReactNode; caveat?: boolean; className?: string }) {
  return (
    <div className={className} data-proof-foot="">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <ReadStudyLink study={study} />
        {links}
      </div>
      {(caveat || note) && (
        <div className="mt-4 border-t border-slate-200 pt-3 text-sm text-pretty text-slate-600">
          {caveat && <CardCaveat results={results} />}
          {note && <div className={cx(caveat && 'mt-2', 'text-slate-700')}>{note}</div>}
        </div>
      )}
    </div>
  );
}

/**
 * Who measured a card's figures: its footer line, or one line under cards that would all say the same (PricingProof), at
 * the site's small-print size (review C r15: at 12 px a disclosure that matters read below a comfortable size).
 */
function CardCaveat({ results, className }: { results: ResultEntry[]; className?: string }) {
  return (
    <p className={cx('text-sm leading-5', className)} data-card-caveat="">
      {cardCaveat(results).text}
    </p>
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
      <figcaption className="mt-3 text-sm text-slate-700">
        <QuoteAttribution name={study.quote.name} role={study.quote.role} />
      </figcaption>
    </figure>
  );
}

/**
 * A solution page's case study: who, what they solved, their results with sources, the quote if given. The
 * heading above the card and the card across the page: the story (logo, title, summary, quote) beside its
 * results from lg (review round 5: a split section left ~450 px empty under the heading in its own column).
 */
export function SolutionCaseStudy({ studies, tone, solution, frameworks }: { studies: CaseStudyEntry[]; tone: SectionTone; solution: string; frameworks?: ComplianceFramework[] }) {
  const study = studies[0];
  if (!study) return null;
  // The results the study marks for this solution, without the quote the industry page already shows (review C:
  // risk assessment repeated financial services' card word for word); unmarked, its first three and the quote.
  const own = study.results.filter((result) => result.solutions?.includes(solution));
  const results = own.length ? own : study.results.slice(0, 3);
  return (
    <Section id="case-study" name="case-study" tone={tone} align="left" eyebrow={COPY.solution.eyebrow} title={COPY.solution.title}>
      {/* The container's width, as the assurance line under it (review C r7: at 64 rem it stopped ~18% short of it at 1280 px). */}
      {/* From lg the story and under it the card's foot share the left column, the results the right one (review C r12:
          the foot across both columns left the story's column empty under its lede); the foot's row takes the height. */}
      <article className="grid gap-6 rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6" data-case-study={study.slug}>
        <div>
          <CustomerCardHeader customer={study.customerEntry} row />
          <h3 className="mt-5 text-xl font-semibold text-balance text-slate-900">{study.title}</h3>
          <p className="mt-2 text-pretty text-slate-600">{study.summary}</p>
          {!own.length && <StudyQuote study={study} className="mt-6" />}
        </div>
        {/* The results a list down the card's right half from lg (three across it wrapped each source to five lines); on
            phones the proof cards' mini-grid. */}
        <div className="border-t border-slate-200 pt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12">
          <ProofResults results={results} className={cx('grid gap-6 md:grid-cols-3 lg:grid-cols-1 lg:content-start', results.length >= 2 && `${MINI_GRID} min-[480px]:max-md:*:odd:last:col-span-2`)} />
        </div>
        {/* The way to the study and who measured the figures end the card (review C r8: one footer line for the caveat). */}
        <ProofFoot study={study} results={results} links={<ReferenceRequestLink />} className="lg:col-start-1 lg:row-start-2" />
      </article>
      {/* Vertiq's own audit facts beside the customer's, as the compliance band's two rows on every page that
          shows them (renders nothing without assurance entries). A band's gap above it under a hairline, not a
          card's: 24 px under the case card read as orphaned (review C r6). The solution's sector's frameworks, as its
          industry page lists them, else the full set (review C r15: CMMC 2.0 and HIPAA under a bank's credit study). */}
      <ComplianceBadges frameworks={frameworks} framed onlyWithAssurance compact className="mt-10" />
    </Section>
  );
}

/**
 * A study's headline results as a compact card, one for the home strip, the industry pages, /pricing and /demo (review
 * C r7/r8: each had a layout of its own): the customer (its logo and descriptor, on home too: review C r17), the figures (`results`: 1 to 3, side by side from sm, three from lg), the consented quote when
 * `quote`, the way to the study and any `links` beside it, then the footer (who measured the figures, any `note`).
 * Not `framed`: a cell of a frame round several cards (PricingProof), without a border of its own.
 */
export function ProofCard({ study, note, results = 1, quote = false, links, caveat = true, framed = true, mark = true, className }: { study: CaseStudyEntry; note?: ReactNode; results?: number; quote?: boolean; links?: ReactNode; caveat?: boolean; framed?: boolean; mark?: boolean; className?: string }) {
  const shown = study.results.slice(0, results);
  // One layout for every card: header, figures, foot row (review C r23/r31: home's foot as a column beside its two
  // figures left a blank under its links). Two figures share the row, three from lg.
  return (
    <div className={cx('flex flex-col p-5', framed && 'rounded-card border border-slate-200 bg-white', className)} data-proof-card={study.slug}>
      <CustomerCardHeader customer={study.customerEntry} row mark={mark} />
      <div className="mt-4 flex-1">
        {/* Two figures a row from 480 px, three across from lg. */}
        <ProofResults results={shown} className={cx('grid gap-5', shown.length >= 2 && `${MINI_GRID} min-[480px]:max-lg:*:odd:last:col-span-2`, shown.length >= 3 && 'lg:grid-cols-3')} />
        {quote && <StudyQuote study={study} className="mt-5" />}
      </div>
      <ProofFoot study={study} results={shown} links={links} note={note} caveat={caveat} className="mt-4" />
    </div>
  );
}

/**
 * /pricing: the headline results under the plans, where the buyer compares them; nothing without studies. Cards whose
 * footers would all say the same thing say it once (review C r9: two cards side by side repeated "Figures as measured
 * by the customer, not independently verified"), as the footer of one frame round them (review C r11: a line under
 * the pair, outside both cards, read as an orphan): the cards its cells, split by a rule.
 */
export function PricingProof({ studies }: { studies: CaseStudyEntry[] }) {
  if (!studies.length) return null;
  const shown = studies.slice(0, 3);
  const headlines = shown.map((study) => [headlineResult(study.results)]);
  const shared = shown.length > 1 && new Set(headlines.map((results) => cardCaveat(results).text)).size === 1;
  const cards = (
    <div className={cx('grid', shared ? 'divide-y divide-slate-200 md:grid-cols-2 md:divide-x md:divide-y-0' : 'gap-4 md:grid-cols-2', shown.length >= 3 && 'lg:grid-cols-3')}>
      {shown.map((study) => (
        <ProofCard key={study.slug} study={study} caveat={!shared} framed={!shared} />
      ))}
    </div>
  );
  return (
    // A section of its own with the site's eyebrow and heading, between the frameworks band and the FAQ.
    <Section name="pricing-proof" eyebrow={COPY.pricingEyebrow} title={COPY.pricingTitle}>
      {shared ? (
        <div className="rounded-card border border-slate-200 bg-white" data-proof-group="">
          {cards}
          <CardCaveat results={headlines[0]!} className="border-t border-slate-200 px-5 py-3 text-slate-600" />
        </div>
      ) : (
        cards
      )}
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
      {/* The offer of a reference a link beside the study's, above the card's rule (review: loose text under the card read
          as an afterthought; review C r12: under the rule, in another size, as an orphan). */}
      <div className="mt-4">
        <ProofCard study={study} links={<ReferenceRequestLink />} />
      </div>
    </div>
  );
}
