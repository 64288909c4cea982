/** The compliance coverage section: the frameworks of SPEC.md section 1, one shared list. */
import ShieldCheck from 'lucide-react/icons/shield-check';
import { COMPLIANCE_FRAMEWORKS } from '../content/compliance.ts';
import { Section } from './Section.tsx';
import { Icon } from './Icon.tsx';

export function ComplianceSection({ intro }: { intro: string }) {
  return (
    <Section id="compliance" name="compliance" tone="dark" eyebrow="Compliance coverage" title="Built for the frameworks you answer to" intro={intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-cards="compliance">
        {COMPLIANCE_FRAMEWORKS.map((framework) => (
          <li key={framework.name} className="rounded-xl border border-white/10 bg-white/5 p-5" data-card="">
            <Icon icon={ShieldCheck} className="size-6 text-blue-300" />
            <h3 className="mt-3 font-semibold text-white">{framework.name}</h3>
            <p className="mt-1 text-sm text-slate-300">{framework.scope}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
