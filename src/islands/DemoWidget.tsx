/**
 * The interactive half of the canned document-analysis demo (docs/product-rules.md#demo-widget):
 * Process Document waits 1.5 s, then reveals the analysis; then Reset Analysis and four simulated
 * actions, each showing "Processing ..." and, 1.5 s later, a canned confirmation. Nothing leaves
 * the browser. The sample document is the island's server-only child (components/DemoShowcase.tsx,
 * kept as the server wrote it: serverHtml), so its text is not shipped twice as island props; the canned
 * analysis is a static file of the site's own, fetched as the widget hydrates (src/content/demo-analyses.ts), so it
 * is not in the first load. The analysis is drawn with the parts the hero's static picture of the product uses
 * (components/DocumentAnalysis.tsx), so the two cannot drift.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { DemoAnalysis } from '../content/types.ts';
import { Button } from '../components/Button.tsx';
import { cx } from '../components/cx.ts';
import { Headline } from '../components/Headline.tsx';
import { AnalysisPanel, Badge, FindingList, FindingNumber, FlagList, SHOW_WHOLE_DOCUMENT } from '../components/DocumentAnalysis.tsx';
import { flagNumbers } from '../components/citations.tsx';
import { keepUnits } from '../components/keep-units.ts';
import { serverHtml } from './server-html.tsx';

/** The demo widget's simulated delay (docs/product-rules.md#demo-delay). */
export const DEMO_DELAY_MS = 1500;

// Title Case as the site's buttons (content/README.md); Headline keeps "Follow-Up" whole (CSS, not U+2011) in a half-width button.
// The confirmations claim nothing that did not happen (trust review TR r52, review N r52: "Analysis exported as a PDF
// report" with no file, a meeting "scheduled for next Tuesday" that no calendar holds): Export saves a real file
// (demo-export.ts), and the other three say what a deployment would do.
export const DEMO_ACTIONS = [
  { id: 'follow-up', label: 'Schedule Follow-Up', done: 'In your deployment, a follow-up review would go on your team’s calendar with the flagged items attached.' },
  { id: 'email', label: 'Email Summary', done: 'In your deployment, this summary would be emailed to the people you choose, flagged items highlighted.' },
  { id: 'research', label: 'Further Research', done: 'In your deployment, the agent would look for comparable documents and precedents for the flagged items.' },
  { id: 'export', label: 'Export', done: 'Downloaded the sample analysis as a Markdown file: its fields and flags with their cited passages.' },
] as const;

/** Export's confirmation: what was downloaded, by name. */
export const exportedAs = (fileName: string) => `Downloaded “${fileName}”: the sample analysis, its fields and flags with their cited passages.`;

/** Under the actions until one is pressed: why they are disabled, then that they are simulated here. */
export const ACTIONS_PENDING = 'Available once the analysis is ready.';
export const ACTIONS_SIMULATED = 'Simulated here: nothing leaves your browser.';

type ActionId = (typeof DEMO_ACTIONS)[number]['id'];
type Phase = 'idle' | 'processing' | 'analysed';

export interface DemoWidgetProps {
  /** The fields the run fills, by label: the panel lists them at rest. */
  fields: string[];
  /** Where the analysis is (src/content/demo-analyses.ts): fetched as the widget hydrates, not carried in the page. */
  analysisHref: string;
  /** Heading level for the panel title, so it fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Where the page's first load has the room (~410 B of gzip), the Actions panel is in the server's HTML, disabled until
   * the result, so the click grows nothing (design review P r52 item 4 / 2b item 2); without it the panel comes at the
   * click. The value is the class that lays out its buttons there (styles/main.css `demo-actions`), where the content
   * security policy refuses the style attributes that lay them out after a click. A prop, not a class in this file: the
   * stylesheet of every family with this island would carry it, /financial-services' first load over its budget.
   */
  actionsAtRest?: string;
  /** The sample document (components/DocumentAnalysis.tsx SourceDocument): server HTML, never hydrated. */
  children?: ReactNode;
}

