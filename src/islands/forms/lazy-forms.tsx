/**
 * The forms as islands open them after a click: loaded on demand (React.lazy), so a page's first
 * load carries only the buttons. `prefetchDemoForm` and `prefetchTrialForm` start the download on
 * hover or focus of the button that opens a form, so the click rarely waits.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { afterNextPaint } from '../after-paint.ts';

const loadDemoForm = () => import('./DemoRequestForm.tsx');
const loadTrialForm = () => import('./TrialForm.tsx');

const LazyDemoRequestForm = lazy(() => loadDemoForm().then((m) => ({ default: m.DemoRequestForm })));
const LazyTrialForm = lazy(() => loadTrialForm().then((m) => ({ default: m.TrialForm })));

export function prefetchDemoForm(): void {
  void loadDemoForm().catch(() => undefined);
  warmDateTimeInput();
}

export function prefetchTrialForm(): void {
  void loadTrialForm().catch(() => undefined);
}

let dateTimeWarmed = false;
/**
 * The first `datetime-local` input a page makes costs Chromium ~33 ms of script at 4x CPU (setting
 * the type loads its date formats; the next one costs ~1 ms). Rendered with the demo form, it shared
 * one frame with the form's fields: 36 ms median, up to 62 under load, at the press that opens it
 * (BENCHMARKS.md). Made once, detached, in a task of its own on the first sign of intent (hover,
 * focus, a finger's pointerenter before the tap), the press pays only for the fields. Pages whose
 * form never opens pay nothing.
 */
function warmDateTimeInput(): void {
  if (dateTimeWarmed) return;
  dateTimeWarmed = true;
  setTimeout(() => {
    document.createElement('input').type = 'datetime-local';
  }, 0);
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
