/**
 * The eight AI agent capabilities as a catalogue, each agent an icon tile naming what it works on
 * (content/industries/*.md `capabilities.cards[].icon`) beside its name and its one job.
 * A hairline between entries (the grid's gap over a slate ground). From sm: one panel, two columns (four
 * from lg, under the section's heading), the tile beside the name and the job.
 * On phones: one column of rows, tile and name on one line, the job under the name (no longer folded behind a tap:
 * design review V r53 teams item 6 and N r53 industry item 5 asked for the copy visible at 390; two columns of tiles
 * with the "+" in a corner left uneven blank halves, review r6).
 * On phones the rows run between hairlines with no inset, the tiles on the heading's edge (design review H r42: 12 px in).
 * break-words: at 320 px a long word ("Acknowledgement") is wider than its column.
 */
import type { FeatureCard } from '../../content/types.ts';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';
import { Headline } from '../../components/Headline.tsx';

/** Evidence for an agent, by its card title: where it runs, linked to the study that says so (agentEvidence). */
export type AgentEvidence = Record<string, { label: string; tag: string; href: string }[]>;
/** Each agent's status as the business states it ("In production", "Available", "In pilot"), by card title (agentStatuses). */
export type AgentStatusLabels = Record<string, { label: string; production: boolean }>;

/**
 * `keepWords` (the audience pages' cards): hyphenated words in a job kept whole (design review N r52 teams item 7), and
 * three to a row from lg when the count divides by three (/content-creators' six; design review N r53 teams item 3: the
 * cards beside a heading column left 150-450 px of white beside them at 1280, so the heading now stands above the grid).
 * Every job shows at every width, no tap (design review V r53 teams item 6, N r53 teams item 4 and industry item 5: at 390
 * the folded rows showed titles only, the one section that says what the product does), at 14 px slate-600 under a 16 px
 * semibold name (V r53 teams item 3: the job at the name's size flattened the cards).
 */
export function CapabilityGrid({ items, name, evidence, statuses, keepWords = false }: { items: FeatureCard[]; name: string; evidence?: AgentEvidence; statuses?: AgentStatusLabels; keepWords?: boolean }) {
  return (
    <ul
      className={cx('capability-rows grid gap-px sm:grid-cols-2', keepWords && items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4', 'overflow-hidden break-words border-y border-slate-200 bg-slate-200 sm:rounded-card sm:border sm:shadow-card')}
      data-cards={name}
    >
      {items.map((item) => (
        <li key={item.title} className="bg-white py-3 sm:p-5" data-card="">
          {/* The tile and the name on one row, laid out by the list's capability-rows, as is the job (under the name beside
              the tile on phones and from sm, under both from lg; in the utility, not on each card, for first-load bytes). */}
          <div>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 sm:size-11">
              <Icon icon={item.icon} className="size-5 sm:size-6" />
            </span>
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            {/* The business's stated status, at every width (trust review T7 r53: 6 of 8 agents said nothing), in place of the
                phone-only stage; green for production only, as the evidence links are, so a pilot never reads as shipped. */}
            {statuses?.[item.title] ? (
              <span
                className={cx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
                  statuses[item.title].production ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-slate-200',
                )}
                data-agent-status=""
              >
                {statuses[item.title].label}
              </span>
            ) : (
              /* Without a status, the stage on phones (trust review T4 r48: at 390 the two "In production" agents looked like
                 the six with no evidence). */
              evidence?.[item.title]?.[0] && (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 sm:hidden" data-agent-stage="">
                  {evidence[item.title][0].tag}
                </span>
              )
            )}
          </div>
          {/* Pretty: no one-word last line (design review D r50: "text." alone under /healthcare's discharge summaries; V r53 teams item 3: "to expiry."). */}
          <p className="text-sm leading-6 text-pretty text-slate-600">
            {keepWords ? <Headline text={item.description} /> : item.description}
            {/* Inside the job's paragraph, so the row's layout (capability-rows) places it under the job. */}
            {evidence?.[item.title]?.map((proof) => (
              <a key={proof.href} href={proof.href} className="mt-2 flex min-h-6 w-fit items-center gap-1.5 font-semibold text-emerald-800 hover:text-emerald-900" data-agent-evidence="">
                <Icon icon={BadgeCheck} className="size-4 shrink-0" />
                {proof.label}
              </a>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Under the agents, each status once with what it means (trust review T8 r54 /financial-services item 4). */
export function AgentStatusLegend({ legend }: { legend: { label: string; definition: string }[] }) {
  return (
    <dl className="mt-4 grid gap-1 text-sm leading-6 text-slate-600" data-agent-status-legend="">
      {legend.map(({ label, definition }) => (
        <div key={label}>
          <dt className="inline font-semibold text-slate-900">{label}:</dt> <dd className="inline">{definition}</dd>
        </div>
      ))}
    </dl>
  );
}
