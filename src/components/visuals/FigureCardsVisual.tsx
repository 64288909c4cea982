/**
 * Headline figures as a hero visual (/investors): each figure large, with what it measures. Only
 * figures the content states; no invented chart data.
 */
import type { CompanyStat } from '../../content/company.ts';
import { VisualCard } from './VisualCard.tsx';

export function FigureCardsVisual({ title, meta, label, figures }: { title: string; meta?: string; label: string; figures: CompanyStat[] }) {
  return (
    <VisualCard title={title} meta={meta} label={label}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure, index) => (
          <div key={figure.label} className={index === 0 ? 'flex flex-col rounded-xl bg-slate-900 p-5 text-white sm:col-span-3' : 'flex flex-col rounded-xl border border-slate-200 p-4'}>
            <dt className={index === 0 ? 'text-sm text-slate-300' : 'text-xs leading-5 text-slate-600'}>{figure.label}</dt>
            <dd className={index === 0 ? 'order-first text-5xl font-bold tracking-tight tabular-nums' : 'order-first text-xl font-bold tracking-tight tabular-nums text-slate-900'}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </VisualCard>
  );
}
