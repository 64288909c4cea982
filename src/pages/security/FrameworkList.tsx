/** The frameworks on /security: one ruled row each, name and scope on the left, three answers on the right. */
import type { ComplianceFramework } from '../../content/compliance.ts';

interface Labels {
  customer: string;
  controls: string;
  owns: string;
}

export function FrameworkList({ frameworks, labels }: { frameworks: ComplianceFramework[]; labels: Labels }) {
  return (
    <ul className="border-t border-slate-200" data-cards="frameworks">
      {frameworks.map((f) => (
        <li key={f.id} id={f.id} className="grid scroll-mt-24 gap-4 border-b border-slate-200 py-8 lg:grid-cols-[16rem_1fr] lg:gap-12" data-card="" data-framework={f.name}>
          <div>
            <h3 className="text-xl font-semibold text-slate-900">{f.name}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">{f.scope}</p>
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
