/**
 * The compliance frameworks of SPEC.md §1 as a badge row where a buyer decides (home, pricing,
 * industry pages), linking to the security details. Names only: each framework's scope is spelled
 * out on /features/compliance-security, one click away (a title tooltip per badge cost ~250 B gzip
 * on every page that shows the row, and tooltips reach neither touch nor keyboard users).
 */
import ShieldCheck from 'lucide-react/icons/shield-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { COMPLIANCE_FRAMEWORKS } from '../content/compliance.ts';
import { navHref } from '../render/paths.ts';
import { Icon } from './Icon.tsx';

export function ComplianceBadges() {
  return (
    <section aria-label="Compliance frameworks" className="border-b border-slate-200 bg-white" data-section="compliance-badges">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon icon={ShieldCheck} className="size-5 text-blue-700" />
          Built for regulated work
        </p>
        <ul className="flex flex-wrap gap-2 text-xs font-semibold text-slate-700">
          {COMPLIANCE_FRAMEWORKS.map((framework) => (
            <li key={framework.name} className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1">
              {framework.name}
            </li>
          ))}
        </ul>
        <a href={navHref('/features/compliance-security')} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800">
          Security details <Icon icon={ArrowRight} className="size-4" />
        </a>
      </div>
    </section>
  );
}
