/**
 * The eight AI agent capabilities as a catalogue, each agent an icon tile naming what it works on
 * (content/industries/*.md `capabilities.cards[].icon`) beside its name and its one job.
 * A hairline between entries (the grid's gap over a slate ground). From sm: one panel, two columns (four
 * from lg, under the section's heading), the tile beside the name and the job.
 * On phones: one column of rows, tile, name and a chevron on one line, each job behind its name (a
 * native <details>, always open from sm by CSS: `details-open-sm`, no script), as a list of eight full
 * entries was ~700 px of equal rows at 390 px (review r3, industry pages 9), and two columns of tiles
 * with the "+" in a corner left uneven blank halves and read as hidden content (review r6).
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
 * `beside`: the audience pages' cards beside their heading (a split section's two thirds): two columns from sm, never
 * four, each job at body size (design review M r52 item 4: 14 px in narrow cards read as placeholders), and on phones the
 * same folded rows as the industry pages' agents (design review N r52 teams item 3: six cards stacked ~1,350 px at 390);
 * from lg the tile beside the name as from sm (details-beside, N r52 item 5: shorter cards, less blank beside them).
 */
export function CapabilityGrid({ items, name, evidence, statuses, beside = false }: { items: FeatureCard[]; name: string; evidence?: AgentEvidence; statuses?: AgentStatusLabels; beside?: boolean }) {
  return (
    <ul
      className={cx('details-open-sm grid gap-px sm:grid-cols-2', beside ? 'details-beside' : 'lg:grid-cols-4', 'overflow-hidden break-words border-y border-slate-200 bg-slate-200 sm:rounded-card sm:border sm:shadow-card')}
      data-cards={name}
    >
      {items.map((item) => (
        <li key={item.title} className="bg-white py-3 sm:p-5" data-card="">
          {/* The summary holds the tile and the name (phrasing and heading content), laid out by the list's
              details-open-sm, as is the job (in the column right of the tile: under the name's row on phones,
              pulled up under the name from sm; in the utility, not on each of the eight, for first-load bytes). */}
          <details>
            <summary>
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 sm:size-11">
                <Icon icon={item.icon} className="size-5 sm:size-6" />
              </span>
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              {/* On phones, where the job and its evidence fold, the agent's stage shows on its row (trust review T4 r48:
                  at 390 the two "In production" agents looked like the six with no evidence until opened). */}
              {/* The business's stated status, at every width (trust review T7 r53: 6 of 8 agents said nothing), in place
                  of the phone-only stage; its evidence link still shows under the job. */}
              {/* Green for production only, as the evidence links are; Available and In pilot in the neutral chip, so a pilot
                  never reads as a shipped agent. */}
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
                evidence?.[item.title]?.[0] && (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 sm:hidden" data-agent-stage="">
                    {evidence[item.title][0].tag}
                  </span>
                )
              )}
            </summary>
            {/* Pretty: no one-word last line (design review D r50: "text." alone under /healthcare's discharge summaries). */}
            <p className={cx(beside ? 'text-base leading-7' : 'text-sm leading-6', 'text-pretty text-slate-600')}>
              {/* Beside the heading, at body size in ~300 px, hyphenated words kept whole (design review N r52 teams item 7). */}
              {beside ? <Headline text={item.description} /> : item.description}
              {/* Inside the job's paragraph, so the summary's layout (details-open-sm) places it under the job. */}
              {evidence?.[item.title]?.map((proof) => (
                <a key={proof.href} href={proof.href} className="mt-2 flex min-h-6 w-fit items-center gap-1.5 font-semibold text-emerald-800 hover:text-emerald-900" data-agent-evidence="">
                  <Icon icon={BadgeCheck} className="size-4 shrink-0" />
                  {proof.label}
                </a>
              ))}
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}
