/**
 * The forms as islands open them after a click: loaded on demand (React.lazy), so a page's first
 * load carries only the buttons. `prefetchForms` starts the download on hover or focus of the
 * button that opens a form, so the click rarely waits.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const loadDemoForm = () => import('./DemoRequestForm.tsx');
const loadTrialForm = () => import('./TrialForm.tsx');

const LazyDemoRequestForm = lazy(() => loadDemoForm().then((m) => ({ default: m.DemoRequestForm })));
const LazyTrialForm = lazy(() => loadTrialForm().then((m) => ({ default: m.TrialForm })));

export function prefetchForms(): void {
  void loadDemoForm().catch(() => undefined);
  void loadTrialForm().catch(() => undefined);
}

function Loading() {
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600" role="status">
      Loading the form…
    </p>
  );
}

export function DemoRequestFormOnDemand(props: ComponentProps<typeof LazyDemoRequestForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyDemoRequestForm {...props} />
    </Suspense>
  );
}

export function TrialFormOnDemand() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyTrialForm />
    </Suspense>
  );
}
