/**
 * The evidence collections (content/customers, case-studies, people, assurance, methodology, models): what
 * the business supplies as proof, one Markdown file an entry. Nothing here is ever invented; a section
 * renders only when its collection has entries (src/content/evidence.ts). The schemas refuse a quote
 * without the quoted person's consent date and a result figure without its source and date.
 */
import * as z from './zod.ts';
import { isoDate } from './schemas.ts';
import { PRODUCT_FIGURE_IDS } from '../content/figures.ts';

const text = (what: string) => z.string({ error: `expected ${what} (text)` }).trim().min(1, `expected ${what}, found an empty text`);
/** A file beside the entry (a logo, a photo): SVG, PNG, JPEG or WebP, copied into the output. */
const imageFile = (what: string) =>
  z.string({ error: `expected ${what}: a file name beside this entry, e.g. "name.svg"` }).regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/, `expected ${what}: a lowercase file name ending .svg, .png, .jpg or .webp, beside this entry`);
const slug = (what: string) => z.string({ error: `expected ${what}` }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `expected ${what} (lowercase words joined by hyphens)`);
const httpsUrl = (what: string) => z.string({ error: `expected ${what}` }).regex(/^https:\/\/\S+$/, `expected ${what} as a full https:// address`);
const draft = z.boolean({ error: 'expected true or false' }).default(false);

export const customerSchema = z.strictObject({
  name: text('the customer\'s name as they allow it to be shown'),
  logo: imageFile('the customer\'s logo'),
  /** The industry page (content/industries/{slug}.md) whose logo strip shows this customer. */
  industry: slug('the industry page\'s slug, e.g. financial-services'),
  /** When the customer agreed to be named: no date, no logo on the site. */
  namedWithPermissionOn: isoDate,
  /**
   * What kind of organisation it is, in the customer's own words ("regional bank", "12-hospital network"):
   * a buyer judges fit by peer size. Optional: without it the cards show the name instead.
   */
  descriptor: text('a few words on what kind of organisation the customer is, e.g. "regional bank"').max(60, 'expected at most 60 characters: it is one line under the logo').optional(),
  /**
   * Since when the customer has run the product in production, as the business records it (review round 6: a
   * buyer asks how long a reference has been live, not only since when it may be named). Optional: shown only when given.
   */
  inProductionSince: isoDate.optional(),
  /**
   * Where the customer stands, as the business records it (review C r11: a named customer with no production date read
   * as "not actually using it"): `pilot` shows "Pilot" where a production date would be. Optional, never guessed; a
   * pilot has no production date.
   */
  status: z.union([z.literal('pilot'), z.literal('production')], { error: 'expected pilot or production' }).optional(),
  /**
   * Since when a customer in pilot has run it, as the business records it (review C r31: a pilot's card had one date
   * where a live customer's has two). Optional, never guessed: without it the card shows no pilot date.
   */
  pilotSince: isoDate.optional(),
  /**
   * What the customer runs the product on, in one line the customer agreed to ("engagement letters and NDAs checked
   * against the firm's playbook"): a customer without a case study then says what it does with it (review C r22: a
   * card of a name, a stage and a date was mostly empty). Optional: without it the card shows no line.
   */
  uses: text('one line on what the customer runs the product on, e.g. "lease abstracts for 300 buildings"').max(120, 'expected at most 120 characters: it is one line on the customer\'s card').optional(),
  draft,
}).refine((customer) => !(customer.status === 'pilot' && customer.inProductionSince), {
  message: 'expected no inProductionSince for a customer in pilot: remove the date, or set status: production',
  path: ['status'],
}).refine((customer) => !customer.pilotSince || customer.status === 'pilot', {
  message: 'expected pilotSince only for a customer in pilot: set status: pilot, or remove the date',
  path: ['pilotSince'],
});

