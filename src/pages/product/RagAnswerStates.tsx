/**
 * /technology/rag's two paragraphs that were text only, shown on the hero's sample policy (design review Q r52 item 3):
 * - "Why it reduces made-up answers": a question the policy does not cover, the retrieval that finds no passage, and the
 *   agent's answer that says so instead of guessing;
 * - "Current knowledge without retraining": the hero's question before and after the policy's revision, v4 and v5, with
 *   the index updated and the model unchanged.
 * Server-rendered, no script; the boxes are the permission matrix's, and each caption says it is a sample. The page's own
 * visuals, not shared components (as StepInOut).
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { NoPassageSample, PolicyUpdateSample } from '../../content/visuals.ts';
import { Icon } from '../../components/Icon.tsx';

const BOX = 'mt-6 rounded-card border border-slate-200 bg-slate-50 p-4 sm:p-6';
/** A part's label: the hero card's small capitals (as In and Out on the steps). */
const TERM = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CARD = 'rounded-lg border border-slate-200 bg-white p-4';

export function NoPassageAnswer({ sample }: { sample: NoPassageSample }) {
  return (
    <figure className={BOX} data-no-passage="">
      {/* Question, retrieval, answer: one column at every width, in reading order (design review Q r53 item 4: in a row the
          one-line question and the lone pill stood beside a four-line answer, ~120 px of dead space under the first two).
          Not pretty: at 390 it set the answer's lines ~25% short of its white box (design review Q r54 technology item 4);
          the answer's last two words held together instead, so 'owner.' still never ends it alone (design pass r54). */}
      <dl className="grid gap-4 text-body-sm leading-6">
        <div>
          <dt className={TERM}>Question</dt>
          <dd className="mt-1 font-medium text-slate-900">“{sample.question}”</dd>
        </div>
        <div>
          <dt className={TERM}>Retrieved from {sample.searched}</dt>
          <dd className="mt-2">
            <span className="inline-flex items-center rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700" data-found="">
              {sample.found}
            </span>
          </dd>
        </div>
        <div>
          <dt className={TERM}>Answer</dt>
          <dd className={`mt-1 ${CARD} text-slate-700`}>{holdLastWords(sample.answer)}</dd>
        </div>
      </dl>
      <figcaption className="mt-4 text-sm leading-6 text-pretty text-slate-600">{sample.caption}</figcaption>
    </figure>
  );
}

/** The text with its last two words joined by a no-break space: a paragraph that fills its lines never ends on one word. */
function holdLastWords(text: string): string {
  const at = text.lastIndexOf(' ');
  return at < 0 ? text : `${text.slice(0, at)}\u00a0${text.slice(at + 1)}`;
}

export function PolicyUpdateStrip({ sample }: { sample: PolicyUpdateSample }) {
  const [before, after] = sample.versions;
  return (
    <figure className={BOX} data-policy-update="">
      <p className="text-body-sm leading-6 text-pretty text-slate-900">
        <span className={TERM}>Question</span> <span className="font-medium">“{sample.question}”</span>
      </p>
      {/* Before, then after: side by side from sm with an arrow between, one over the other on phones. */}
      <div className="mt-4 grid items-center gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <Version version={before!} />
        <Icon icon={ArrowRight} className="size-5 justify-self-center text-slate-600 max-sm:rotate-90" />
        <Version version={after!} />
      </div>
      <dl className="mt-4 flex flex-wrap gap-2 text-xs font-medium" data-parts="">
        {sample.parts.map(({ part, state }, i) => (
          <div key={part} className={`inline-flex gap-1 rounded-full border px-2.5 py-0.5 ${i === 0 ? 'border-blue-200 bg-blue-50 text-blue-800' : 'border-slate-300 bg-white text-slate-700'}`}>
            <dt>{part}:</dt>
            <dd>{state}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-4 text-sm leading-6 text-pretty text-slate-600">{sample.caption}</figcaption>
    </figure>
  );
}

function Version({ version }: { version: PolicyUpdateSample['versions'][number] }) {
  return (
    <div className={`${CARD} text-body-sm leading-6`} data-version="">
      <p className={TERM}>{version.label}</p>
      <p className="mt-1 text-slate-700">{version.passage}</p>
      <p className="mt-2 text-slate-900">
        <span className={TERM}>Answer</span> {version.answer}
      </p>
    </div>
  );
}
