/**
 * The compliance frameworks of SPEC.md §1 as a badge row where a buyer decides (home, pricing,
 * industry pages). Each chip links to its framework on /security, and the row says in one line what a
 * listing means (the customer's own deployment, inside its own scope), so no chip reads as a
 * certificate. Industry pages pass only the frameworks that apply to them.
 */
import ShieldCheck from 'lucide-react/icons/shield-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { COMPLIANCE_FRAMEWORKS, LISTING_MEANING, SECURITY_PATH, type ComplianceFramework } from '../content/compliance.ts';
import { navHref } from '../render/paths.ts';
import { Icon } from './Icon.tsx';

export function ComplianceBadges({ frameworks = COMPLIANCE_FRAMEWORKS }: { frameworks?: ComplianceFramework[] }) {
  return (
    <section aria-label="Compliance frameworks" className="border-b border-slate-200 bg-white" data-section="compliance-badges">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-10">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Icon icon={ShieldCheck} className="size-5 text-blue-700" />
            Built for regulated work
          </p>
          <p className="mt-1 text-sm text-slate-600" data-listing-meaning="">
            {LISTING_MEANING}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <ul className="flex flex-wrap gap-2 text-xs font-semibold">
            {frameworks.map((framework) => (
              <li key={framework.name}>
                <a href={`${SECURITY_PATH}#${framework.id}`} className="inline-block rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-slate-700 hover:border-blue-700 hover:text-blue-700">
                  {framework.name}
                </a>
              </li>
            ))}
          </ul>
          <a href={navHref(SECURITY_PATH)} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800">
            What This Means <Icon icon={ArrowRight} className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
