/**
 * The compliance coverage section: the frameworks of SPEC.md section 1, one shared list. A split
 * section (statement on the left, the seven frameworks as one ruled list on the right) rather than a
 * grid of seven cards, which always left an empty slot.
 */
import { COMPLIANCE_FRAMEWORKS } from '../content/compliance.ts';
import { Section } from './Section.tsx';

export function ComplianceSection({ intro }: { intro: string }) {
  return (
    <Section id="compliance" name="compliance" tone="dark" align="split" eyebrow="Compliance coverage" title="Built for the frameworks you answer to" intro={intro}>
      <ul className="border-t border-white/10" data-cards="compliance">
        {COMPLIANCE_FRAMEWORKS.map((framework) => (
          <li key={framework.name} className="grid gap-1 border-b border-white/10 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6" data-card="">
            <h3 className="font-semibold">{framework.name}</h3>
            <p className="text-sm leading-6 text-slate-300">{framework.scope}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
