/**
 * The hero picture of a solution page whose live demo follows the hero (/solutions/document-analysis): one document
 * through the agent's pipeline, drawn from the page's data: received (the hero sample's file name), then each of the
 * page's capabilities (their titles and icons) with what it made of that document: its type and clauses, its fields,
 * its flag, the cited summary. Design review A r49 item 1: the hero was a processed document card, the result of the
 * interactive demo straight under it (about 1,500 px of two near-identical cards at 390). Static HTML, no script; an
 * ordered list in a figure, so a screen reader reads the steps in order with the caption.
 */
import Inbox from 'lucide-react/icons/inbox';
import type { FeatureCard, HeroSample } from '../../content/types.ts';
import { Icon } from '../Icon.tsx';
import { Badge, FileName, IllustrativeNote } from '../DocumentAnalysis.tsx';
import { PANEL_TAG, PanelTitleBar } from '../PanelTitleBar.tsx';
import { keepUnits } from '../keep-units.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function DocumentPipeline({ sample, stages }: { sample: HeroSample; stages: readonly FeatureCard[] }) {
  const { findings, flags } = sample.analysis;
  const [classify, extract, flag, summarize] = stages;
  if (!classify || !extract || !flag || !summarize) throw new Error('DocumentPipeline: the page needs four capabilities (classify, extract, flag, summarize).');
  const clauses = sample.original.map((paragraph) => paragraph.split(':')[0]);
  const steps = [
    { title: 'Received', icon: Inbox, body: <FileName name={sample.documentName} /> },
    { title: classify.title, icon: classify.icon, body: <p>{`${sample.documentType}: ${clauses.join(', ')}`}</p> },
    {
      title: extract.title,
      icon: extract.icon,
      body: (
        <ul className="grid gap-1">
          {findings.map((f) => (
            <li key={f.label}>
              <span className="text-slate-600">{`${f.label}: `}</span>
              <span className="font-semibold text-slate-900">{keepUnits(f.value)}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: flag.title,
      icon: flag.icon,
      body: (
        <ul className="grid gap-1">
          {flags.map((f) => (
            <li key={f} className="flex items-baseline gap-2">
              <Badge tone="bg-red-50 text-red-800">!</Badge>
              {keepUnits(f)}
            </li>
          ))}
        </ul>
      ),
    },
    { title: summarize.title, icon: summarize.icon, body: <p>{`${count(findings.length, 'field')} and ${count(flags.length, 'flag')}, each linked to its passage, ready for review`}</p> },
  ];
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm" data-figure="" data-document-pipeline="">
      <PanelTitleBar title="One document, start to finish" aside={<span className={PANEL_TAG}>{sample.documentType}</span>} />
      <ol className="px-5 py-4 text-sm text-slate-700">
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4 pb-5 last:pb-0" data-pipeline-node="">
            {i < steps.length - 1 && <span className="absolute top-10 bottom-0 left-5 w-px bg-slate-300" aria-hidden="true" />}
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
              <Icon icon={step.icon} className="size-5" />
            </span>
            <div className="min-w-0 pt-0.5 text-pretty">
              <p className="font-semibold text-slate-900">{step.title}</p>
              <div className="mt-1">{step.body}</div>
            </div>
          </li>
        ))}
      </ol>
      {/* 13 px (design review G r51 item 2: 12 px read as fine print). */}
      <IllustrativeNote as="figcaption" size="text-code" />
    </figure>
  );
}
