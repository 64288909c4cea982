/**
 * A capability card's small artefact on a solution page (design review R r47 item 1: the four capabilities were a bare row of
 * icons and text, where the hub's cards show what each agent returns). What the capability makes of the page's own sample:
 * register rows, an alert, a deviation, a cited answer (content/solutions.ts#capabilityArtefacts). Static HTML, marked as a
 * sample, as the hero's picture is.
 */
import type { CapabilityArtefact as Artefact } from '../../content/solutions.ts';

export function CapabilityArtefact({ artefact }: { artefact: Artefact }) {
  // Wrapped as plain text (design review K r52 item 3: text-pretty, for B r50 item 3's lone last words, broke the lines ~40 px
  // short of the 265 px box, a ragged edge that read as a bug); units held by no-break spaces in the content. 13 px, its label
  // a darker slate (design review G r51 item 2, I r51 item 7: at 12 px the proof was the hardest text on the page to read); as
  // tall as its own rows, not stretched to the row's tallest (G r51 item 7: 40-60 px of empty grey). The box fills its row's
  // sample track so a row's boxes end level (Q r52 item 3); its rows from the top, one fixed gap apart, and any height left at
  // the box's foot (design review Q r53 solutions item 1: rows spread to fill the box left uneven gaps, e.g. after "not to
  // exceed 4.0x").
  return (
    <figure className="h-full rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-code leading-5" data-capability-artefact="">
      <figcaption className="font-semibold uppercase tracking-wide text-slate-700">Sample</figcaption>
      {artefact.question && <p className="mt-1.5 font-medium text-slate-900">{artefact.question}</p>}
      <dl className="mt-1 divide-y divide-slate-200">
        {artefact.rows.map((row) => (
          <div key={row.term} className="py-1.5">
            <dt className="font-medium text-slate-900">
              {/* The demo's flag colour, for a clause that deviates from the playbook or a value the agent flags: one label on
                  every page (design review K r52 item 4: "Deviation:", "Flag:" and "Fails:" read as three kinds of mark). */}
              {row.flagged && <span className="font-semibold text-red-700">Flag: </span>}
              {row.term}
            </dt>
            <dd className="mt-0.5 text-slate-700">{row.detail}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
