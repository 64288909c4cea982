/**
 * The business's assurance facts on /security (content/assurance/): SOC 2 Type II status and period,
 * the last penetration test, the incident-notification commitment, the documents available on request, the subprocessors and the
 * disclosure policy (which security.txt's
 * Policy points at). Each part shows only with its entries; the section, only with any.
 */
import { AccountablePeople } from './AccountablePeople.tsx';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ScanSearch from 'lucide-react/icons/scan-search';
import Mail from 'lucide-react/icons/mail';
import FileText from 'lucide-react/icons/file-text';
import Handshake from 'lucide-react/icons/handshake';
import { industryName } from '../../content/industries.ts';
import BellRing from 'lucide-react/icons/bell-ring';
import Bot from 'lucide-react/icons/bot';
import PackageCheck from 'lucide-react/icons/package-check';
import RadioTower from 'lucide-react/icons/radio-tower';
import Cpu from 'lucide-react/icons/cpu';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ENVIRONMENT_TOPICS, STATEMENT_TOPICS, type StatementTopic } from '../../collections/evidence-schemas.ts';
import { CUSTOM_TRAINING_HREF, statementId } from '../../content/evidence-paths.ts';
import { Section } from '../../components/Section.tsx';
import { Icon } from '../../components/Icon.tsx';
import { assuranceOf, EVIDENCE, type AssuranceEntry } from '../../content/evidence.ts';
import { ASSURANCE_COPY as COPY } from '../../content/evidence-copy.ts';
import { CONTACT } from '../../site.ts';
import { DISCLOSURE_POLICY_ID, SECURITY_TXT_PATH } from '../../security-txt-rules.ts';
import { formatDate } from '../../components/format-date.ts';
import { Prose } from '../resources/Prose.tsx';
import type { ReactNode } from 'react';
import { AUDIT_EVIDENCE_ID, DOCUMENTS_ID, SOC2_REPORT_ID } from '../../content/compliance.ts';
import { cx } from '../../components/cx.ts';
import { RequestLink } from './RequestLink.tsx';
import { Subprocessors } from './Subprocessors.tsx';

/** One labelled fact; `wide` spans both columns of a card's two-column fact grid (a sentence, not a date or a name). Phones too: the dates and names two a row (review round 6: one a row, the two cards ran to 2.5 screens at 390 px). */
function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    // content-start: beside a neighbour that wraps, the value stays under its label (review round 4: stretched, it dropped 12 px).
    <div className={wide ? 'col-span-2 grid content-start gap-0.5' : 'grid content-start gap-0.5'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}


/** The SOC 2 Type II card's anchor: the framework list on /security links Vertiq's own report here. */
export const SOC2_CARD_ID = SOC2_REPORT_ID;


/**
 * A card: icon, heading and badge, its facts in two columns at every width, then what to do next. Cards side by side
 * are one height, the request panel straight under each card's facts (review C r23 and r31: pinned to the foot, it left
 * a dead gap under the SOC 2 card's shorter facts; the spare height is the card's foot instead).
 */