/**
 * The status line while it runs: no more lines than "Ready to run: ..." before it down to 320 px, so the click does not
 * re-wrap the panel (design review I r51, smaller items: one line to two at 1280, and the panel 20 px taller at 320).
 * Design review J r52 home item 3 / pricing item 3: it said what the button beside it says ("Analyzing document...",
 * fixed by docs/product-rules.md) and wrapped to two short lines at 1280 (and grew the panel 20 px at 416-430). It now
 * says what the run is doing that the button does not, the fields it is reading, on one line, with a real ellipsis.
 */
export const processingStatus = (fieldCount: number) => `Reading ${fieldCount} fields and their sources\u2026`;

/**
 * Whether the status line stands beside Process Document (from sm, the strip's `sm:flex-row`). Stacked over the button
 * on phones, the one-line status sits at the top, where "Ready to run" began, not centred over its two lines: ~30 px blank
 * above it at 390 (design review V r54 item 7). The spare line goes to the gap over the button, which so does not move
 * (design review J r52: the click moved it 20 px). Read at the click: a media query, no layout.
 */
const besideButton = () => matchMedia('(min-width: 40rem)').matches;

/** Said in the status line when the analysis file could not be fetched; Process Document tries again. */
export const ANALYSIS_UNAVAILABLE = 'The sample analysis could not be loaded. Check your connection and try again.';

