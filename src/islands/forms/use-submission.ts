/**
 * The state machine every form shares (docs/product-rules.md#form-states): editing -> submitting -> success | error,
 * where error keeps the form and allows a resubmit. The backend module (and supabase-js with it)
 * is fetched when the visitor first touches the form, not with the page.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { SubmitResult } from '../../browser/backend/messages.ts';
import { afterNextPaint } from '../after-paint.ts';
import { TOO_FAST_MESSAGE, judgeSubmission } from './bot-checks.ts';
import { footerContact, type FallbackContact } from './fallback-contact.ts';

export type FormStatus = 'editing' | 'submitting' | 'success' | 'error';
type BrowserBackend = typeof import('../../browser/backend/browser.ts');

let backendPromise: Promise<BrowserBackend> | undefined;
export function loadBackend(): Promise<BrowserBackend> {
  backendPromise ??= import('../../browser/backend/browser.ts');
  backendPromise.catch(() => (backendPromise = undefined));
  return backendPromise;
}

/** Fetches the backend module when idle and creates its client, so a submit does neither. */
function prefetchBackend(): void {
  const whenIdle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 1));
  loadBackend()
    .then((backend) => whenIdle(() => backend.prepareBackend()))
    .catch(() => undefined);
}

/** The function whose call a form's submit makes with a proof of work (none for the newsletter). */
export type ProvenCall = Parameters<BrowserBackend['startProofOfWork']>[0];

export function useSubmission(submit: (backend: BrowserBackend, data: FormData) => Promise<SubmitResult>, provenCall?: ProvenCall) {
  const [status, setStatus] = useState<FormStatus>('editing');
  const proofStarted = useRef(false);
  // The proof of work starts on the form's first input, not with the page: the visitor who only
  // reads pays nothing, and the one who types has it solved in a worker before they finish.
  const startProof = () => {
    if (!provenCall || proofStarted.current) return;
    proofStarted.current = true;
    loadBackend()
      .then((backend) => backend.startProofOfWork(provenCall))
      .catch(() => (proofStarted.current = false));
  };
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<SubmitResult | null>(null);
  // Set when a request failed (not when the visitor's input did): the error then offers the sales contact.
  const [contact, setContact] = useState<FallbackContact | null>(null);
  // The submit button is live in the server HTML: a submit before hydration is held by the
  // enhancement script and replayed here (browser/early-input.ts). The minimum fill time counts
  // from the page's start, since a visitor may have typed before this code arrived; it is read at
  // submit, not in an effect, because a replayed submit can come before effects have run.

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const data = new FormData(event.currentTarget);
    const verdict = judgeSubmission(data, Date.now() - performance.now(), Date.now());
    setContact(null);
    if (verdict === 'honeypot') {
      setResult({ ok: true });
      setStatus('success');
      return;
    }
    if (verdict === 'too-fast') {
      setStatus('error');
      setMessage(TOO_FAST_MESSAGE);
      return;
    }
    setStatus('submitting');
    setMessage(null);
    // The busy button paints first; the request is built after (issue 11: the press answers within
    // one frame even when the backend module is still being evaluated).
    await afterNextPaint();
    let outcome: SubmitResult;
    try {
      outcome = await submit(await loadBackend(), data);
    } catch {
      outcome = { ok: false, message: 'We could not load the form service. Check your connection and try again; what you typed is still here.' };
    }
    setResult(outcome);
    if (outcome.ok) setStatus('success');
    else {
      setStatus('error');
      setMessage(outcome.message);
      setContact(footerContact());
    }
  };

  return { status, message, contact, result, onSubmit, prefetch: prefetchBackend, startProof };
}
