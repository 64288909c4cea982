/**
 * The four-step agent pipeline as a diagram: numbered nodes joined by a rail, inside a dashed
 * boundary that stands for the customer's infrastructure (everything runs there: docs/product-rules.md#static-claims).
 * `highlight` marks the step an explainer page is about (e.g. "Retrieve context" on /technology/rag).
 */
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

export interface PipelineNode {
  title: string;
  icon: LucideIcon;
  /** A few words under the title; the full description lives in the page's step list. */
  detail: string;
}

export function PipelineFigure({ steps, label, boundary, caption, highlight }: { steps: PipelineNode[]; label: string; boundary: string; caption?: string; highlight?: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      <div className="rounded-lg border border-dashed border-blue-700/40 p-4">
        <p className="text-xs font-semibold text-blue-700">{boundary}</p>
        <ol className="mt-3">
          {steps.map((step, i) => {
            const active = highlight === undefined || highlight === step.title;
            return (
              <li key={step.title} className="relative flex gap-4 pb-5 last:pb-0" data-pipeline-node="">
                {i < steps.length - 1 && <span className="absolute top-10 bottom-0 left-5 w-px bg-slate-300" aria-hidden="true" />}
                <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${active ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-600'}`}>
                  <Icon icon={step.icon} className="size-5" />
                </span>
                <span className="min-w-0 pt-0.5">
                  <span className="block text-sm font-semibold text-slate-900">
                    <span className="text-slate-500">{i + 1}. </span>
                    {step.title}
                  </span>
                  <span className="block text-sm text-slate-600">{step.detail}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </FigureCard>
  );
}
