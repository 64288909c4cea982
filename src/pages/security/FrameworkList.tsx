/** The frameworks on /security: one ruled row each, name and scope on the left, three answers on the right. */
import type { ReactNode } from 'react';
import type { ComplianceFramework } from '../../content/compliance.ts';
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
        </span>
      ))}
    </p>
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
    <ul className="border-t border-slate-200" data-cards="frameworks">
      {frameworks.map((f) => (
        <li key={f.id} id={f.id} className="grid scroll-mt-24 gap-4 border-b border-slate-200 py-8 lg:grid-cols-[16rem_1fr] lg:gap-12" data-card="" data-framework={f.name}>
          <div>
            <h3 className="text-xl font-semibold text-slate-900">{f.name}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">{f.scope}</p>
            <AppliesTo framework={f} industries={industries} />
            {notes[f.id]}
          </div>
          <dl className="grid gap-5 md:grid-cols-3">
            <div>
              <dt className="text-sm font-semibold text-slate-900">{labels.customer}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-600">{f.forCustomer}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-900">{labels.controls}</dt>
              <dd className="mt-1">
                <ul className="grid gap-1.5 text-sm leading-6 text-slate-600">
                  {f.controls.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-900">{labels.owns}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-600">{f.customerOwns}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
