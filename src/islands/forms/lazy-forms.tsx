/**
 * The forms as islands open them after a click: loaded on demand (React.lazy), so a page's first
 * load carries only the buttons. `prefetchDemoForm` and `prefetchTrialForm` start the download on
 * hover or focus of the button that opens a form, so the click rarely waits.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { afterNextPaint } from '../after-paint.ts';

const loadDemoForm = () => import('./DemoRequestForm.tsx');
const loadTrialForm = () => import('./TrialForm.tsx');

// The demo form is built once the date field's cost is paid (warmDateTimeInput), so the frame that renders its fields
// pays only for them.
const LazyDemoRequestForm = lazy(() => Promise.all([loadDemoForm(), warmDateTimeInput()]).then(([m]) => ({ default: m.DemoRequestForm })));
const LazyTrialForm = lazy(() => loadTrialForm().then((m) => ({ default: m.TrialForm })));

export function prefetchDemoForm(): void {
  void loadDemoForm().catch(() => undefined);
  void warmDateTimeInput();
}

export function prefetchTrialForm(): void {
  void loadTrialForm().catch(() => undefined);
}

let dateTimeWarm: Promise<void> | undefined;
/**
 * The first `datetime-local` input a page makes is the costliest thing the demo form does: Chromium builds the
 * locale's date patterns in ICU, ~100-170 ms of script at 4x CPU on a two-core machine. Rendered with the form it
 * shared one frame with the fields (36 ms median, up to 62 under load, on a faster machine); made detached in a task of
 * its own (6b0c78f) it was that task's 56-62 ms on a slower one (BENCHMARKS.md). Now, on the first sign of intent
 * (hover, focus, a finger's pointerenter before the tap) or the press itself, a worker fills ICU's caches off the main
 * thread (intl-warm.ts), then one detached input is made in a task of its own (~10-40 ms), and only then is the form
 * built. Pages whose form never opens pay nothing. Never rejects: a failed worker only means the input pays in full.
 */
function warmDateTimeInput(): Promise<void> {
  dateTimeWarm ??= import('./intl-warm.ts')
    .then((m) => m.warmIntlOffThread())
    .catch(() => undefined)
    .then(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            document.createElement('input').type = 'datetime-local';
            resolve();
          }, 0),
        ),
    );
  return dateTimeWarm;
}

function Loading() {
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600" role="status">
      Loading the form…
    </p>
  );
}

/**
 * False until the frame in which the form's place first appears has been painted: the press that
 * opens a form paints its answer (the view around the form) at once, and the form's many fields
 * are built after that paint, not before it (issue 11: first interaction within 100 ms).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

export function DemoRequestFormOnDemand(props: ComponentProps<typeof LazyDemoRequestForm>) {
  if (!useAfterFirstPaint()) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyDemoRequestForm {...props} />
    </Suspense>
  );
}

export function TrialFormOnDemand() {
  if (!useAfterFirstPaint()) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyTrialForm />
    </Suspense>
  );
}
