/**
 * The interactive half of the canned document-analysis demo (SPEC.md "Interactive demo widget"):
 * Process Document waits 1.5 s, then reveals the analysis; then Reset Analysis and four simulated
 * actions, each showing "Processing ..." and, 1.5 s later, a canned confirmation. Nothing leaves
 * the browser. The sample document beside it is static server HTML (components/DemoShowcase.tsx),
 * so its text is not shipped twice as island props.
 */
import { useEffect, useRef, useState } from 'react';
import type { DemoDocumentPair } from '../content/types.ts';
import { Button } from '../components/Button.tsx';

/** SPEC.md section 9: the demo widget's simulated delay. */
export const DEMO_DELAY_MS = 1500;

export const DEMO_ACTIONS = [
  { id: 'follow-up', label: 'Schedule follow-up', done: 'Follow-up review scheduled for next Tuesday at 10:00 and added to the team calendar.' },
  { id: 'email', label: 'Email summary', done: 'Summary emailed to the deal team with the flagged items highlighted.' },
  { id: 'research', label: 'Further research', done: 'Research task queued: comparable documents and precedents will be attached within the hour.' },
  { id: 'export', label: 'Export', done: 'Analysis exported as a PDF report with the source clauses cited.' },
] as const;

type ActionId = (typeof DEMO_ACTIONS)[number]['id'];
type Phase = 'idle' | 'processing' | 'analysed';

export interface DemoWidgetProps {
  analysis: DemoDocumentPair['analysis'];
  /** Heading level for the panel title, so it fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

export function DemoWidget({ analysis, headingLevel: Heading = 'h3' }: DemoWidgetProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  // Process Document is enabled in the server HTML: a click before hydration is held by the
  // enhancement script and replayed once this component is live (browser/early-input.ts).
  const [actions, setActions] = useState<Partial<Record<ActionId, 'processing' | 'done'>>>({});
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const later = (fn: () => void) => {
    timers.current.push(window.setTimeout(fn, DEMO_DELAY_MS));
  };

  const process = () => {
    setPhase('processing');
    later(() => setPhase('analysed'));
  };
  const reset = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
    setActions({});
    setPhase('idle');
  };
  const runAction = (id: ActionId) => {
    setActions((a) => ({ ...a, [id]: 'processing' }));
    later(() => setActions((a) => ({ ...a, [id]: 'done' })));
  };

  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-slate-50 shadow-sm" data-phase={phase}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <Heading className="text-sm font-semibold text-slate-900">AI analysis</Heading>
        {phase === 'analysed' ? (
          <Button variant="secondary" onClick={reset}>
            Reset Analysis
          </Button>
        ) : (
          <Button variant="gradient" onClick={process} loading={phase === 'processing'}>
            {phase === 'processing' ? 'Analyzing document...' : 'Process Document'}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {phase !== 'analysed' ? (
          <p className="px-5 py-10 text-center text-sm text-slate-600" data-demo-placeholder="">
            {phase === 'processing'
              ? 'Processing locally: extracting terms, checking obligations, scoring risk...'
              : 'Press Process Document to see the analysis this agent produces.'}
          </p>
        ) : (
          <div className="grid gap-5 px-5 py-4 text-sm" data-demo-analysis="">
            <p className="text-slate-800">{analysis.summary}</p>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {analysis.findings.map((f) => (
                <div key={f.label} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900">{f.value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <p className="font-semibold text-slate-900">Flagged</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {analysis.flags.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
            <div>
              <p className="font-semibold text-slate-900">Recommended next steps</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {analysis.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
            <div className="grid gap-2 sm:grid-cols-2" data-demo-actions="">
              {DEMO_ACTIONS.map((action) => {
                const state = actions[action.id];
                return (
                  <div key={action.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                    <Button variant="secondary" className="w-full" onClick={() => runAction(action.id)} loading={state === 'processing'} disabled={state === 'done'}>
                      {action.label}
                    </Button>
                    {state === 'processing' && <p className="mt-2 text-xs text-slate-600">Processing ...</p>}
                    {state === 'done' && (
                      <p className="mt-2 text-xs text-emerald-800" data-action-done={action.id}>
                        {action.done}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <p className="text-xs text-slate-600">Sample document; all figures are illustrative.</p>
          </div>
        )}
      </div>
    </div>
  );
}
