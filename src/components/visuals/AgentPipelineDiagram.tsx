/**
 * The architecture picture of the four-step agent pipeline (/technology): the steps inside a
 * boundary labelled as the customer's infrastructure, joined by arrows (across at lg, down on small
 * screens), over an audit-log rail that every step writes to. HTML and CSS, so it stays crisp and
 * reflows at 390 px. Keeps the ordered-list semantics (and the data-steps hooks the tests read).
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowRight from 'lucide-react/icons/arrow-right';
import FileSearch from 'lucide-react/icons/file-search';
import Library from 'lucide-react/icons/library';
import Cpu from 'lucide-react/icons/cpu';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ScrollText from 'lucide-react/icons/scroll-text';
import ServerCog from 'lucide-react/icons/server-cog';
import type { Step } from '../../content/types.ts';
import { Icon } from '../Icon.tsx';

/** One icon per pipeline step, in order: parse, retrieve, analyse, verify. */
const STEP_ICONS = [FileSearch, Library, Cpu, ShieldCheck];

export function AgentPipelineDiagram({ steps, boundaryLabel, auditLabel }: { steps: Step[]; boundaryLabel: string; auditLabel: string }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-blue-200 bg-blue-50/40 p-4 sm:p-6" data-diagram="pipeline">
      <p className="flex items-center gap-2 text-sm font-semibold text-blue-800">
        <Icon icon={ServerCog} className="size-4" />
        {boundaryLabel}
      </p>
      <ol className="mt-4 grid gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))] lg:gap-0" data-steps="pipeline">
        {steps.map((step, index) => (
          <li key={step.title} className="flex flex-col items-stretch lg:flex-row lg:items-center" data-step="">
            <div className="flex-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-9 items-center justify-center rounded-lg bg-blue-700 text-white">
                  <Icon icon={STEP_ICONS[index % STEP_ICONS.length]} className="size-5" />
                </span>
                <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">Step {index + 1}</span>
              </div>
              <h3 className="mt-3 text-base font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-slate-600">{step.description}</p>
            </div>
            {index < steps.length - 1 && (
              <span className="flex justify-center py-1 text-blue-700 lg:px-1.5 lg:py-0" aria-hidden="true">
                <Icon icon={ArrowDown} className="size-5 lg:hidden" />
                <Icon icon={ArrowRight} className="hidden size-5 lg:block" />
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
        <Icon icon={ScrollText} className="size-4 shrink-0 text-blue-700" />
        {auditLabel}
      </p>
    </div>
  );
}