function Card({ icon, heading, badge, children, name, id, footer }: { icon: typeof ShieldCheck; heading: string; badge?: string; children: ReactNode; name: string; id?: string; footer?: ReactNode }) {
  return (
    <article id={id} className="flex scroll-mt-24 flex-col gap-5 rounded-card border border-slate-200 bg-white p-5 sm:p-6" data-assurance={name}>
      {/* The badge at the heading row's end, a status in the card's corner, where the card is wide enough for both on one
          line; on phones and in the two narrow columns of md, a line of its own under the heading, both cards alike
          (review C r22: beside the badge, "Penetration test" wrapped to two lines at 390 px; r8: one badge wrapped, the
          other did not). */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1.5">
        <Icon icon={icon} className="size-6 shrink-0 text-blue-700" />
        <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
        {badge && <span className="mt-0.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 max-sm:col-start-2 max-sm:justify-self-start md:max-lg:col-start-2 md:max-lg:justify-self-start" data-badge="">{badge}</span>}
      </div>
      <dl className="grid grid-cols-2 content-start gap-x-4 gap-y-4 sm:gap-x-6">{children}</dl>
      {footer}
    </article>
  );
}

/**
 * How to get a document, then the request: the card's last row (Card). One panel for
 * the SOC 2 report and the penetration test's summary, so the two cards end alike.
 */
function RequestPanel({ term, how, name, children }: { term: string; how: string; name: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset" data-request-panel={name}>
      <dl>
        <Fact term={term}>{how}</Fact>
      </dl>
      {children && <p className="mt-3">{children}</p>}
    </div>
  );
}

type OnRequestDocument = Extract<AssuranceEntry, { kind: 'on-request' }>['documents'][number];

/**
 * The documents on request in CheckList's look (its base size, here the file glyph), each its name and, when the business
 * gives one, a sentence under it on what its reader receives (review C r15: "Model documentation pack" alone told a model
 * validator nothing). Not CheckList itself: an island shares that one, and its bundle would change for every page.
 */
function DocumentList({ documents, className }: { documents: OnRequestDocument[]; className?: string }) {
  return (
    <ul className={cx('grid gap-3 text-base leading-6 text-slate-700', className)}>
      {documents.map((document) => {
        const name = typeof document === 'string' ? document : document.name;
        return (
          <li key={name} className="flex gap-3">
            <Icon icon={FileText} className="mt-0.5 size-5 shrink-0 text-blue-700" />
            {typeof document === 'string' || !document.detail ? (
              name
            ) : (
              <span>
                {name}
                {/* The list's size, muted (review C r22: smaller, the examiner's item read as a footnote). */}
                <span className="mt-0.5 block text-pretty text-slate-600" data-document-detail="">
                  {document.detail}
                </span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function AssuranceSection() {
  if (!EVIDENCE.assurance.length) return null;
  const soc2 = assuranceOf('soc2-type-ii');
  const penTests = assuranceOf('penetration-test').sort((a, b) => b.date.localeCompare(a.date)).slice(0, 1);
  const subprocessors = assuranceOf('subprocessor');
  // The list's own entry (its date, how to hear of a change), the latest if the business keeps more than one.
  const [subprocessorList] = assuranceOf('subprocessor-list').sort((a, b) => b.updated.localeCompare(a.updated));
  const policies = assuranceOf('disclosure-policy');
  const onRequest = assuranceOf('on-request').flatMap((entry) => entry.documents);
  const incidents = assuranceOf('incident-notification');
  const commitments = assuranceOf('industry-commitment');
  return (
    // Muted like the shared-responsibility section below it, so a rule divides the two (the design system's rhythm).
    <Section id={AUDIT_EVIDENCE_ID} name="assurance" tone="muted" align="left" className="border-b border-slate-200" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      <div className="grid gap-6">
        <AccountablePeople area="security" />
        {(soc2.length > 0 || penTests.length > 0) && (
          // Two cards side by side from md, one height (Card), their facts in matching two-column rows.
          <div className="grid gap-6 md:grid-cols-2">
            {soc2.map((report) => (
              <Card
                key={report.slug}
                id={SOC2_CARD_ID}
                name="soc2"
                icon={ShieldCheck}
                heading={COPY.soc2.heading}
                badge={COPY.soc2.status[report.status]}
                footer={
                  <RequestPanel term={COPY.soc2.request} how={report.howToRequest} name="soc2">
                    {report.status === 'report-available' && <RequestLink subject={COPY.actions.requestSubject} label={COPY.actions.requestReport} />}
                  </RequestPanel>
                }
              >
                <Fact term={COPY.soc2.period}>{`${formatDate(report.periodStart)} to ${formatDate(report.periodEnd)}`}</Fact>
                {report.reportIssued && (
                  <Fact term={COPY.soc2.issued}>
                    <time dateTime={report.reportIssued}>{formatDate(report.reportIssued)}</time>
                  </Fact>
                )}
                <Fact term={COPY.soc2.auditor}>{report.auditor}</Fact>
                {report.nextReportExpected && (
                  <Fact term={COPY.soc2.nextReport}>
                    <time dateTime={report.nextReportExpected}>{formatDate(report.nextReportExpected)}</time>
                  </Fact>
                )}
                {/* What the auditor concluded, beside how many exceptions it noted, as the report gives them (trust review r42). */}
                {report.opinion && <Fact term={COPY.soc2.opinion}>{COPY.soc2.opinions[report.opinion]}</Fact>}
                {report.exceptionsNoted !== undefined && <Fact term={COPY.soc2.exceptions}>{report.exceptionsNoted}</Fact>}
                {/* The business's word that this is its first Type II report (trust review T2 r46), a row of its own after the
                    opinion's pair, so no date or name is left alone in a row. */}
                {report.firstReport && (
                  <Fact term={COPY.soc2.report} wide>
                    {COPY.soc2.firstReport}
                  </Fact>
                )}
                {report.scope && (
                  <Fact term={COPY.soc2.scope} wide>
                    {report.scope}
                  </Fact>
                )}
                {report.criteria && (
                  <Fact term={COPY.soc2.criteria} wide>
                    {report.criteria.join(', ')}
                  </Fact>
                )}
              </Card>
            ))}
            {/* No link to the disclosure policy (the card right below; review: a link that pointed at its neighbour). The
                summary's request panel when the business offers one, so the two cards end alike (review round 5). */}
            {penTests.map((test) => (
              <Card
                key={test.slug}
                name="penetration-test"
                icon={ScanSearch}
                heading={COPY.penTest.heading}
                badge={test.howToRequestSummary && COPY.penTest.status}
                footer={
                  test.howToRequestSummary && (
                    <RequestPanel term={COPY.penTest.request} how={test.howToRequestSummary} name="penetration-test">
                      <RequestLink subject={COPY.actions.summarySubject} label={COPY.actions.requestSummary} />
                    </RequestPanel>
                  )
                }
              >
                <Fact term={COPY.penTest.date}>
                  <time dateTime={test.date}>{formatDate(test.date)}</time>
                </Fact>
                <Fact term={COPY.penTest.firm}>{test.firm}</Fact>
                {test.cadence && <Fact term={COPY.penTest.cadence}>{test.cadence}</Fact>}
                {test.nextDue && (
                  <Fact term={COPY.penTest.nextDue}>
                    <time dateTime={test.nextDue}>{formatDate(test.nextDue)}</time>
                  </Fact>
                )}
                <Fact term={COPY.penTest.scope} wide>
                  {test.scope}
                </Fact>
                {test.outcome && (
                  <Fact term={COPY.penTest.outcome} wide>
                    {test.outcome}
                  </Fact>
                )}
              </Card>
            ))}
          </div>
        )}
        {incidents.map((incident) => (
          // One row under the report and the test, its heading beside the commitment from lg (review C r22: "add one row").
          // The icon beside the heading only, the commitment flush with the card's padding like every other card's text
          // (review C r31: under lg it hung indented under the heading).
          <article key={incident.slug} className="grid gap-2 rounded-card border border-slate-200 bg-white p-5 sm:p-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-6" data-assurance="incident-notification">
            <div className="flex items-start gap-3">
              <Icon icon={BellRing} className="mt-0.5 size-6 shrink-0 text-blue-700" />
              <h3 className="text-lg font-semibold text-slate-900">{COPY.incident.heading}</h3>
            </div>
            <p className="leading-7 text-pretty text-slate-700">{incident.commitment}</p>
          </article>
        ))}
        {commitments.map((commitment) => (
          // A commitment to one industry's customers (a business associate agreement), in the incident row's shape, its
          // industry named over it: the industry page's audits band shows it too (ComplianceBadges).
          <article key={commitment.slug} className="grid gap-2 rounded-card border border-slate-200 bg-white p-5 sm:p-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-6" data-assurance="industry-commitment">
            <div className="flex items-start gap-3">
              <Icon icon={Handshake} className="mt-0.5 size-6 shrink-0 text-blue-700" />
              <div>
                <p className="text-sm font-semibold text-blue-700">{industryName(commitment.industry) ?? commitment.industry}</p>
                <h3 className="text-lg font-semibold text-slate-900">{commitment.name}</h3>
              </div>
            </div>
            <p className="leading-7 text-pretty text-slate-700">{commitment.statement}</p>
          </article>
        ))}
        {/* After the commitments, before the documents: what the product does about AI threats, updates, telemetry and
            custom training (trust review T2 r46). */}
        <Statements />
        {onRequest.length > 0 && (
          // The vendor-risk pack a bank's review asks for next, as the business lists it, with one request.
          <div id={DOCUMENTS_ID} className="scroll-mt-24 rounded-card border border-slate-200 bg-white p-6" data-assurance="on-request">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h3 className="text-lg font-semibold text-slate-900">
                {COPY.onRequest.heading}
              </h3>
              <p className="text-sm text-slate-600">{COPY.onRequest.caption}</p>
            </div>
            {/* Three columns from lg unless an even count would leave a short last row there (review round 5: 8 in threes left a gap). */}
            <DocumentList documents={onRequest} className={cx('mt-4 gap-x-8 sm:grid-cols-2', (onRequest.length % 2 !== 0 || onRequest.length % 3 === 0) && 'lg:grid-cols-3')} />
            {/* The request alone: how the product figures were measured closes the frameworks section (SecurityPage; review
                C r31: beside the documents it had nothing to do with them). */}
            <p className="mt-4 border-t border-slate-200 pt-4">
              <RequestLink subject={COPY.onRequest.subject} label={COPY.actions.requestDocuments} />
            </p>
          </div>
        )}
        <Subprocessors subprocessors={subprocessors} list={subprocessorList} />
        {policies.map((policy) => (
          <article key={policy.slug} id={DISCLOSURE_POLICY_ID} aria-labelledby={`${DISCLOSURE_POLICY_ID}-heading`} className="scroll-mt-24 rounded-card border border-slate-200 bg-white p-6" data-assurance="disclosure-policy">
            <h3 id={`${DISCLOSURE_POLICY_ID}-heading`} className="text-lg font-semibold text-slate-900">
              {COPY.disclosure.heading}
            </h3>
            {/* One type size across the summary and the policy; beside them from lg, where to send a report. */}
            <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_18rem] lg:gap-12">
              <div>
                {/* The other assurance cards' body size (review: this card's text read a step larger). */}
                <p className="text-base leading-7 text-pretty text-slate-700">{policy.summary}</p>
                <Prose body={policy.body} className="mt-4 text-base! leading-7!" />
              </div>
              {/* Two standalone links, each a 24 px target (WCAG 2.2, 2.5.8), not 17 px lines of small print. */}
              {/* The address and security.txt as two separate items, each with its icon, a rule between (review: stacked, they read as one string). */}
              <p className="grid content-start self-start rounded-lg bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset" data-report-to="">
                <span>{COPY.disclosure.reportTo}</span>
                <a href={`mailto:${CONTACT.securityEmail}`} className="mt-1 inline-flex min-h-6 items-center gap-2 justify-self-start text-base font-semibold break-all text-blue-700 hover:text-blue-800">
                  <Icon icon={Mail} className="size-4 shrink-0" />
                  {CONTACT.securityEmail}
                </a>
                <a href={`/${SECURITY_TXT_PATH}`} className="mt-3 inline-flex min-h-6 items-center gap-2 justify-self-start border-t border-slate-200 pt-3 text-base font-semibold text-blue-700 hover:text-blue-800">
                  <Icon icon={FileText} className="size-4 shrink-0" />
                  {COPY.disclosure.securityTxt}
                </a>
              </p>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

type ProductTopic = Exclude<StatementTopic, (typeof ENVIRONMENT_TOPICS)[number]>;
const STATEMENT_ICONS: Record<ProductTopic, typeof ShieldCheck> = { 'ai-testing': Bot, 'update-signing': PackageCheck, telemetry: RadioTower, 'custom-training': Cpu };
const isEnvironment = (topic: StatementTopic): topic is (typeof ENVIRONMENT_TOPICS)[number] => (ENVIRONMENT_TOPICS as readonly string[]).includes(topic);

/**
 * The business's statements on the product and its models (kind statement; trust review T2 r46), one row each in the incident
 * row's shape under one heading, in the topics' order; the AI testing's date and tester as its facts; custom training's
 * also linked to /technology/small-llms, where it sits beside the model cards. Nothing without a statement.
 */
function Statements() {
  const statements = STATEMENT_TOPICS.flatMap((topic) => assuranceOf('statement').filter((entry) => entry.topic === topic));
  const product = statements.filter((entry) => !isEnvironment(entry.topic));
  const environment = statements.filter((entry) => isEnvironment(entry.topic));
  return (
    <>
      {product.length > 0 && <ProductStatements statements={product} />}
      {environment.length > 0 && <EnvironmentStatements statements={environment} />}
    </>
  );
}

/**
 * How the deployment meets the customer's own controls (trust review T7 r53: identity protocols, key management, encryption
 * in transit, support logs, offline updates, AI governance), as the business states each: short answers two a row from md,
 * each under a rule, not a card each (six more cards under the product's four made the section a long column).
 */
function EnvironmentStatements({ statements }: { statements: Extract<AssuranceEntry, { kind: 'statement' }>[] }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6" data-assurance="environment">
      <h3 className="text-lg font-semibold text-slate-900">{COPY.statements.environmentHeading}</h3>
      <dl className="mt-4 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {statements.map((entry) => (
          <div key={entry.slug} id={statementId(entry.topic)} className="scroll-mt-24 border-t border-slate-200 pt-4" data-statement={entry.topic}>
            <dt className="font-semibold text-slate-900">{COPY.statements.topics[entry.topic]}</dt>
            <dd className="mt-1 leading-7 text-pretty text-slate-700">{entry.statement}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ProductStatements({ statements }: { statements: Extract<AssuranceEntry, { kind: 'statement' }>[] }) {
  return (
    <div className="grid gap-3" data-assurance="statements">
      <h3 className="text-lg font-semibold text-slate-900">{COPY.statements.heading}</h3>
      {statements.map((entry) => (
        <article key={entry.slug} id={statementId(entry.topic)} className="grid scroll-mt-24 gap-2 rounded-card border border-slate-200 bg-white p-5 sm:p-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-6" data-statement={entry.topic}>
          <div className="flex items-start gap-3">
            <Icon icon={STATEMENT_ICONS[entry.topic as ProductTopic]} className="mt-0.5 size-6 shrink-0 text-blue-700" />
            <h4 className="text-lg font-semibold text-slate-900">{COPY.statements.topics[entry.topic]}</h4>
          </div>
          <div>
            {/* Custom training's statement in place too (trust review T5 r50: a CISO reads /security, not the technology
                page, and a bare link left the card empty), with the link to where the page that states it places it. */}
            <p className="leading-7 text-pretty text-slate-700">{entry.statement}</p>
            {entry.topic === 'custom-training' && (
              <a href={CUSTOM_TRAINING_HREF} className="mt-2 inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800" data-custom-training-link="">
                {COPY.statements.customTrainingLink}
                <Icon icon={ArrowRight} className="size-4" />
              </a>
            )}
            {(entry.date || entry.by) && (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
                {entry.date && (
                  <Fact term={COPY.statements.tested}>
                    <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                  </Fact>
                )}
                {entry.by && <Fact term={COPY.statements.by}>{entry.by}</Fact>}
              </dl>
            )}
          </div>
        </article>
      ))}
    </div>
  );
}
