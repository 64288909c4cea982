/**
 * What a point of /about's "How we work with regulated customers" shows under its text (design review A r48 item 3:
 * three text cards "only tell"): the frameworks as the site's one chip strip (FrameworkChip, as on /pricing and home),
 * three rows of the audit-trail feature's sample record on its rail, as that feature's picture draws them
 * (src/content/feature-visuals.ts), labelled a sample with its time zone, and the documentation /security publishes for an
 * assessment, by its sections' own titles. Nothing here is new content: each comes from its one source.
 */
import { COMPLIANCE_FRAMEWORKS, FRAMEWORKS_ID, SECURITY_PATH } from '../../content/compliance.ts';
import { FEATURE_VISUALS, type LogVisual } from '../../content/feature-visuals.ts';
import type { PointShow } from '../../content/company.ts';
import { FrameworkChip } from '../../components/FrameworkChip.tsx';
import { LogEventParts } from '../../components/visuals/FeatureVisual.tsx';
import { Icon } from '../../components/Icon.tsx';
import FileText from 'lucide-react/icons/file-text';
import { CONTROLS_SECTION, FRAMEWORKS_SECTION, RESPONSIBILITY_ID, SHARED_RESPONSIBILITY } from '../../content/security.ts';
import { sectionHref } from '../../render/paths.ts';

/**
 * The audit trail's sample record, three of its rows so it reads as a trail (design review A r49 item 3: one row,
 * "Finding confirmed", did not): the analysis run, the reviewer's confirmation (who, what, citing which clause) and the
 * export for the audit file.
 */
const AUDIT_LOG = logVisual('audit-trail');
const AUDIT_ROWS = ['Analysis completed', 'Finding confirmed', 'Trail exported'].map((start) => {
  const event = AUDIT_LOG.events.find((e) => e.event.startsWith(start));
  if (!event) throw new Error(`src/content/feature-visuals.ts: the audit trail's sample has no "${start}" event; /about's trail draws one`);
  return event;
});

/**
 * What /security publishes for an assessment, by its sections' titles (design review A r49 item 2), each a link to its
 * section (trust review TR r52: drawn as documents with file icons, they read as links and led nowhere).
 */
const SECURITY_DOCUMENTS = [
  { title: CONTROLS_SECTION.title, id: CONTROLS_SECTION.id },
  { title: SHARED_RESPONSIBILITY.title, id: RESPONSIBILITY_ID },
  { title: FRAMEWORKS_SECTION.title, id: FRAMEWORKS_ID },
];

/** The artefacts' one frame, so the three cards weigh the same. */
const CARD = 'mt-4 rounded-lg border border-slate-200 bg-white p-3 shadow-card';
const CARD_CAPTION = 'flex justify-between gap-3 text-xs font-semibold text-slate-600';

function logVisual(key: string): LogVisual {
  const visual = FEATURE_VISUALS[key];
  if (visual?.kind !== 'log') throw new Error(`src/content/feature-visuals.ts: ${key} is no longer a log; /about's audit row draws one`);
  return visual;
}

export function PointShowcase({ show }: { show: PointShow }) {
  if (show === 'frameworks')
    return (
      // Framed and captioned as the other two points' exhibits (design review L r52 item 6: the chips floated unframed beside
      // two cards). The chips as words of one paragraph, as ComplianceBadges sets them, so a short last line shares the chips.
      <figure className={CARD} data-point-show="frameworks">
        <figcaption className={CARD_CAPTION}>Frameworks mapped</figcaption>
        <ul className="mt-2 -mr-2 -mb-2 border-t border-slate-100 pt-3 text-balance">
          {COMPLIANCE_FRAMEWORKS.map((framework) => (
            <li key={framework.id} className="mr-2 mb-2 inline-block align-top">
              <FrameworkChip framework={framework} />
            </li>
          ))}
        </ul>
      </figure>
    );
  if (show === 'security-documents')
    return (
      <figure className={CARD} data-point-show="security-documents">
        <figcaption className={CARD_CAPTION}>Published on our security page</figcaption>
        <ul className="mt-2">
          {SECURITY_DOCUMENTS.map((document) => (
            <li key={document.id} className="border-t border-slate-100">
              <a href={sectionHref(SECURITY_PATH, document.id)} className="flex items-center gap-3 py-2.5 text-sm font-semibold text-slate-900 hover:text-blue-700">
                <Icon icon={FileText} className="size-4 shrink-0 text-blue-700" />
                {document.title}
              </a>
            </li>
          ))}
        </ul>
      </figure>
    );
  return (
    <figure className={CARD} data-point-show="audit-record">
      <figcaption className={CARD_CAPTION}>
        <span>{`${AUDIT_LOG.label} · ${AUDIT_LOG.meta}`}</span>
        <span className="font-mono font-normal">{`Times in ${AUDIT_LOG.timeZone}`}</span>
      </figcaption>
      {/* The rows as the feature's picture draws them (one component, so the two cannot drift), on its thin rail. */}
      <ol className="mt-2 border-t border-slate-100 pt-2">
        {AUDIT_ROWS.map((event, i) => (
          <li key={event.time} className="relative flex gap-3 pb-3 last:pb-0">
            {i < AUDIT_ROWS.length - 1 && <span className="absolute top-4 bottom-0 left-[5px] w-px bg-slate-200" aria-hidden="true" data-trail-rule="" />}
            <LogEventParts event={event} />
          </li>
        ))}
      </ol>
    </figure>
  );
}
