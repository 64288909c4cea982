/**
 * The frameworks on /security, one entry a framework (no chip list above: it named the same seven the
 * entries name, right under it; other pages' chips link straight to an entry's anchor):
 * a native <details> whose summary is the name and scope. Below lg the entries after the first start closed, so seven
 * frameworks are short rows, not 3,000 px of identical stacked blocks, and the first, open, shows what a row
 * holds (review B r8: seven closed rows left a phone reader a list of tags). Only the first (review C r12: opening
 * the one with a note too read as arbitrary; Vertiq's own SOC 2 report has its card in Assurance); from lg they are always
 * open (pure CSS on ::details-content, no script) and read as one table under a single header row,
 * sticky within the list. Each entry keeps its own <dt>s for assistive technology (visually hidden from lg).
 */
import type { ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComplianceFramework } from '../../content/compliance.ts';
import { Icon } from '../../components/Icon.tsx';
import { navHref } from '../../render/paths.ts';

interface Labels {
  customer: string;
  controls: string;
  owns: string;
}

/** Visitor-facing: the industries a sector framework applies to, linked to their pages; the general frameworks apply to all. */
function AppliesTo({ framework, industries }: { framework: ComplianceFramework; industries: { slug: string; title: string; href: string }[] }) {
  if (framework.industries === 'all')
    return (
      <p className="mt-3 text-sm font-medium text-slate-600" data-applies-to="">
        Applies to: all industries
      </p>
    );
  const pages = industries.filter((i) => framework.industries.includes(i.slug));
  return (
    // Each industry link a 24 px target (WCAG 2.2), not a 15 px line of small print.
    <p className="mt-3 text-sm font-medium text-slate-600" data-applies-to="">
      Applies to:{' '}
      {pages.map((page, i) => (
        <span key={page.slug}>
          {i > 0 && (i === pages.length - 1 ? ' and ' : ', ')}
          <a href={navHref(page.href)} className="inline-block min-w-6 py-0.5 text-blue-700 hover:text-blue-800">
            {page.title}
          </a>
          {framework.onlyWhere?.[page.slug] && ` (${framework.onlyWhere[page.slug]})`}
        </span>
      ))}
    </p>
  );
}

/** One answer of an entry: its label (stacked below lg; from lg the header row says it once) and its value, then `after` (inside the <dd>: a <dl>'s groups hold only terms and descriptions). */
function Answer({ term, children, after }: { term: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase lg:sr-only">{term}</dt>
      <dd className="mt-1 text-body-sm leading-6 text-slate-700 lg:mt-0">
        {children}
        {after}
      </dd>
    </div>
  );
}

/** `notes`: a line under a framework's scope, by framework id (Vertiq's own SOC 2 Type II report, when supplied). */
export function FrameworkList({
  frameworks,
  labels,
  industries,
  notes = {},
}: {
  frameworks: ComplianceFramework[];
  labels: Labels;
  industries: { slug: string; title: string; href: string }[];
  notes?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <div data-framework-list="">
      <div className="rounded-card border border-slate-200 bg-white">
        {/* The one header row (from lg), sticky under the site header while the list scrolls: decoration for
            sighted readers; each entry's own <dt>s say it to everyone else. */}
        <div aria-hidden="true" className="sticky top-16 z-10 hidden grid-cols-[15rem_1.15fr_1.15fr_0.7fr] gap-x-8 rounded-t-card border-b border-slate-200 bg-slate-50 px-6 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid" data-framework-header="">
          <span>Framework</span>
          <span>{labels.customer}</span>
          <span>{labels.controls}</span>
          <span>{labels.owns}</span>
        </div>
        <ul className="divide-y divide-slate-200" data-cards="frameworks">
          {frameworks.map((f, i) => (
            <li key={f.id} id={f.id} className="scroll-mt-20 lg:scroll-mt-32" data-card="" data-framework={f.name}>
              <details open={i === 0} className="group details-open-lg px-5 py-4 sm:px-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-x-8 lg:py-6">
                {/* A summary holds phrasing and heading content only: the heading, the scope and the chevron are its direct children. */}
                <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 lg:block">
                  <h3 className="col-start-1 row-start-1 inline-flex justify-self-start rounded-md bg-blue-50 px-2.5 py-1 text-base font-bold text-blue-900 ring-1 ring-blue-100">{f.name}</h3>
                  <span className="col-start-1 row-start-2 mt-2 block text-sm leading-6 text-slate-600">{f.scope}</span>
                  <Icon icon={ChevronDown} className="col-start-2 row-span-2 row-start-1 mt-1.5 size-5 shrink-0 text-slate-500 transition group-open:rotate-180 lg:hidden" />
                </summary>
                <div className="grid gap-2 pt-5 pb-2 lg:p-0">
                  <dl className="grid gap-5 lg:grid-cols-[1.15fr_1.15fr_0.7fr] lg:gap-8">
                    {/* "Applies to" right under the first answer's text: under the whole row it sat below the tallest
                        column, leaving a blank gap in this one at 1280 (design review r6). */}
                    <Answer term={labels.customer} after={<AppliesTo framework={f} industries={industries} />}>
                      {f.forCustomer}
                    </Answer>
                    <Answer term={labels.controls}>
                      <ul className="grid gap-1.5">
                        {f.controls.map((c) => (
                          <li key={c} className="flex gap-2">
                            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-blue-700" />
                            {c}
                          </li>
                        ))}
                      </ul>
                    </Answer>
                    <Answer term={labels.owns}>{f.customerOwns}</Answer>
                  </dl>
                  {/* Unwrapped: a note hidden at some widths (display:none) then leaves no empty grid item and no gap. */}
                  {notes[f.id]}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
