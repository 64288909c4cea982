/**
 * The specialized-AI benefits section: the industry's own points. The platform's figures are not
 * repeated here: they stand where they are the point (the feature and technology pages).
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import type { Step } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';

export interface BenefitsSectionProps {
  eyebrow: string;
  title: string;
  intro: string;
  points: Step[];
}

export function BenefitsSection({ eyebrow, title, intro, points }: BenefitsSectionProps) {
  return (
    <Section id="benefits" name="benefits" tone="muted" align="left" eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6" data-benefits="">
        {points.map((point) => (
          <li key={point.title} className="flex gap-3 rounded-card border border-slate-200 bg-white p-5 sm:p-6">
            <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
