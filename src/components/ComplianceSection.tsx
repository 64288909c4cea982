/**
 * The compliance coverage section: the frameworks of SPEC.md section 1, one shared list. A split
 * section (statement on the left, the seven frameworks as one ruled list on the right) rather than a
 * grid of seven cards, which always left an empty slot.
 */
import { COMPLIANCE_FRAMEWORKS } from '../content/compliance.ts';

export function ComplianceSection({ intro }: { intro: string }) {
  return (
    <section id="compliance" aria-labelledby="compliance-heading" data-section="compliance" className="bg-slate-900 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-300">Compliance coverage</p>
          <h2 id="compliance-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance">
            Built for the frameworks you answer to
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-300">{intro}</p>
        </div>
        <ul className="border-t border-white/10 lg:col-span-3" data-cards="compliance">
          {COMPLIANCE_FRAMEWORKS.map((framework) => (
            <li key={framework.name} className="grid gap-1 border-b border-white/10 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6" data-card="">
              <h3 className="font-semibold">{framework.name}</h3>
              <p className="text-sm leading-6 text-slate-300">{framework.scope}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
