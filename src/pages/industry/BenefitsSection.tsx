/** The specialized-AI benefits section: the claims (docs/product-rules.md#claims) beside the industry's own points. */
import { Figure } from '../../components/Figure.tsx';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { Step } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';

export interface BenefitsSectionProps {
  eyebrow: string;
  title: string;
  intro: string;
  points: Step[];
  stats: readonly { value: string; label: string }[];
}

export function BenefitsSection({ eyebrow, title, intro, points, stats }: BenefitsSectionProps) {
  return (
    <Section id="benefits" name="benefits" tone="muted" align="left" eyebrow={eyebrow} title={title} intro={intro}>
      <div className="grid gap-8 lg:grid-cols-3">
        <dl className="grid content-start gap-6 rounded-card bg-slate-900 p-6 sm:grid-cols-3 lg:grid-cols-1 lg:p-8" data-stats="">
          {stats.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-white"><Figure value={stat.value} /></dd>
            </div>
          ))}
        </dl>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:col-span-2" data-benefits="">
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
      </div>
    </Section>
  );
}