export const caseStudySchema = z.strictObject({
  /** The customer (content/customers/{slug}.md) the study is about. */
  customer: slug('the customer\'s file name without .md, e.g. sample-bank'),
  title: text('the case study\'s headline (its page title, 5-61 characters: " | brand" follows)').max(61, 'expected at most 61 characters: " | brand" follows it in the page title'),
  summary: text('one or two sentences for the card and search results (50-160 characters)'),
  problem: text('the customer\'s problem, in a paragraph'),
  approach: text('what was deployed and how, in a paragraph'),
  results: z
    .array(
      z.strictObject(
        {
          figure: text('the result figure, e.g. "62%"'),
          /**
           * What the figure counts, where it is not a percentage or a multiple, optional (review C r22: a bare "3.1" read
           * like a score): shown small after the figure, e.g. "per 100 packets".
           */
          unit: text('the figure\'s unit, e.g. "per 100 packets"').max(24, 'expected at most 24 characters: it is set after the figure on one line').optional(),
          /**
           * What the figure reports, optional: `error-rate` for the errors or corrections the customer counted beside its
           * gains (review C r32: healthcare's "3.1 per 100 packets" of corrections stood in the gains' type, as if a win).
           * An error rate is labelled so, set in the secondary ink and never a card's headline. Absent: an improvement.
           */
          kind: z.union([z.literal('improvement'), z.literal('error-rate')], { error: 'expected kind: improvement or error-rate' }).optional(),
          label: text('the words completing the figure'),
          source: text('where the figure comes from (whose measurement, of what)'),
          date: isoDate,
          /**
           * What the figure counts, when it was measured and against what, each optional and shown on the line under
           * the figure (review C r7: "Source" alone hid the facts a reader weighs first), e.g. "1,200 files",
           * "Q2 2026", "Q2 2025". Absent, the line gives the date instead.
           */
          sampleSize: text('what the figure was measured over, e.g. "1,200 files"').max(40, 'expected at most 40 characters: it shares one line under the figure').optional(),
          period: text('when it was measured, e.g. "Q2 2026"').max(30, 'expected at most 30 characters: it shares one line under the figure').optional(),
          baseline: text('what it is compared with, e.g. "Q2 2025"').max(30, 'expected at most 30 characters: it shares one line under the figure').optional(),
          /**
           * Who outside the customer checked the figure, optional (review C, E4: nothing said who checked customer
           * figures). Absent, the figure is shown as customer-measured, which is what an unchecked figure is.
           */
          /**
           * The solution pages (of the study's `solutions`) this result is the one to show on, optional (review C: the
           * risk-assessment card repeated the industry page's three results word for word). Absent: the first results.
           */
          solutions: z.array(slug('a solution page\'s slug, e.g. risk-assessment'), { error: 'expected a list of solution slugs ("- risk-assessment" lines)' }).optional(),
          verifiedBy: text('who independently verified the figure, e.g. the customer\'s auditor').max(80, 'expected at most 80 characters: it is one line under the figure').optional(),
        },
        { error: 'expected a result with figure, label, source and date (and optionally verifiedBy)' },
      ),
      { error: 'expected a list of results ("- figure: ..." lines)' },
    )
    .min(1, 'expected at least one result'),
  quote: z
    .strictObject(
      {
        text: text('the quoted words'),
        name: text('the quoted person\'s name'),
        role: text('their role and organisation'),
        consentDate: isoDate,
      },
      { error: 'expected a quote with text, name, role and consentDate (the date the person agreed to be quoted)' },
    )
    .optional(),
  /**
   * Deployment facts the customer confirmed, for the case study's "Key facts" box: each optional, and
   * shown only when given (no empty row). Text as the customer allows it said, e.g. "2 GPU servers".
   */
  facts: z
    .strictObject(
      {
        deployment: text('where and on what it runs, e.g. "on-premises, two GPU servers"').optional(),
        timeToProduction: text('how long from contract to production use, e.g. "11 weeks"').optional(),
        volume: text('how much it processes, e.g. "about 1,200 credit files a quarter"').optional(),
        integrations: z.array(text('a system it is connected to'), { error: 'expected a list of systems ("- loan origination" lines)' }).min(1, 'expected at least one system, or leave integrations out').optional(),
      },
      { error: 'expected facts with any of deployment, timeToProduction, volume and integrations' },
    )
    .optional(),
  /**
   * What the business or the customer would do differently, in their words, optional (review C r7: a regulated
   * buyer trusts a study that names its limits). Shown after the approach only when given.
   */
  limits: text('what you would do differently, in a paragraph').optional(),
  /**
   * The agents of the customer's industry page the study's deployment runs, by their card titles there (e.g. "Covenant
   * extraction"), optional (trust review T2 r46, /financial-services: "the KYC, ownership, disclosure and policy-mapping
   * agents have no evidence at all"): each named agent's card then says where it runs, from the customer's own status,
   * linked to this study. An agent no study names says nothing: the page never claims evidence it does not link.
   */
  agents: z.array(text('an agent\'s card title on the industry page, e.g. "Covenant extraction"'), { error: 'expected a list of agent titles ("- Covenant extraction" lines)' }).min(1, 'expected at least one agent, or leave agents out').optional(),
  /** The solution pages (content/solutions/{slug}.md) that show this study beside the product at work; optional. */
  solutions: z.array(slug('a solution page\'s slug, e.g. risk-assessment'), { error: 'expected a list of solution slugs ("- risk-assessment" lines)' }).optional(),
  publishedOn: isoDate,
  draft,
});

/** What a person can be named as answering for on the site's pages (`accountableFor`). */
export const ACCOUNTABILITIES = ['security', 'model-evaluation'] as const;
export type Accountability = (typeof ACCOUNTABILITIES)[number];

/** Where to check a person's credential (personSchema.credentialSource). */
const verifyAt = httpsUrl('where to verify the credential (a certification body\'s member lookup, a university\'s thesis page, a regulator\'s record)');
/**
 * A source with the one credential it checks (trust review T2 r46: both of the CISO's links read "to verify CISSP, CISM",
 * though ISC2 checks only CISSP and ISACA only CISM): `checks` names it, and the link says so.
 */
const verifySource = z.union(
  [verifyAt, z.strictObject({ url: verifyAt, checks: text('the one credential this address verifies, e.g. "CISSP"').max(30, 'expected one credential\'s short name, e.g. "CISSP"') }, { error: 'expected url: and checks: lines' })],
  { error: 'expected an https:// address, or url: and checks: lines (the address and the one credential it verifies)' },
);

