/**
 * What a point of /about's "How we work with regulated customers" shows under its text (design review A r48 item 3:
 * three text cards "only tell"): the frameworks as the site's one chip strip (FrameworkChip, as on /pricing and home),
 * and one row of the audit-trail feature's sample record, as that feature's picture draws it (src/content/feature-visuals.ts),
 * labelled a sample with its time zone. Nothing here is new content: both come from their one source.
 */
import { COMPLIANCE_FRAMEWORKS } from '../../content/compliance.ts';
import { FEATURE_VISUALS, type LogVisual } from '../../content/feature-visuals.ts';
import type { PointShow } from '../../content/company.ts';
import { FrameworkChip } from '../../components/FrameworkChip.tsx';
import { LogEventParts } from '../../components/visuals/FeatureVisual.tsx';

/** The audit trail's sample record; the reviewer's confirmation is the row an auditor reads for (who, what, citing which clause). */
const AUDIT_LOG = logVisual('audit-trail');
const AUDIT_ROW = AUDIT_LOG.events.find((event) => event.event.startsWith('Finding confirmed')) ?? AUDIT_LOG.events[0]!;

function logVisual(key: string): LogVisual {
  const visual = FEATURE_VISUALS[key];
  if (visual?.kind !== 'log') throw new Error(`src/content/feature-visuals.ts: ${key} is no longer a log; /about's audit row draws one`);
  return visual;
}

export function PointShowcase({ show }: { show: PointShow }) {
  if (show === 'frameworks')
    return (
      // The chips as words of one paragraph, as ComplianceBadges sets them, so a short last line shares the chips.
      <ul className="mt-4 -mr-2 -mb-2 text-balance" data-point-show="frameworks">
        {COMPLIANCE_FRAMEWORKS.map((framework) => (
          <li key={framework.id} className="mr-2 mb-2 inline-block align-top">
            <FrameworkChip framework={framework} />
          </li>
        ))}
      </ul>
    );
  return (
    <figure className="mt-4 rounded-lg border border-slate-200 bg-white p-3 shadow-card" data-point-show="audit-record">
      <figcaption className="flex justify-between gap-3 text-xs font-semibold text-slate-600">
        <span>{`${AUDIT_LOG.label} · ${AUDIT_LOG.meta}`}</span>
        <span className="font-mono font-normal">{`Times in ${AUDIT_LOG.timeZone}`}</span>
      </figcaption>
      {/* The row as the feature's picture draws it (one component, so the two cannot drift). */}
      <p className="mt-2 flex gap-3 border-t border-slate-100 pt-2">
        <LogEventParts event={AUDIT_ROW} />
      </p>
    </figure>
  );
}