/** The analysis, fetched once; a failed fetch is forgotten, so the next click tries again. */
function analysisLoader(href: string) {
  let pending: Promise<DemoAnalysis> | undefined;
  return () =>
    (pending ??= fetch(href)
      .then((response) => (response.ok ? (response.json() as Promise<DemoAnalysis>) : Promise.reject(new Error(`${href}: ${response.status}`))))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
}

/**
 * At rest the analysis panel says what the agent will return: one status line at its top (how many
 * fields, ready to run) beside Process Document (the panel's one action), above the list of the fields
 * it fills, each numbered as the passage it will read, its value slot a dash (eight grey "Pending"
 * words read as a failure state, review r4), then under "Review" the flags and next steps, a preview of
 * the output's structure. Nothing of the analysis shows before the click
 * (docs/product-rules.md#demo-widget: idle, processing, analysed, reset).
 * Below lg the document comes first, as a reader expects the thing analysed before its analysis (review
 * r4: the panel first read as an empty panel); it is a short box that a button under it opens in place
 * (DocumentAnalysis.tsx `doc-clip`), so Process Document stays near the section's first screen.
 * From lg the document and the panel sit side by side, top-aligned, each as tall as its content (design review V r53
 * item 1, N r53: stretched to end together, as review r6 had asked, they held 50-240 px blank bands inside a card).
 * With the actions (from the first paint where `actionsAtRest`, else from the click; the analysis laid out invisible
 * while processing, so the reveal shifts nothing), the panel spans two rows and the actions take the second row under
 * the document, stretched to meet the panel's foot: with everything in the analysis column it ran ~370 px past the
 * document (home, 1280 px).
 * The note that the sample's figures are illustrative is the document panel's footer, in view from the start.
 */
export function DemoWidget({ fields, analysisHref, headingLevel: Heading = 'h3', actionsAtRest, children }: DemoWidgetProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [analysis, setAnalysis] = useState<DemoAnalysis>();
  const [unavailable, setUnavailable] = useState(false);
  const [load] = useState(() => analysisLoader(analysisHref));
  // Fetched as the widget hydrates (as the demo scrolls near), so it is in hand before a visitor reaches the button.
  useEffect(() => {
    load().then(setAnalysis, () => {});
  }, [load]);
  // Process Document is enabled in the server HTML: a click before hydration is held by the
  // enhancement script and replayed once this component is live (browser/early-input.ts).
  const [actions, setActions] = useState<Partial<Record<ActionId, 'processing' | 'done'>>>({});
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  // The source document beside this panel is static server HTML; once analysed, its cited figures
  // light up with the numbers of the findings below (styled from [data-analysed] in DemoShowcase).
  // A layout effect, so they light in the same frame as the findings appear: an effect ran after
  // that paint, and a test reading the marks as the findings appeared saw them unlit now and then.
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(phase);
  // The finding whose passage is shown (design review A r48 item 2): its row tinted, its passage solid amber.
  const [selected, setSelected] = useState<number>();
  useLayoutEffect(() => {
    const widget = root.current?.closest('[data-demo-widget]');
    widget?.toggleAttribute('data-analysed', phase === 'analysed');
    // Reset: no passage chosen and no passage red (on hydration nothing touched, so the server's HTML stays as it was).
    if (phase === 'idle' && widget?.querySelector('mark[data-selected], mark[style]')) {
      setSelected(undefined);
      selectPassage(widget, undefined);
    }
    // Lit, a flag's own passage is red, as its number under "Flagged" (design review I r51 item 6, F r51 home item 3): in
    // the frame the marks light, so no amber flashes first.
    if (phase === 'analysed') selectPassage(widget, undefined, analysis?.findings.length);
    // The audit record under the demo (/solutions/document-analysis; components/visuals/SampleFlow.tsx DemoAuditRecord):
    // its "Analysis" line's pending grey dot a filled check with the result, the reviewer's and decision's still pending
    // (design review V r53 item 3). Inline, from here: the solution pages' shared stylesheet has no room for the look.
    const dot = widget?.closest('[data-section]')?.querySelector<HTMLElement>('[data-audit-dot]');
    if (dot && (phase === 'analysed' || dot.textContent)) {
      dot.style.cssText = phase === 'analysed' ? ANALYSED_DOT : '';
      dot.textContent = phase === 'analysed' ? '\u2713' : '';
    }
    // The click re-wraps the document as its passages take their lit size (styles/main.css `cite`). On phones the
    // document is a short box of fixed height, but with the screen's top inside it the browser kept a paragraph in place
    // and the page jumped 24-48 px (design review A r48 item 1: scrollY 3519 to 3543): nothing in the box anchors the
    // scroll. Set from the click on, not at hydration, which leaves the server's HTML as it was.
    // Design review A r50 item 1, B r50: the short document no longer opens at the click on phones (A r49 item 2 had it
    // open there so every lit passage showed): it pushed the button just tapped and the analysis 196-330 px down, under the
    // thumb, and the result arrived below the fold. Shut, the analysis stays where it was tapped; once analysed the
    // document's button says how many passages opening it shows, and each finding's number opens it at its passage.
    if (phase !== 'idle') widget?.querySelector<HTMLElement>('.doc-clip')?.style.setProperty('overflow-anchor', 'none');
    // While processing the marks take their lit size, unlit (styles/main.css `cite`): the document
    // reflows at the click, and the reveal only changes colours.
    widget?.toggleAttribute('data-processing', phase === 'processing');
    // On phones the document is a short box: once analysed, its button says what opening it shows (design review Q r47:
    // most highlighted passages sat out of view under the fold, and nothing said so). Server HTML, not this island's.
    const more = widget?.querySelector('details.doc-clip-toggle > summary > span');
    if (more) more.textContent = phase === 'analysed' ? showHighlights(widget!.querySelectorAll('mark[data-n]').length) : SHOW_WHOLE_DOCUMENT.more;
    // The button that had focus goes with the phase it belongs to (Process Document at the reveal, Reset Analysis at the
    // reset), and focus fell back to the page's top (design review O r46). Where it was lost, it moves to what took the
    // button's place: the analysis, or Process Document again. Never on the first render, and never from elsewhere.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (shown.current !== phase && lost) {
      const next = phase === 'analysed' ? root.current?.querySelector<HTMLElement>('[data-demo-analysis]') : phase === 'idle' ? root.current?.querySelector<HTMLElement>('button') : null;
      next?.focus({ preventScroll: true });
    }
    shown.current = phase;
  }, [phase]);
  const later = (fn: () => void) => {
    timers.current.push(window.setTimeout(fn, DEMO_DELAY_MS));
  };

  // The delay and the analysis together: a click before the file has arrived waits for it within the delay, and a
  // failed fetch returns the panel to rest with a message rather than a spinner that never ends.
  const process = () => {
    setUnavailable(false);
    setPhase('processing');
    const delay = new Promise<void>((resolve) => later(resolve));
    Promise.all([load(), delay]).then(
      ([loaded]) => {
        setAnalysis(loaded);
        setPhase((current) => (current === 'processing' ? 'analysed' : current));
      },
      () => {
        setUnavailable(true);
        setPhase('idle');
      },
    );
  };
  const reset = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
    setActions({});
    setPhase('idle');
  };
  // Export's file, saved at the click (the browser's user activation) by code loaded then (demo-export.ts: no first load
  // carries it); its confirmation names the file.
  const [exported, setExported] = useState<string>();
  const runAction = (id: ActionId) => {
    setActions((a) => ({ ...a, [id]: 'processing' }));
    const widget = root.current?.closest('[data-demo-widget]');
    if (id === 'export' && analysis && widget) void import('./demo-export.ts').then((m) => setExported(m.downloadAnalysis(widget, analysis)));
    later(() => setActions((a) => ({ ...a, [id]: 'done' })));
  };

  const analysed = phase === 'analysed';
  const processing = phase === 'processing';
  const withActions = Boolean(actionsAtRest) || phase !== 'idle';
  const ready = `Ready to run: ${fields.length} fields, each cited to its source.`;
  // The status box sits over the analysis's lead (summary and hint) while it runs: the lead is kept at least as tall,
  // so no skeleton row shows under the box, and it keeps that height after the reveal, so the reveal moves nothing.
  const status = useRef<HTMLDivElement>(null);
  const [leadMin, setLeadMin] = useState<number>();
  // Its height read by a ResizeObserver, after the frame's own layout and before its paint: offsetHeight here forced the
  // click's new layout (the skeleton, the re-wrapped document) inside the click's script, ~43 ms at 4x CPU (LoAF's
  // forced style and layout, /financial-services' Process Document: 63 ms of our script in the frame against 50).
  useLayoutEffect(() => {
    if (phase === 'idle') setLeadMin(undefined);
    if (!processing || !status.current) return;
    // Less the analysis's 16 px row gap (gap-4): the first field row then starts at the box's foot, not 16 px under it,
    // and the lead's spare height under "Select a number..." is the box's over the lead's, less that gap (design review N
    // r54 item 5: 48 px at 390, where the box with its stacked button outgrew the lead, against 16 px at 1280).
    const observer = new ResizeObserver(([entry]) => setLeadMin(entry!.borderBoxSize[0]!.blockSize - LEAD_GAP));
    observer.observe(status.current);
    return () => observer.disconnect();
  }, [phase]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {/* With the actions, the panel spans two rows, the actions in the second under the document: from the first paint where
          the page has the room (design review P r52 item 4: they came at the click and the section grew from 933 to 1114 px
          at 1280), else from the click. Both columns top-aligned, each card as tall as its content: stretched to the row,
          the analysis card at rest left ~240 px of blank panel under its list on /solutions/document-analysis, and the
          document card a 50-100 px blank band above its footer on the team and industry pages (design review V r53 item 1,
          N r53 teams item 7 and industry item 4). */}
      <div className="min-w-0 lg:self-start" {...serverHtml(children)} />
      <AnalysisPanel
        title="AI analysis"
        Heading={Heading}
        className={cx(withActions && 'lg:row-span-2', 'lg:self-start')}
        aside={
          // Small, so the title row keeps its height (a 42 px outline button grew it by 3 px at the reveal).
          analysed && (
            <Button variant="secondary" size="sm" onClick={reset}>
              Reset Analysis
            </Button>
          )
        }
      >
        {/* One grid cell for the preview and the analysis: from the click on, the analysis is laid out
            (invisible) under the preview, so the panel takes its final height while the click still
            excuses the move, and the reveal 1.5 s later moves nothing (CLS 0). */}
        <div ref={root} className="grid" aria-live="polite" data-phase={phase}>
          {!analysed && (
            // Few, shared classes: this markup is in the first load of every page with a demo
            // (tests/output/first-load-budget.test.ts).
            <div className="col-start-1 row-start-1 grid content-start gap-4 px-5 py-4 text-sm">
              {/* 12 px inline padding: "Ready to run: N fields, each cited to its source." (307 px) keeps one line beside the
                  216 px button at 1280, where it broke after "fields," and left ~150 px of the strip empty (design review
                  P r52 item 5). */}
              <div ref={status} className="flex flex-col gap-3 rounded-lg bg-blue-50 px-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                {/* Balanced: pretty left "its source." alone on a phone (design review G r42). */}
                {/* While it runs, the line before the click is kept (invisible) under the shorter status, so the box keeps its
                    height where the line is over the button on phones (the click moved the button 20 px up at 360 and 390
                    px), and the status sits at its middle where the two stand side by side. Only after the click: the
                    server's HTML (every demo page's first load) is as it was. */}
                <p className={cx('text-balance text-slate-700', processing && 'grid')}>
                  {processing ? (
                    <>
                      <span className="invisible col-start-1 row-start-1" aria-hidden="true">
                        {ready}
                      </span>
                      <span className="col-start-1 row-start-1" style={{ alignSelf: besideButton() ? 'center' : 'start' }}>
                        {processingStatus(fields.length)}
                      </span>
                    </>
                  ) : unavailable ? (
                    ANALYSIS_UNAVAILABLE
                  ) : (
                    ready
                  )}
                </p>
                {/* While it runs, at full strength: the disabled look's 70% left its white words at ~4.0:1 on the blue (design
                    review A r49, section 3); the spinner and the words say it is busy. Inline: only after the click. As wide
                    at rest as "Analyzing document..." with its spinner (209 px), so the click moves neither it nor the line
                    beside it (design review I r51, smaller items: 160 to 208 px at the click). A class: a style attribute in
                    the server's HTML is refused by the content security policy. */}
                <Button variant="gradient" onClick={process} loading={processing} className="min-w-54 shrink-0" style={processing ? { opacity: 1 } : undefined}>
                  {processing ? 'Analyzing document...' : 'Process Document'}
                </Button>
              </div>
              {/* What the run returns, as a list of its parts, not as rows with an empty value column: a
                  skeleton bar where each value would be read as a page still loading (reviews r34-r36), and
                  dashes before it as values missing (r7). While it runs, the analysis's own skeleton takes its place. */}
              {!processing && (
                <>
                  <div>
                    <p className="text-xs font-semibold text-slate-600">Fields</p>
                    <ul className="pending-rows mt-1 text-slate-700">
                      {fields.map((label, i) => (
                        <PendingRow key={label} badge={<FindingNumber n={i + 1} />} label={label} />
                      ))}
                    </ul>
                  </div>
                  {/* What a person reviews, apart from the data fields: they mean something else. */}
                  <div>
                    <p className="text-xs font-semibold text-slate-600">Review</p>
                    <ul className="pending-rows mt-1 text-slate-700">
                      <PendingRow badge={<Badge tone="bg-red-50 text-red-800">!</Badge>} label="Risk flags" />
                      <PendingRow badge={<Badge tone="bg-slate-100 text-slate-700">→</Badge>} label="Recommended next steps" />
                    </ul>
                  </div>
                </>
              )}
            </div>
          )}
          {phase !== 'idle' && analysis && (
            // While it runs, the analysis is laid out as it will be and drawn as its own skeleton, each line of text a grey
            // bar (design review O r46: ~840 px of empty cards on a phone while processing). Inert, so its buttons take no
            // focus and nothing of it is read. Inline styles: the skeleton exists only after a click, so its look costs the
            // first-load stylesheet nothing (tests/output/first-load-budget.test.ts).
            // Pretty (inherited by its lines): "claim.", "binding.", "location." were alone on the last lines of the flags and
            // next steps at 1280 (design review A r49 item 3). A class of the island's own: not in any page's first load.
            <div
              className="col-start-1 row-start-1 grid content-start gap-4 px-5 py-4 text-sm text-pretty"
              style={processing ? SKELETON : undefined}
              inert={processing || undefined}
              tabIndex={analysed ? -1 : undefined}
              data-demo-analysis={analysed ? '' : undefined}
              data-skeleton={processing ? '' : undefined}
            >
              {/* Any spare height (the status box taller than the lead, on phones) between the summary and the hint, so the
                  hint stays 16 px over the numbers it is about at every width (design review N r54 item 5: 32-48 px at 390). */}
              <div className={cx('grid content-start gap-4', processing && 'invisible')} style={{ minHeight: leadMin, alignContent: 'space-between' }}>
                <p className="text-slate-800">{keepUnits(analysis.summary)}</p>
                {/* The cue the number buttons lacked (design review O r46 looked for the passages and did not find them). */}
                <p className="text-xs text-slate-600">{SHOW_PASSAGE_HINT}</p>
              </div>
              <FindingList
                findings={analysis.findings}
                layout="rows"
                active={analysed ? selected : undefined}
                onShowPassage={(n) => {
                  setSelected(n);
                  showPassage(root.current, n, analysis.findings.length);
                }}
              />
              <FlagList
                flags={analysis.flags}
                numbers={flagNumbers(analysis)}
                active={analysed ? selected : undefined}
                skeleton={processing}
                onShowPassage={(n) => {
                  setSelected(n);
                  showPassage(root.current, n, analysis.findings.length);
                }}
              />
              <div>
                <p className="font-semibold text-slate-900">Recommended next steps</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                  {analysis.recommendations.map((r) => (
                    <li key={r}>{keepUnits(r)}</li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </div>
      </AnalysisPanel>
      {/* Its buttons disabled until the result. In place from the first paint where the page has the room (design review P
          r52 item 4 / 2b item 2: the card came at the click and the section grew 180-400 px). */}
      {withActions && (
        <AnalysisPanel title="Actions" Heading={Heading}>
          {/* Disabled at rest and while processing, their labels shown (what the result will let you do), not drawn as a
              skeleton: grey bars at rest read as a page still loading (reviews r34-r36). */}
          <div className="grid gap-4 px-5 py-4 text-sm">
            {/* Two equal columns where "Schedule Follow-Up" (136 px of text) keeps one line in half the row (a 162 px button:
                from 416 px), else one column of four (design review I r51 item 2, F r51 home item 4: columns sized to their
                labels, ~170 and ~138 px at 390, left the pairs unaligned; design review O r46 before it: in equal halves at
                390 the label wrapped). A row's buttons stretch to one height where a label wraps (M r45). */}
            {/* Design review J r52 home item 5: at 390 the four stood as one column (~230 px) that read as navigation; compact
                buttons (13 px text, 4 px inline padding: "Schedule Follow-Up" 126 px of text in a 139 px half at 360) make
                it a 2x2 grid of equal columns from 360 px, one column only below. Inline after a click; by the class
                `actionsAtRest` names where the panel is in the server's HTML. */}
            <div className={cx('grid gap-2', actionsAtRest)} style={actionsAtRest ? undefined : ACTION_COLUMNS} data-demo-actions="">
              {DEMO_ACTIONS.map((action) => {
                const state = actions[action.id];
                return (
                  // A pressed action keeps its ink, with a check once done (design review B r49: at the disabled look's 70%
                  // opacity the four pressed buttons read as unavailable, not as done). Inline: only after a click.
                  <Button key={action.id} variant="secondary" size="sm" className="w-full" style={actionsAtRest ? (state === 'done' ? DONE : undefined) : state === 'done' ? { ...COMPACT_ACTION, ...DONE } : COMPACT_ACTION} onClick={() => runAction(action.id)} disabled={!analysed || Boolean(state)} aria-busy={state === 'processing' || undefined}>
                    {/* One flex item: the button's gap would otherwise split "Schedule" from a kept-whole "Follow-Up". */}
                    <span>
                      {state === 'done' && (
                        <span className="text-emerald-800" aria-hidden="true">
                          {'\u2713 '}
                        </span>
                      )}
                      <Headline text={action.label} />
                    </span>
                  </Button>
                );
              })}
            </div>
            {/* What each action did, one line an action in the order they were pressed, under the buttons, not each under
                its own (design review B r48 item 3: a status line under a button pushed the second row of buttons down
                and left the rows' gaps uneven). A line names its action while it processes; its confirmation is laid
                out (invisible) from the click, so its arrival 1.5 s later moves nothing below it. */}
            {/* Until one is pressed, one line says why they are disabled, then that they are simulated: the same height
                from the first paint to the first press, so the reveal moves nothing, and the panel's rest height takes the
                analysis's (home at 1280 grew 25 px at the click without it). */}
            {Object.keys(actions).length === 0 && <p className="text-xs text-slate-600">{analysed ? ACTIONS_SIMULATED : ACTIONS_PENDING}</p>}
            {Object.keys(actions).length > 0 && (
              <ul className="grid gap-1 text-xs" data-action-status="">
                {(Object.keys(actions) as ActionId[]).map((id) => {
                  const action = DEMO_ACTIONS.find((a) => a.id === id)!;
                  const state = actions[id];
                  return (
                    <li key={id} className="grid">
                      {state === 'processing' && <p className="col-start-1 row-start-1 text-slate-600">{`${action.label}: Processing ...`}</p>}
                      <p className={cx('col-start-1 row-start-1 text-emerald-800', state === 'processing' && 'invisible')} aria-hidden={state === 'processing' || undefined} data-action-done={state === 'done' ? id : undefined}>
                        {id === 'export' && exported ? exportedAs(exported) : action.done}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </AnalysisPanel>
      )}
    </div>
  );
}

/**
 * An item of the un-run panel: a part of what the analysis will hold (the list's `pending-rows`,
 * styles/main.css, lays the items out). Its marks never change: the panel is a live region, and eight changed marks
 * were eight announcements. While processing the list goes (a removal, which a polite region does not announce) and the
 * analysis's skeleton, inert and so unread, takes its place.
 */
function PendingRow({ badge, label }: { badge: ReactNode; label: string }) {
  return (
    <li>
      {badge}
      {label}
    </li>
  );
}

/**
 * A run's look while it processes: its text drawn as grey bars the length of each line (a thick underline under text
 * made transparent; -webkit-text-fill-color, as the parts set their own colour classes, which would win over `color`).
 */
const SKELETON: CSSProperties = {
  WebkitTextFillColor: 'transparent',
  textDecorationLine: 'underline',
  textDecorationColor: '#e2e8f0', // slate-200
  textDecorationThickness: '0.8em',
  textUnderlineOffset: '-0.7em',
  textDecorationSkipInk: 'none',
};

/** The analysis's row gap (its grid's gap-4): the lead needs the status box's height less this. */
const LEAD_GAP = 16;

/** The audit record's "Analysis" dot once the result is in: blue-700, a white check, in the dot's own 16 px box. */
const ANALYSED_DOT = 'background-color:#1447e6;color:#fff;font-size:10px;font-weight:700;line-height:16px;text-align:center';

/** A done action at full strength, not the disabled look's 70% (design review B r49). Inline: only after a click. */
const DONE: CSSProperties = { opacity: 1 };
/**
 * The actions' columns where the panel comes at the click: two equal ones where a 136 px compact button fits in each
 * (from 360 px), else one (design review I r51 item 2; J r52 home item 5), as styles/main.css `demo-actions`.
 */
const ACTION_COLUMNS: CSSProperties = { gridTemplateColumns: 'repeat(auto-fit, minmax(max(8.5rem, 34%), 1fr))' };
/** An action's button, compact (design review J r52 home item 5): 13 px text, 4 px inline padding. */
const COMPACT_ACTION: CSSProperties = { fontSize: '0.8125rem', paddingInline: '0.25rem' };

/** The short document's button once analysed. */
export const showHighlights = (count: number) => `Show all ${count} highlighted passages`;

/** Over the findings: their numbers are buttons to the passages they rest on. */
// Short enough for one line of the panel at 390 px (design review F r51 home item 5: "the document." alone on a second line).
export const SHOW_PASSAGE_HINT = 'Select a number to see its passage in the document.';

/**
 * Brings finding n's passage into view in the document beside (or, on phones, above) the analysis: opens the short
 * box's "Show the whole document" where it is shut, scrolls the passage to the screen's middle, lights it for a
 * moment and gives it focus, so a screen reader reads it next (design review M r45: on a phone the passages the
 * findings cite were hidden in the collapsed document).
 */
function showPassage(from: Element | null, n: number, fieldCount: number): void {
  const widget = from?.closest('[data-demo-widget]');
  const mark = [...(widget?.querySelectorAll<HTMLElement>('mark[data-n]') ?? [])].find((m) => m.dataset.n!.split(',').includes(String(n)));
  if (!widget || !mark) return;
  const toggle = widget.querySelector<HTMLDetailsElement>('details.doc-clip-toggle');
  if (toggle && !toggle.open && toggle.checkVisibility()) toggle.open = true;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  mark.tabIndex = -1;
  mark.focus({ preventScroll: true });
  // Clear of the sticky header (design review I r51, smaller items: at 390 the document's title and file name ended under
  // it): where the passage shows with its document's title above it, the document's panel comes to the top, under the
  // header; a passage further down comes to the middle of the screen, as before.
  const panel = mark.closest<HTMLElement>('.rounded-xl');
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const top = panel && mark.getBoundingClientRect().bottom - panel.getBoundingClientRect().top < window.innerHeight - header - 48 ? panel : mark;
  top.style.scrollMarginTop = `${header + 12}px`;
  top.scrollIntoView({ block: top === mark ? 'center' : 'start', behavior: still ? 'auto' : 'smooth' });
  selectPassage(widget, mark, fieldCount);
}

/**
 * The shown passage stays solid amber-300 with an amber-600 outline, and the others dim to amber-50 with an amber-200
 * ring, until another is chosen or the analysis is reset (design review A r48 item 2: a 2 s flash of a slightly darker
 * yellow beside four other yellow passages was hard to see; design review R r47 before it: the ring alone). Inline
 * styles: only after a click, so the first-load stylesheet pays nothing. The text keeps its colour: only the grounds dim.
 * A passage only flags cite (its numbers all above `fieldCount`) takes the same steps in red, its raised number red
 * too (styles/main.css `cite` reads --ink), as its number under "Flagged" (design review I r51 item 6).
 * No `fieldCount` (the reset): every passage as the stylesheet draws it.
 */
function selectPassage(widget: Element | null | undefined, chosen: HTMLElement | undefined, fieldCount?: number): void {
  for (const mark of widget?.querySelectorAll<HTMLElement>('mark[data-n]') ?? []) {
    const flag = fieldCount !== undefined && mark.dataset.n!.split(',').every((n) => Number(n) > fieldCount);
    const tones = flag ? FLAG_PASSAGE : PASSAGE;
    const look = fieldCount === undefined ? null : !chosen ? (flag ? FLAG_PASSAGE.rest : null) : mark === chosen ? tones.selected : tones.dimmed;
    mark.style.backgroundColor = look?.backgroundColor ?? '';
    mark.style.boxShadow = look?.boxShadow ?? '';
    mark.style.setProperty('--ink', flag && fieldCount !== undefined ? FLAG_INK : '');
    if (!mark.getAttribute('style')) mark.removeAttribute('style');
    mark.toggleAttribute('data-selected', mark === chosen);
  }
}

const PASSAGE = {
  selected: { backgroundColor: '#ffd230', boxShadow: '0 0 0 2px #e17100' },
  dimmed: { backgroundColor: '#fffbeb', boxShadow: '0 0 0 1px #fee685' },
};
/** Red-100 with a red-300 ring at rest, red-300 with a red-600 outline shown, red-50 with a red-200 ring dimmed. */
const FLAG_PASSAGE = {
  rest: { backgroundColor: '#ffe2e2', boxShadow: '0 0 0 1px #ffa2a2' },
  selected: { backgroundColor: '#ffa2a2', boxShadow: '0 0 0 2px #e7000b' },
  dimmed: { backgroundColor: '#fef2f2', boxShadow: '0 0 0 1px #ffc9c9' },
};
/** Red-800: the raised number of a flag's own passage. */
const FLAG_INK = '#9f0712';