export const personSchema = z.strictObject({
  name: text('the person\'s name'),
  role: text('their role'),
  photo: imageFile('their photo').optional(),
  bio: text('a short biography, two or three sentences'),
  /** One line of credentials under the role (a certification, a former regulator, a publication), optional: shown only when supplied. */
  credential: text('one line of credentials, e.g. "CISSP; former bank examiner"').max(80, 'expected at most 80 characters: it is one line under the role').optional(),
  /**
   * Where a reader can check the credential line, optional (trust review r43: "no link to a verification source, so the
   * people are hard to check beyond LinkedIn"): a certification body's member lookup, a university's thesis page, a
   * regulator's record: one address, or a list (one for each body: "CISSP, CISM" is checked at two). Each
   * is a link after the credential, named by its site.
   */
  credentialSource: z
    .union(
      [
        verifySource,
        z.array(verifySource, { error: 'expected an https:// address, or a list of them ("- https://..." lines, or "- url: ..." with "checks: ...")' }).min(1, 'expected at least one address, or leave credentialSource out'),
      ],
      { error: 'expected an https:// address, or a list of them ("- https://..." lines, or "- url: ..." with "checks: ...")' },
    )
    // One address or several, a list of { url, checks? } either way for the card.
    .transform((source) => [source].flat().map((item) => (typeof item === 'string' ? { url: item } : item)) as { url: string; checks?: string }[])
    .optional(),
  profile: httpsUrl('their public profile (LinkedIn or similar)').optional(),
  /**
   * `advisors`: an outside advisor (a board member, a regulatory or security advisor), listed after the
   * leadership on /about with an "Outside advisor" tag and not named as an employee. Absent: a member of the leadership.
   */
  group: z.union([z.literal('leadership'), z.literal('advisors')], { error: 'expected leadership or advisors' }).optional(),
  order: z.number({ error: 'expected a whole number giving the position on /about' }).int('expected a whole number'),
  /**
   * A founder of the company, optional (trust review T3 r41: "No founders are named"; the company was founded in 2021, the
   * earliest leader joined in 2023, and a vendor-risk team asks about the gap): "Co-founder" with the role on /about's
   * card, and named as the Organization's `founder` in its structured data. Only the business says so; absent, not one.
   */
  founder: z.boolean({ error: 'expected true (or leave founder out)' }).optional(),
  /**
   * When they joined (an advisor: began advising), as year and month, optional (trust review T2 r40: "no joined date"; a
   * vendor-risk reviewer weighs tenure). A line of the card on /about.
   */
  joined: z.string({ error: 'expected the month they joined, written YYYY-MM' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected the month they joined, written YYYY-MM').optional(),
  /**
   * What they answer for to customers, optional (trust review T2 r40: "/security never names the CISO"; "no one named for
   * model evaluation, the person I would want to own the accuracy figures"): `security` names them on /security, at the
   * audit evidence; `model-evaluation` on /methodology, under its hero. Each links to their card on /about.
   */
  accountableFor: z
    .array(
      z.union(ACCOUNTABILITIES.map((area) => z.literal(area)) as unknown as [z.ZodType<Accountability>, z.ZodType<Accountability>], {
        error: `expected one of: ${ACCOUNTABILITIES.join(', ')}`,
      }),
      { error: 'expected a list ("- security" lines)' },
    )
    .optional(),
  draft,
}).refine((person) => !person.credentialSource || person.credential, {
  message: 'expected credentialSource only with a credential line: add credential, or remove the address',
  path: ['credentialSource'],
});

/**
 * The opinions an auditor can issue on a SOC 2 report, as the report words them: unqualified (clean), qualified (clean but
 * for the matters it describes), adverse, or a disclaimer of opinion (none formed).
 */
export const SOC2_OPINIONS = ['unqualified', 'qualified', 'adverse', 'disclaimer-of-opinion'] as const;
export type Soc2Opinion = (typeof SOC2_OPINIONS)[number];

/** The AICPA Trust Services Criteria a SOC 2 report can cover (Security is always in scope). */
export const TRUST_SERVICES_CRITERIA = ['Security', 'Availability', 'Processing Integrity', 'Confidentiality', 'Privacy'] as const;

const soc2Schema = z
  .strictObject({
    kind: z.literal('soc2-type-ii'),
    status: z.union([z.literal('report-available'), z.literal('audit-in-progress')], { error: 'expected report-available or audit-in-progress' }),
    /** The audit period of the report this entry describes: the last issued one when the status is report-available. */
    periodStart: isoDate,
    periodEnd: isoDate,
    /** The day the auditor issued the report: required for report-available, so "available" can be checked against the period. */
    reportIssued: isoDate.optional(),
    auditor: text('the audit firm'),
    /** What the audit covers (the system description's boundary), optional. */
    scope: text('what the audit covers, e.g. product development, the release and update pipeline, support operations').optional(),
    criteria: z
      .array(
        z.union(
          TRUST_SERVICES_CRITERIA.map((c) => z.literal(c)) as unknown as [z.ZodType<string>, z.ZodType<string>],
          { error: `expected one of the Trust Services Criteria: ${TRUST_SERVICES_CRITERIA.join(', ')}` },
        ),
        { error: 'expected a list of Trust Services Criteria ("- Security" lines)' },
      )
      .min(1, 'expected at least one criterion, e.g. Security')
      .optional(),
    /** When the next report (the current period's) is expected, optional: shown as "Next report expected". */
    nextReportExpected: isoDate.optional(),
    /**
     * The auditor's opinion on the issued report, as the auditor issued it, optional (trust review r42: a bank reads the
     * opinion and the exceptions before anything else in a SOC 2 report). Shown on /security as the report words it,
     * with a plain gloss; a qualified opinion says "Qualified", never softened. Only for report-available.
     */
    opinion: z
      .union(SOC2_OPINIONS.map((o) => z.literal(o)) as unknown as [z.ZodType<Soc2Opinion>, z.ZodType<Soc2Opinion>], {
        error: `expected the auditor's opinion as issued: ${SOC2_OPINIONS.join(', ')}`,
      })
      .optional(),
    /** How many exceptions (deviations in the tests of controls) the report notes, 0 allowed, optional; only for report-available. */
    exceptionsNoted: z
      .number({ error: 'expected the number of exceptions the report notes, a whole number (0 when none)' })
      .int('expected a whole number of exceptions (0 when none)')
      .min(0, 'expected a whole number of exceptions (0 when none)')
      .optional(),
    /**
     * This is the company's first Type II report, optional (trust review T2 r46: "SOC 2 is the company's first report ... the
     * site could say 'first Type II report' plainly rather than leave it to be inferred"). Only the business says so.
     */
    firstReport: z.literal(true, { error: 'expected true (or leave firstReport out)' }).optional(),
    howToRequest: text('how a customer obtains the report (e.g. under NDA from the security address)'),
    draft,
  })
  // A report is available only once issued, and issued only after its period ended (an outside review caught
  // "Report available" two days after a period's end, with no issue date to check it by).
  .superRefine((entry, context) => {
    if (entry.periodEnd < entry.periodStart) context.addIssue({ code: 'custom', path: ['periodEnd'], message: `expected the audit period to end after it starts (${entry.periodStart})` });
    if (entry.status === 'report-available' && !entry.reportIssued)
      context.addIssue({
        code: 'custom',
        path: ['reportIssued'],
        message: 'expected the date the auditor issued the report (YYYY-MM-DD): status report-available needs it, and the period must be that issued report\'s; until the report is issued, write status: audit-in-progress',
      });
    if (entry.reportIssued && entry.reportIssued < entry.periodEnd)
      context.addIssue({ code: 'custom', path: ['reportIssued'], message: `expected a date after the audit period ends (${entry.periodEnd}): a Type II report is issued once its period is over` });
    if (entry.status === 'audit-in-progress' && entry.reportIssued)
      context.addIssue({ code: 'custom', path: ['status'], message: 'expected report-available: the entry gives the date its report was issued' });
    // An opinion and its exceptions belong to an issued report: an audit in progress has neither yet.
    for (const field of ['opinion', 'exceptionsNoted'] as const)
      if (entry.status === 'audit-in-progress' && entry[field] !== undefined)
        context.addIssue({ code: 'custom', path: [field], message: `expected no ${field} while the audit is in progress: the auditor gives it in the issued report (status: report-available)` });
  });
const penTestSchema = z.strictObject({
  kind: z.literal('penetration-test'),
  date: isoDate,
  firm: text('the testing firm'),
  scope: text('what was tested'),
  outcome: text('what was found and fixed, in a sentence').optional(),
  /** How often the product is tested, e.g. "Annually and after major releases"; optional. */
  cadence: text('how often the product is tested, e.g. "Annually and after major releases"').optional(),
  /** When the next test is due, optional. */
  nextDue: isoDate.optional(),
  /**
   * How a customer obtains the test's summary (e.g. the firm's letter under NDA), optional: when given, the
   * /security card offers the request, as the SOC 2 card does; without it, no action is suggested.
   */
  howToRequestSummary: text('how a customer obtains the test summary, e.g. "the testing firm\'s summary letter, under NDA, from the security address"').optional(),
  draft,
});
const subprocessorSchema = z.strictObject({
  kind: z.literal('subprocessor'),
  name: text('the subprocessor\'s name'),
  purpose: text('what it processes, for what'),
  location: text('where the data is processed'),
  draft,
});
/**
 * The subprocessor list as a whole, optional (one file): when it last changed and, optionally, how a customer hears
 * of a change (review C r8: a reader could not tell whether the list was current, nor how to follow it). Shown
 * under the list only when supplied; never a date the business has not given.
 */
const subprocessorListSchema = z.strictObject({
  kind: z.literal('subprocessor-list'),
  updated: isoDate,
  changeNotice: text('how customers hear of a change, e.g. "Customers who ask are emailed 30 days before a new subprocessor starts."').optional(),
  draft,
});
const disclosurePolicySchema = z.strictObject({
  kind: z.literal('disclosure-policy'),
  summary: text('one sentence on how to report a vulnerability; the body holds the policy'),
  draft,
});

/** The documents a security review can ask for beyond the report (a questionnaire, the DPA...), as the business lists them. */
const onRequestSchema = z.strictObject({
  kind: z.literal('on-request'),
  /**
   * A document's name, or its name with one sentence on what the reader receives (`detail:`) and whether it answers what
   * happens to a customer's deployment if the company cannot carry on (`continuity: true`, e.g. a source-code escrow
   * agreement: review r43, /about's continuity row said nothing of it; that row then names it, linked to this list).
   */
  documents: z
    .array(
      z.union(
        [
          text('a document\'s name'),
          z.strictObject({
            name: text('the document\'s name'),
            detail: text('one sentence on what the reader receives').optional(),
            continuity: z.literal(true, { error: 'expected continuity: true (or leave it out)' }).optional(),
            /**
             * The document is the company's financial statements (trust review T2 r46: /about's funding block did not point
             * to the "Audited financial statements, under NDA" /security already offers): /about's funding fact links it.
             */
            financials: z.literal(true, { error: 'expected financials: true (or leave it out)' }).optional(),
          }),
        ],
        { error: 'expected a document\'s name, or its name: line with detail: or continuity: lines' },
      ),
      { error: 'expected a list of documents ("- Standard questionnaire (SIG Lite)" lines)' },
    )
    .min(1, 'expected at least one document'),
  draft,
});

/**
 * How soon, and to whom, customers hear of a security incident that affects their data, optional (review C r22: a bank
 * asks for the commitment; /security had none). A commitment only the business can make, shown as it writes it.
 */
const incidentNotificationSchema = z.strictObject({
  kind: z.literal('incident-notification'),
  commitment: text('one sentence on how soon and to whom customers are told of a security incident, e.g. "Within 72 hours of confirming an incident that affects your data, by email to the security contacts in your agreement."'),
  draft,
});

/**
 * A contractual commitment the business makes to one industry's customers, optional (trust review T1 r34: "the page
 * never says whether Vertiq signs a BAA"): a hospital asks whether a business associate agreement is signed before any
 * patient data is processed; a bank asks for its model-risk documentation. Shown as the business words it, on that
 * industry's page (its audits and frameworks band) and on /security. Never inferred from a framework's listing.
 */
const industryCommitmentSchema = z.strictObject({
  kind: z.literal('industry-commitment'),
  /** The industry page (content/industries/{slug}.md) whose audits band shows it. */
  industry: slug('the industry page\'s slug, e.g. healthcare'),
  name: text('what the commitment is, e.g. "Business associate agreement"').max(60, 'expected at most 60 characters: it is the row\'s label'),
  statement: text('one or two sentences of what the business commits to, e.g. "Signed with every healthcare customer before any protected health information is processed."').max(240, 'expected one or two sentences (at most 240 characters)'),
  draft,
});

/**
 * Where each of an industry page's agents stands, as the business states it, optional, one file an industry (trust review
 * T7 r53, /financial-services: "6 of 8 agents have no status, so the buyer cannot tell whether they are GA, beta or on the
 * roadmap"): each named agent's card shows its status as a chip; an agent the file leaves out shows none. A title the page
 * does not have stops the build (src/pages/evidence/agent-evidence.ts).
 */
export const AGENT_STATUSES = { 'in-production': 'In production', available: 'Available', 'in-pilot': 'In pilot' } as const;
export type AgentStatus = keyof typeof AGENT_STATUSES;
const statusDefinition = text('what the status means, e.g. "generally available, no production reference yet"').max(100, 'expected at most 100 characters: it is one line under the agents');
const agentStatusSchema = z.strictObject({
  kind: z.literal('agent-status'),
  /** The industry page (content/industries/{slug}.md) whose agents these are. */
  industry: slug('the industry page\'s slug, e.g. financial-services'),
  agents: z
    .array(
      z.strictObject(
        {
          agent: text('an agent\'s card title on the industry page, e.g. "Covenant extraction"'),
          status: z.union(Object.keys(AGENT_STATUSES).map((status) => z.literal(status)) as unknown as [z.ZodType<AgentStatus>, z.ZodType<AgentStatus>], { error: `expected status: ${Object.keys(AGENT_STATUSES).join(', ')}` }),
        },
        { error: 'expected agent items with agent and status' },
      ),
      { error: 'expected a list of agents ("- agent: ..." lines)' },
    )
    .min(1, 'expected at least one agent'),
  /**
   * What each status means, in the business's words, optional (trust review T8 r54 /financial-services item 4: "Available"
   * was not defined): one line each under the agents, for the statuses the agents use.
   */
  definitions: z
    .strictObject(
      { 'in-production': statusDefinition.optional(), available: statusDefinition.optional(), 'in-pilot': statusDefinition.optional() },
      { error: `expected a definition for each status by its key: ${Object.keys(AGENT_STATUSES).join(', ')}` },
    )
    .optional(),
  draft,
});

/**
 * What the product does about one question a security review asks of an on-premises AI product, as the business states
 * it, optional (trust review T2 r46): `ai-testing`, the AI-specific testing (prompt injection, data leaking through
 * outputs) with when and by whom it was last done, which the home page's Cyber Security card then links; `update-signing`,
 * how a release is signed and checked before it installs; `telemetry`, what, if anything, the software sends home,
 * licence checks included; `custom-training`, where custom training runs, who owns the adapted weights and whether
 * corrections leave the customer's site (shown on /technology/small-llms, linked from /security). One entry a topic.
 */
/**
 * The deployment's fit with the customer's own controls (trust review T7 r53, /security: "protocols are not named", "encryption
 * in transit appears nowhere", "no offline or air-gapped update path", "whether logs can contain document text or PHI, and where
 * they are stored", "no AI-governance framework"): `identity` (SAML, OIDC, SCIM), `key-management` (KMIP, PKCS#11 HSM, cloud
 * KMS), `encryption-in-transit` (TLS between browser, application and model), `support-logs` (what they may contain, where they
 * are kept), `offline-updates` (an air-gapped update path), `ai-governance` (NIST AI RMF, ISO/IEC 42001): /security lists them
 * together, under the product's own statements.
 */
export const ENVIRONMENT_TOPICS = ['identity', 'key-management', 'encryption-in-transit', 'support-logs', 'offline-updates', 'ai-governance'] as const;
export const STATEMENT_TOPICS = ['ai-testing', 'update-signing', 'telemetry', 'custom-training', ...ENVIRONMENT_TOPICS] as const;
export type StatementTopic = (typeof STATEMENT_TOPICS)[number];
const statementSchema = z
  .strictObject({
    kind: z.literal('statement'),
    topic: z.union(STATEMENT_TOPICS.map((topic) => z.literal(topic)) as unknown as [z.ZodType<StatementTopic>, z.ZodType<StatementTopic>], { error: `expected topic: ${STATEMENT_TOPICS.join(', ')}` }),
    statement: text('what the product does, in two or three sentences').max(400, 'expected two or three sentences (at most 400 characters)'),
    /** When it was last tested (ai-testing), optional. */
    date: isoDate.optional(),
    /** Who tested it (ai-testing), optional, e.g. the firm. */
    by: text('who tested it, e.g. the firm').max(80, 'expected at most 80 characters').optional(),
    draft,
  })
  .refine((entry) => entry.topic === 'ai-testing' || (!entry.date && !entry.by), { message: 'expected date and by only for topic ai-testing (when and by whom it was tested)', path: ['date'] });

/** A plan's name as /pricing spells it (docs/product-rules.md#pricing-tiers). */
export const PLAN_NAMES = ['Starter', 'Business', 'Business Elite', 'Enterprise'] as const;
const planName = z.union(PLAN_NAMES.map((plan) => z.literal(plan)) as unknown as [z.ZodType<string>, z.ZodType<string>], { error: `expected a plan's name: ${PLAN_NAMES.join(', ')}` });

/**
 * The terms behind every plan that only the business can state, optional, one file (trust review T2 r46, /pricing 6/10: "no
 * support tier, response time or patching SLA"; "why does the vendor cap storage on my own disks, and how is it metered
 * without a connection?"; "pricing never says the customer supplies a GPU server"; "how does a 14-day trial get installed
 * on my servers?"). Each part shows on /pricing only when given: support as a row of the plan table, the rest under it.
 */
/** One value of a plan-table row for a group of plans (`plans` absent: every plan), e.g. sign-in or contract term. */
const planValues = (example: string, row: string) =>
  z
    .array(
      z.strictObject(
        {
          plans: z.array(planName, { error: 'expected a list of plan names ("- Starter" lines)' }).min(1, 'expected at least one plan, or leave plans out for every plan').optional(),
          value: text(example).max(90, 'expected at most 90 characters: it is one line of a table cell'),
        },
        { error: `expected ${row} items with value (and optionally plans)` },
      ),
      { error: `expected a list of ${row} items ("- value: ..." lines)` },
    )
    .min(1, `expected at least one ${row} item, or leave ${row} out`);

const planTermsSchema = z
  .strictObject({
    kind: z.literal('plan-terms'),
    /** Support by plan: one item a group of plans (`plans` absent: every plan), hours and first-response time. */
    support: z
      .array(
        z.strictObject(
          {
            plans: z.array(planName, { error: 'expected a list of plan names ("- Starter" lines)' }).min(1, 'expected at least one plan, or leave plans out for every plan').optional(),
            hours: text('when support answers, e.g. "Weekdays, 8:00-18:00 CT"').max(60, 'expected at most 60 characters: it is one line of a table cell'),
            response: text('the first-response time, e.g. "1 hour for a system down, next business day otherwise"').max(90, 'expected at most 90 characters: it is one line of a table cell'),
          },
          { error: 'expected support items with hours and response (and optionally plans)' },
        ),
        { error: 'expected a list of support items ("- hours: ..." lines)' },
      )
      .min(1, 'expected at least one support item, or leave support out')
      .optional(),
    /**
     * How users sign in, by plan (trust review T7 r53, /pricing: "neither page says whether Starter and Business get MFA
     * and IdP sign-in, or only local accounts"): a row of the plan table, e.g. "MFA; SSO over SAML 2.0 or OIDC".
     */
    signIn: planValues('how users sign in on those plans, e.g. "MFA; SSO over SAML 2.0 or OIDC"', 'sign-in').optional(),
    /** The contract term and notice, by plan (trust review T7 r53: "nothing on term length"): a row of the plan table. */
    term: planValues('the contract term and notice on those plans, e.g. "Annual; 60 days\' notice before renewal"', 'term').optional(),
    /**
     * What happens to the customer's data and adapted weights when the contract ends (trust review T7 r53: "data return
     * at termination or what happens to the customer's custom-trained weights"): an entry of /pricing's FAQ.
     */
    exit: text('what happens to the customer\'s data and adapted weights at the end of the contract').max(300, 'expected two or three sentences (at most 300 characters)').optional(),
    /** How soon a security fix ships, for every plan (the patching SLA). */
    securityUpdates: text('how soon a security fix ships, e.g. "Critical fixes within 7 days of confirmation"').max(200, 'expected one or two sentences (at most 200 characters)').optional(),
    /** What the customer provides to run it: the server or GPU it needs (the model cards\' minimums are linked beside it). */
    customerProvides: text('what the customer provides to run it, e.g. "A server with a 48 GB GPU for each model, or the same in your private cloud"').max(240, 'expected one or two sentences (at most 240 characters)').optional(),
    /**
     * The hardware each vertical needs, in a few words, optional (trust review T8 r54 /pricing item 4: "The only usage limit:
     * Storage" read as the whole cost while each model needs its own GPU server): a row of /pricing's plan rules beside it.
     */
    perVertical: text('the server each vertical needs, in a few words, e.g. "A 48 GB GPU server"').max(40, 'expected a few words (at most 40 characters): it is one row of the plan rules').optional(),
    /** How the licence and storage are counted without a connection to the business. */
    offlineLicensing: text('how the licence and the storage limit work without a connection, e.g. "A signed licence file, renewed yearly by hand"').max(300, 'expected two or three sentences (at most 300 characters)').optional(),
    /** How a free trial is installed. */
    trialInstall: text('how a free trial is installed, e.g. "On a server of yours, with our engineer on a call; or on a hosted sandbox"').max(300, 'expected two or three sentences (at most 300 characters)').optional(),
    draft,
  })
  .refine((entry) => entry.support || entry.signIn || entry.term || entry.exit || entry.securityUpdates || entry.customerProvides || entry.perVertical || entry.offlineLicensing || entry.trialInstall, {
    message: 'expected at least one of support, signIn, term, exit, securityUpdates, customerProvides, perVertical, offlineLicensing, trialInstall',
  })
  .superRefine((entry, context) => {
    // Each plan said once a row: two items for one plan would give its table cell two answers.
    for (const row of ['support', 'signIn', 'term'] as const) {
      const seen = new Set<string>();
      (entry[row] ?? []).forEach((item, i) => {
        for (const plan of item.plans ?? PLAN_NAMES) {
          if (seen.has(plan)) context.addIssue({ code: 'custom', path: [row, i, 'plans'], message: `expected each plan in one ${row} item: ${plan} is in two` });
          seen.add(plan);
        }
      });
    }
  });

export const assuranceSchema = z.discriminatedUnion('kind', [soc2Schema, penTestSchema, subprocessorSchema, subprocessorListSchema, disclosurePolicySchema, onRequestSchema, incidentNotificationSchema, industryCommitmentSchema, agentStatusSchema, statementSchema, planTermsSchema], {
  error: 'expected kind: soc2-type-ii, penetration-test, subprocessor, subprocessor-list, disclosure-policy, agent-status, on-request, incident-notification, industry-commitment, statement or plan-terms',
});

/**
 * The methodology rows and facts an entry may leave without a value and say why (`noValue`): the optional ones. `report`
 * stands for the report link (`reportUrl` with `reportLabel`).
 */
export const NO_VALUE_ROWS = ['measuredBy', 'scope', 'coverage', 'baseline', 'excludes', 'heldOut', 'remeasured', 'report'] as const;
export type NoValueRow = (typeof NO_VALUE_ROWS)[number];
/** Why a row has no value, as the business states it: each said in its own words on /methodology (evidence-copy.ts). */
export const NO_VALUE_REASONS = ['not-applicable', 'none', 'not-measured-yet', 'under-nda'] as const;
export type NoValueReason = (typeof NO_VALUE_REASONS)[number];
const noValueReason = z
  .union(NO_VALUE_REASONS.map((reason) => z.literal(reason)) as unknown as [z.ZodType<NoValueReason>, z.ZodType<NoValueReason>], {
    error: `expected one of: ${NO_VALUE_REASONS.join(', ')}`,
  })
  .optional();
/** The value a stated reason would contradict (a row with a value has no reason to be empty). */
const rowValue = (entry: { reportUrl?: string } & Partial<Record<Exclude<NoValueRow, 'report'>, string>>, row: NoValueRow) => (row === 'report' ? entry.reportUrl : entry[row]);

export const methodologySchema = z.strictObject({
  /** Which product figure this entry explains (src/content/figures.ts). */
  figure: z.union(
    PRODUCT_FIGURE_IDS.map((id) => z.literal(id)) as unknown as [z.ZodType<string>, z.ZodType<string>],
    { error: `expected one of the product figures: ${PRODUCT_FIGURE_IDS.join(', ')}` },
  ),
  dataset: text('the data set the figure was measured on'),
  measuredOn: isoDate,
  conditions: text('the conditions: hardware, model version, configuration'),
  /**
   * Who measured it: the business's own team, or a named third party that ran or reproduced the test
   * (review: a buyer asks whether anyone outside checked a figure). Optional: shown only when given.
   */
  measuredBy: text('who measured the figure, e.g. "Vertiq evaluation team (internal)" or the third party\'s name').max(80, 'expected at most 80 characters: it is one line beside the figure').optional(),
  /**
   * Whether the figure was measured or reproduced by someone outside the business (`independent`) or by its
   * own team (`internal`), optional (review C, E5: the index and the cues looked the same for both). Shown as a
   * tag in the methodology index and in the figure cue's name; absent, no tag (never guessed from `measuredBy`).
   */
  independence: z.union([z.literal('independent'), z.literal('internal')], { error: 'expected independent or internal' }).optional(),
  /**
   * What the figure covers, when it is narrower than the sentence that shows it, optional (review C, E1: "98%"
   * measured on 3 verticals read as every vertical's): shown next to the figure wherever a figure's note shows.
   */
  scope: text('what the figure was measured on, completing "Measured on ...", e.g. "Financial, legal and clinical terms; 98% is the lowest of the three"').max(120, 'expected at most 120 characters: it is one line under the figure').optional(),
  /**
   * The figure's reach in a few words, completing it where a page states it as a general property, optional (trust review
   * T7 r53: "Models trained per vertical ... with 98% term accuracy" read as every vertical's; the footnote alone said
   * which). Set after the figure in a sentence ("98% term accuracy on financial, legal and clinical terms") and as a line
   * under a stat; a sentence that already says what follows the figure ("... on ...") keeps its own words.
   */
  appliesTo: text('the figure\'s reach, completing it in a sentence, e.g. "on financial, legal and clinical terms"').max(60, 'expected at most 60 characters: it completes the figure inside a sentence').regex(/^on /, 'expected the words that complete the figure, starting "on ", e.g. "on financial, legal and clinical terms"').optional(),
  /**
   * What an average is the mean of, optional (trust review T7 r53, figure 4: "An average" did not say whether it is the mean
   * of three customers' ratios or one figure pooled over 40,000 documents): a line of the data set on /methodology.
   */
  average: text('what the average is taken over, e.g. "The mean of the three customers\' own ratios, each weighted equally"').max(160, 'expected one sentence (at most 160 characters)').optional(),
  /** How many were measured ("12,000 terms"), optional: the index at the page's top shows it beside the figure. */
  sampleSize: text('how many were measured, e.g. "12,000 terms"').optional(),
  /** Where the figure is a maximum or an aggregate, its median and its range, optional. */
  median: text('the median, e.g. "61% lower"').optional(),
  range: text('the range, e.g. "38% to 80% across 6 document types"').optional(),
  /** What a comparative figure is measured against (the model class, size or vendor, region, date), optional. */
  baseline: text('what the figure is compared against, e.g. "a hosted 70B general-purpose API, US region, June 2026"').optional(),
  /**
   * Whether the documents the figure was measured on were kept out of the model's training data, in the
   * business's words, optional (review C: a model-risk reviewer asks it first of an accuracy figure).
   */
  heldOut: text('how the evaluation documents were kept out of training, e.g. "None of the 900 documents was in any training set"').optional(),
  /**
   * What the measured run ran on, optional (trust review T1 r34: "hardware is never named"; a CTO sizes a deployment from
   * it): a line of the conditions on /methodology and a clause of every note of the figure ("Ran on ..."). The readiness
   * report names a speed, latency, compute or cost figure that has none.
   */
  hardware: text('what the measured run ran on, e.g. "One server: 2x NVIDIA L40S 48 GB, 64 vCPU, 256 GB RAM"').max(120, 'expected at most 120 characters: it is one line under the conditions').optional(),
  /**
   * How the figure holds under concurrent load, optional (review C r15: "under 1 s" was measured with no other load; a
   * CTO asks for the p95 under a stated load). A line under the conditions in the figure's table on /methodology.
   */
  underLoad: text('the figure under a stated concurrent load, e.g. "p95 0.8 s with 20 concurrent queries on the same server"').optional(),
  /** When the figure is measured again, optional (review C: "release 4.2: is that current?"), e.g. "On every model release". */
  remeasured: text('when the figure is measured again, e.g. "On every model release; this run is release 4.2, the current one"').optional(),
  /**
   * For an internal figure, the date by which an outside party will have measured it, optional (review C r17: "state a
   * date by which the internal figures will be re-measured by a third party"): a commitment only the business can make,
   * so never filled for it. Said as the figure's "Outside check" fact on /methodology, and in the index's one note on
   * internal figures when every internal figure gives the same date (review C r28).
   */
  independentBy: isoDate.optional(),
  /** What the figure leaves out, and why, optional (e.g. staff time in a cost figure). */
  excludes: text('what the figure does not count, e.g. "operations staff time"').optional(),
  /**
   * What the measurement covers and what it does not yet, optional (review C r7: 98% was measured on 3 of the
   * verticals the site serves; a buyer asks which were not measured). A row of the figure's table on /methodology.
   */
  coverage: text('which cases were measured and which are not yet, e.g. "Financial, legal and clinical; not yet measured: insurance, aviation"').optional(),
  /**
   * A report the reader can download or open (the lab's letter, the audit summary), optional (review C r7: nothing
   * could be downloaded): its address, a full https:// address or a path on this site, and its link label.
   */
  reportUrl: z.string({ error: 'expected the report\'s address' }).regex(/^(https:\/\/|\/)\S+$/, 'expected the report\'s address: a full https:// address or a path on this site starting with /').optional(),
  reportLabel: text('the report link\'s label in Title Case, naming the document and its format, e.g. "Lab Summary Letter (PDF)"').max(60, 'expected at most 60 characters: it is one link beside the figure').optional(),
  /**
   * The report behind the figure when it is not published but can be requested, in the business's words, optional (trust
   * review T7 r53: "Report: Under NDA" read as "we won't show you"; the independent reports' links went nowhere): the
   * Report fact says it, with the request link /security's documents on request use. Not with a report link.
   */
  reportOnRequest: text('which report is on request and on what terms, e.g. "Internal run log, on request under NDA"').max(80, 'expected at most 80 characters: it is one fact beside the figure').optional(),
  /**
   * Which number /methodology leads with where the figure is a maximum with a median, optional (review C r7: "up to 80%"
   * led while the 61% median was small print): `median` sets the median and range as a line under the figure's heading,
   * not last among its facts (review C r28). The statement's own text (the product pages' claim) does not change.
   */
  lead: z.literal('median', { error: 'expected median (or leave lead out)' }).optional(),
  /**
   * The figure measured per model, optional (trust review r43: the model cards showed the blended "98%" while the data set
   * gave financial 98.4% and clinical 98.0%, and one card's release was not the one measured): one row a model, each with
   * its value, what the value measures and the release measured. Lines under the coverage on /methodology, each its own
   * anchor, and the figure a model card shows where its `evaluation` names the row: one source, so the two cannot drift.
   */
  breakdown: z
    .array(
      z.strictObject(
        {
          id: slug('the row\'s id, named by a model\'s evaluation, e.g. financial'),
          value: text('the row\'s figure, e.g. "98.4%"').max(20, 'expected a short figure, e.g. "98.4%"'),
          label: text('what the value measures, completing it, e.g. "term accuracy on financial terms"').max(60, 'expected at most 60 characters: it completes the figure on one line'),
          release: text('the model release the row was measured on, e.g. "4.2"').max(20, 'expected a short release number, e.g. "4.2"'),
        },
        { error: 'expected a breakdown row with id, value, label and release (the model release it was measured on)' },
      ),
      { error: 'expected a list of breakdown rows ("- id: financial" lines)' },
    )
    .min(1, 'expected at least one row, or leave breakdown out')
    .optional(),
  /**
   * Why an optional row has no value, as the business states it, optional: `not-applicable` (it cannot apply to this
   * figure), `none` (there is nothing to say: nothing left out), `not-measured-yet`, `under-nda`. Trust review T2 r40: a row
   * that cannot apply ("Kept out of training" on a latency figure) said "Not published", "reads as withholding"; trust
   * review T3 r41: "'Not published' is used for three different things: nothing excluded, withheld, and not yet measured
   * ... every use reads as hidden". Never decided for the business: a row it states nothing for stays "Not published".
   */
  noValue: z
    .strictObject(Object.fromEntries(NO_VALUE_ROWS.map((row) => [row, noValueReason])) as Record<NoValueRow, typeof noValueReason>, {
      error: `expected rows of this entry (${NO_VALUE_ROWS.join(', ')}), each with why it has no value ("heldOut: not-applicable" lines)`,
    })
    .optional(),
  draft,
})
  .refine((entry) => !entry.reportUrl === !entry.reportLabel, { message: 'expected reportUrl and reportLabel together: the link needs both its address and its label', path: ['reportLabel'] })
  .refine((entry) => !(entry.reportOnRequest && entry.reportUrl), { message: 'expected reportUrl or reportOnRequest, not both: a published report is not on request', path: ['reportOnRequest'] })
  .refine((entry) => !(entry.reportOnRequest && entry.noValue?.report), { message: 'expected reportOnRequest or noValue.report, not both: the report row says one thing', path: ['reportOnRequest'] })
  .refine((entry) => entry.lead !== 'median' || !!entry.median, { message: 'expected a median when lead is median', path: ['median'] })
  .superRefine((entry, context) => {
    for (const row of NO_VALUE_ROWS)
      if (entry.noValue?.[row] && rowValue(entry, row))
        context.addIssue({ code: 'custom', path: ['noValue', row], message: `expected a reason only for a row this entry leaves empty: ${row} has a value (remove one or the other)` });
  })
  .superRefine((entry, context) => {
    const ids = (entry.breakdown ?? []).map((row) => row.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) context.addIssue({ code: 'custom', path: ['breakdown', i, 'id'], message: `expected each row its own id: "${id}" is used twice` });
    });
  })
  .refine((entry) => !entry.independentBy || entry.independence === 'internal', { message: 'expected independentBy only with independence: internal (it dates an outside measurement of an internal figure)', path: ['independentBy'] });

export type Customer = z.output<typeof customerSchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export type Person = z.output<typeof personSchema>;
export type Assurance = z.output<typeof assuranceSchema>;
export type Methodology = z.output<typeof methodologySchema>;

/**
 * A model the business ships, as a bank's model inventory and model-risk validation record it (trust review T1 r34:
 * "no model facts: parameter count, base model and licence, training-data provenance, version updates"): one file a model
 * under content/models/, shown on /technology/small-llms as its facts and named on its industry's page. Every value is the
 * business's; nothing is derived.
 */
export const modelSchema = z.strictObject({
  name: text('the model\'s name as the business ships it, e.g. "Vertiq Finance 7B"').max(60, 'expected at most 60 characters: it is the facts\' heading'),
  /** The industry page (content/industries/{slug}.md) that names this model. */
  industry: slug('the industry page\'s slug, e.g. financial-services'),
  version: text('the current release, e.g. "4.2"').max(20, 'expected a short release number, e.g. "4.2"'),
  released: isoDate,
  parameters: text('the parameter count, e.g. "7B"').max(20, 'expected a short count, e.g. "7B"'),
  baseModel: text('the open model it was trained from and that model\'s licence, e.g. "Mistral 7B v0.3 (Apache 2.0)"').max(120, 'expected at most 120 characters'),
  licence: text('what the customer may do with the delivered weights, e.g. "Use on your own servers for the subscription term; no redistribution"').max(200, 'expected one or two sentences (at most 200 characters)'),
  trainingData: text('where the training data came from and whether customer data is used, e.g. "Licensed filings and public regulations; no customer data"').max(400, 'expected a few sentences (at most 400 characters)'),
  updateCadence: text('how often a release ships and how customers receive it, e.g. "Quarterly, each release re-measured before it ships"').max(200, 'expected one or two sentences (at most 200 characters)'),
  /**
   * How training data that held personal or health information was de-identified, and to which standard, optional (trust
   * review T7 r53: "De-identified clinical notes" left a hospital CISO asking "Safe Harbor or Expert Determination?"):
   * a row of the model's facts under its training data.
   */
  deidentification: text('the de-identification standard its training data meets, e.g. "HIPAA Expert Determination (45 CFR 164.514(b)(1)), by an outside statistician"').max(200, 'expected one or two sentences (at most 200 characters)').optional(),
  /** How much text it reads at once, optional. */
  contextWindow: text('how much text it reads at once, e.g. "32,000 tokens"').max(40, 'expected a short size, e.g. "32,000 tokens"').optional(),
  /**
   * The model's own evaluation, optional: the product figure's methodology entry and the row of its `breakdown` that
   * measured this model (trust review r43: the cards showed the site-wide "98%", measured on another release). The value,
   * what it measures and the release come from that row, the date from the entry (`measuredOn`), so they cannot drift
   * from /methodology; the loader refuses a figure without an entry or a row the entry does not have. A figure id alone
   * (the blended figure) is refused: it says nothing about this model or its release.
   */
  evaluation: z
    .strictObject(
      {
        figure: z.union(PRODUCT_FIGURE_IDS.map((id) => z.literal(id)) as unknown as [z.ZodType<string>, z.ZodType<string>], { error: `expected one of the product figures: ${PRODUCT_FIGURE_IDS.join(', ')}` }),
        row: slug('the id of the breakdown row that measured this model, e.g. financial'),
      },
      { error: 'expected evaluation with figure and row: the methodology entry\'s figure id and the id of its breakdown row that measured this model ("figure: term-accuracy", "row: financial")' },
    )
    .optional(),
  /**
   * The least a customer's server needs to run it, optional (trust review T3 r41: no model card named minimum hardware; a
   * CTO sizes the purchase from it). A row of the model's facts.
   */
  minimumHardware: text('the least hardware it runs on, e.g. "One server with a 48 GB GPU (NVIDIA L40S or equivalent), 64 GB RAM"').max(120, 'expected at most 120 characters: it is one row of the model\'s facts').optional(),
  /**
   * What the model is known to do poorly, in the business's words, optional (trust review T3 r41: no known limits; a model
   * validation records them): one item a limit, e.g. "Scanned pages below 200 dpi lose table structure".
   */
  knownLimits: z
    .array(text('a known limit, e.g. "Handwritten annotations are not read"').max(200, 'expected one sentence (at most 200 characters)'), { error: 'expected a list of known limits ("- Handwritten annotations are not read" lines)' })
    .min(1, 'expected at least one known limit, or leave knownLimits out')
    .optional(),
  /**
   * What the model must not be used for, as the business states it, optional (trust review T3 r41: no out-of-scope uses),
   * e.g. "Credit decisions without a reviewer's sign-off".
   */
  outOfScope: z
    .array(text('a use it is not meant for, e.g. "Credit decisions without a reviewer\'s sign-off"').max(200, 'expected one sentence (at most 200 characters)'), { error: 'expected a list of out-of-scope uses ("- Credit decisions without sign-off" lines)' })
    .min(1, 'expected at least one out-of-scope use, or leave outOfScope out')
    .optional(),
  /** How a customer gets the full model card, optional, e.g. "On request from your account team". */
  modelCard: text('how a customer gets the full model card, e.g. "On request, under NDA, from your account team"').max(160, 'expected one sentence (at most 160 characters)').optional(),
  draft,
});
export type Model = z.output<typeof modelSchema>;
