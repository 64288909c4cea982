/**
 * The words around the business's evidence (the evidence itself is content: src/content/evidence.ts).
 * Each section shows only when its collection has entries, so none of this reaches a page before then.
 */
import type { PageMeta } from './types.ts';
import type { CustomerEntry } from './evidence.ts';
import type { NoValueReason, Soc2Opinion, StatementTopic } from '../collections/evidence-schemas.ts';
import { BRAND } from '../site.ts';

/**
 * Whether every customer shown runs the product, as the business records it (in production, or a production date): a
 * heading may say "running" only then (review C r15: "Customers running Vertiq" over a customer /customers lists as a
 * pilot stretched the claim). A customer with no stage recorded is not claimed either.
 */
const allRunning = (customers: CustomerEntry[]) => customers.every((customer) => customer.status === 'production' || !!customer.inProductionSince);

export const CUSTOMER_LOGOS_COPY = {
  /**
   * Over the home strip: one line at 390 px (review C r12: "Customers who run Vertiq on their own documents" wrapped to
   * two); "running" only when every customer shown is in production, else what each one is: named.
   */
  title: (customers: CustomerEntry[]) => (allRunning(customers) ? `Customers running ${BRAND}` : 'Named customers'),
  /**
   * Over an industry page's customers: one customer is named as one, "A financial-services customer" (review C r12: "Who
   * runs Vertiq in financial services" over a single customer played up the thinness); several, who runs it there (who
   * is named there, while one of them is not in production).
   */
  industryTitle: (industry: string, customers: CustomerEntry[]) =>
    customers.length === 1
      ? `${/^[aeiou]/i.test(industry) ? 'An' : 'A'} ${industry.toLowerCase().replaceAll(' ', '-')} customer`
      : allRunning(customers)
        ? `Who runs ${BRAND} in ${industry}`
        : `Named customers in ${industry}`,
  /** Beside a study's own link ("Read the Case Study"): a distinct label for the way to every customer. */
  allCustomersLink: 'All Customers',
  /**
   * Under a page's only customer's card, a link row to another industry's study (review C r8: healthcare had no way
   * across to the bank's proof; r11: with its headline figure, inside the card, it read as a second proof).
   */
  alsoIn: (industry: string) => `Also in ${industry}:`,
  otherStudyLink: (customer: string) => `${customer} Case Study`,
  /**
   * Heard after a strip logo's name, where its link leads (trust review r42: a link named only "Sample Law LLP" did not say
   * where it went): the customer's case study, else its entry on /customers.
   */
  logoLinkPurpose: (study: boolean) => (study ? 'case study' : 'customer details'),
};

export const CUSTOMERS_PAGE = {
  label: 'Customers',
  meta: {
    title: 'Customer Case Studies: Results With Sources',
    description: `How regulated businesses deploy ${BRAND}: the problem, the approach and the measured results, each figure with its source and date.`,
    keywords: [`${BRAND.toLowerCase()} customers`, 'case studies', 'document ai results', 'regulated industries', 'small language models'],
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Customers',
    title: 'Results our customers measured and let us publish',
    description: `What regulated businesses found after deploying ${BRAND} on their own documents: every result figure with its source and the date it was measured.`,
  },
  /** The closing band's words here: the page's one reference offer is the hero's secondary action (`reference`; review C r11, r12). */
  ctaDescription: 'A demo runs on documents like yours.',
  cta: { label: 'Schedule Demo', path: '/demo' },
  /** The hero's panel: the label over the customers' logos, then the reference offer's lead-in (review C r28: no counts). */
  summary: {
    customers: 'Named customers',
    reference: 'Speak to one of them before you decide.',
    /** Under the label, where the business gives its count of customers in production. */
    inProduction: (count: number, asOf: string, named: number, pilots: number) =>
      `${count.toLocaleString('en-US')} customers in production as of ${asOf}; ${named} of them are named here${pilots ? `, as ${pilots === 1 ? 'is 1 customer' : `are ${pilots} customers`} in pilot` : ''}.`,
  },
  studiesEyebrow: 'Measured results',
  studiesTitle: 'Case studies',
  readStudy: 'Read the Case Study',
  /** Under the case studies: the customers without one, each once. Permission is said once, in its intro. */
  customersEyebrow: 'Named customers',
  /** Not count-led (review C r9: "2 more organizations using Vertiq" read awkwardly). */
  customersTitle: 'Other named customers',
  customersCardCaption: 'Each customer agreed to be named, on the date shown.',
  /**
   * The labels of a named customer's dates, short enough for one line at 390 px (review C r28: "Public reference since"
   * wrapped, and beside "Stage: In production since {date}" read as two "since" dates): since when it runs in
   * production, when the business records it, and since when it is named publicly (not a go-live date).
   */
  facts: { live: 'Live since', pilot: 'Pilot since', named: 'Named publicly' },
  /** The stage badge by a named customer's name, from the entry's production date or status (review C r28). */
  status: { pilot: 'Pilot', production: 'In production' },
};

export const CASE_STUDY_COPY = {
  eyebrow: 'Case study',
  resultsEyebrow: 'Results',
  resultsTitle: 'What changed',
  /** The one caveat line over a study's results: who measured them and whether anyone else checked (review C r8: said once, not in every source). */
  resultsIntro: (customer: string, verified: number, results: number) =>
    verified === results
      ? 'Each figure with its source, the date it was measured and who verified it.'
      : `Figures as measured by ${customer}, ${verified === 0 ? 'not independently verified' : 'independently verified only where a source names who checked it'}; each with its source and date.`,
  /** The hero card: who the customer is and when they agreed to be named; "Key facts": the deployment, from the entry's optional `facts`. */
  facts: {
    customer: 'Customer',
    industry: 'Industry',
    named: 'Named with permission',
    inProduction: 'In production since',
    stage: 'Stage',
    published: 'Published',
    title: 'Key facts',
    deployment: 'Deployment',
    timeToProduction: 'Time to production',
    volume: 'Volume',
    integrations: 'Integrations',
    solutions: 'Solutions',
  },
  problemTitle: 'The problem',
  approachTitle: 'The approach',
  /** Over the entry's optional `limits`. */
  limitsTitle: 'What we would do differently',
  detailTitle: 'In detail',
  sourceLabel: 'Source',
  measuredLabel: 'measured',
  quoteConsent: (date: string) => `Quoted with permission given ${date}.`,
  namedSince: (date: string) => `Named with the customer's permission on ${date}.`,
  backToIndex: 'All Case Studies',
  /** The band every case study ends on before the closing call to action. */
  next: { eyebrow: 'Related', title: 'Keep reading', industryLabel: 'Your industry', industry: (name: string) => `${BRAND} for ${name}`, industryText: 'The documents it reads, its model and a sample analysis.' },
  cta: { title: 'See it on your own documents', description: 'A demo runs on documents like yours, and we can put you in touch with a reference customer.', label: 'Schedule Demo', path: '/demo' },
};

export const LEADERSHIP_COPY = {
  eyebrow: 'Leadership',
  title: `The people accountable for ${BRAND}`,
  intro: 'The team that answers for the product, its security and its commitments to customers.',
  /** The label over the outside advisors' row (content/people/ entries with `group: advisors`): not employees. */
  advisors: 'Outside advisors',
  /**
   * Before a founder's role on their card (`founder: true`): "Founder · Chief Executive Officer" when they are the only
   * one, "Co-founder · ..." when the people name two or more.
   */
  founder: 'Founder',
  coFounder: 'Co-founder',
  /** Before the links to where a credential can be checked (`credentialSource`), each named by its site. */
  verifyAt: 'Verify at',
  /** The same, where each source names the credential it checks ("Verify CISSP at isc2.org"). */
  verifyNamed: 'Verify',
  /** After each of those links, for assistive technology: what it checks, and whose. */
  verify: (credential: string, name: string) => `, to verify ${credential} for ${name}`,
  /** A card's tenure line (`joined`), by group. */
  joined: 'Joined',
  advisingSince: 'Advisor since',
};

/** The person who answers for an area, named where the area's evidence is (src/pages/evidence/AccountablePeople.tsx). */
export const ACCOUNTABLE_COPY = {
  security: 'Accountable for security',
  'model-evaluation': 'Accountable for these figures',
} as const;

/** A run of the compact assurance line: kept on one line (a date, a period), or `wraps` (a firm's name, which may be long). */
export type ShortRun = string | { wraps: string };

export const ASSURANCE_COPY = {
  eyebrow: 'Assurance',
  title: 'Audit evidence you can request',
  intro: 'Independent attestation, testing and the companies that process data on our behalf, with dates, so your review can check them.',
  soc2: {
    heading: 'SOC 2 Type II',
    status: { 'report-available': 'Report available', 'audit-in-progress': 'Audit in progress' },
    period: 'Audit period',
    issued: 'Report issued',
    auditor: 'Auditor',
    scope: 'Scope',
    criteria: 'Trust services criteria',
    nextReport: 'Next report expected',
    request: 'How to get the report',
    /**
     * The auditor's opinion (the entry's optional `opinion`), in the report's own word, then a plain gloss for a reader who
     * is not an auditor ("unqualified" reads as a fault to one). A qualified or adverse opinion is named as issued and
     * glossed as plainly as a clean one: never softened (trust review r42).
     */
    opinion: 'Auditor\u2019s opinion',
    opinions: {
      unqualified: 'Unqualified (a clean opinion)',
      qualified: 'Qualified (not a clean opinion)',
      adverse: 'Adverse (controls did not meet the criteria)',
      'disclaimer-of-opinion': 'Disclaimer of opinion (no opinion formed)',
    } satisfies Record<Soc2Opinion, string>,
    /** How many exceptions the report notes (`exceptionsNoted`), the number as the report gives it, 0 included. */
    exceptions: 'Exceptions noted',
    /** The entry's `firstReport` (trust review T2 r46: "say 'first Type II report' plainly rather than leave it to be inferred"). */
    report: 'Report',
    firstReport: 'Our first Type II report',
  },
  // The status chip matches the SOC 2 card's (review C r7), shown when the entry says how to obtain the summary.
  penTest: { heading: 'Penetration test', status: 'Summary available', date: 'Last tested', firm: 'Tested by', scope: 'Scope', outcome: 'Outcome', cadence: 'Cadence', nextDue: 'Next test due', request: 'How to get the summary' },
  subprocessors: {
    heading: 'Subprocessors',
    caption: 'Companies that process customer data on our behalf',
    name: 'Subprocessor',
    purpose: 'Purpose',
    location: 'Location',
    // With the business's subprocessor-list entry: the list's date, and a request for its change notices.
    updated: 'Updated',
    notices: 'Get Change Notices',
    noticesSubject: 'Subprocessor change notices',
  },
  onRequest: { heading: 'Also available on request', caption: 'For your security and vendor-risk review', subject: 'Security review documents request' },
  disclosure: { heading: 'Vulnerability disclosure', reportTo: 'Report a vulnerability to', securityTxt: 'security.txt' },
  incident: { heading: 'Security incident notification' },
  /**
   * The business's statements on the questions a review asks of an on-premises AI product (kind statement; trust review T2
   * r46: "silent on AI-specific threats, telemetry and licence checks, and on how custom training handles customer data"),
   * each heading by topic; the custom-training one links to where /technology/small-llms states it in full.
   */
  statements: {
    heading: 'The product and its models',
    topics: {
      'ai-testing': 'AI-specific testing',
      'update-signing': 'Signed updates',
      telemetry: 'What the software sends home',
      'custom-training': 'Custom training and your data',
      identity: 'Sign-in and provisioning',
      'key-management': 'Key management',
      'encryption-in-transit': 'Encryption in transit',
      'support-logs': 'Support logs',
      'offline-updates': 'Updates without a connection',
      'ai-governance': 'AI governance',
    } satisfies Record<StatementTopic, string>,
    /** Over the statements on how the deployment meets the customer's own controls (trust review T7 r53). */
    environmentHeading: 'How it fits your controls',
    tested: 'Last tested',
    by: 'Tested by',
    customTrainingLink: 'Where custom training runs',
    /** The home page's Cyber Security cell, to the AI testing's row. */
    aiTestingLink: 'What we tested',
  },
  /** The cards' foot links: what a reader does next with each fact. */
  actions: { requestReport: 'Request the Report', requestSubject: 'SOC 2 Type II report request', requestSummary: 'Request the Summary', summarySubject: 'Penetration test summary request', requestDocuments: 'Request Documents' },
  /** The one assurance line on the pages a buyer lands on (src/components/AssuranceLine.tsx). */
  line: {
    // "Vertiq's own": the framework chip under it also says "SOC 2 Type II" and means the customer's scope
    // (review rounds 4 and 6); the label says whose reports these are, as the frameworks row's says whose scope.
    label: 'Vertiq\u2019s own assurance',
    // The compliance band's label row wherever it carries the audits (review C r23, 1c: on home, between the industries and
    // "Try it" with no heading it read as a footer strip; r31: on the industry pages, as an orphan), naming both its rows, Vertiq's audits and the customer's frameworks ("Assurance" only repeated the label under it).
    eyebrow: 'Audits and frameworks',
    soc2Name: 'SOC 2 Type II report',
    soc2Issued: (issued: string, period: string) => [`Issued ${issued}`, `Period ${period}`],
    soc2InProgress: (periodEnd: string) => ['Audit in progress', `Period ending ${periodEnd}`],
    penTestName: 'Penetration test',
    penTest: (date: string, nextDue?: string) => (nextDue ? [`Completed ${date}`, `Next test due ${nextDue}`] : [`Completed ${date}`]),
    // Who did the work, the cheapest trust signal there is (review C r11), under the dates.
    soc2By: (auditor: string) => `Audited by ${auditor}`,
    penTestBy: (firm: string) => `Tested by ${firm}`,
    // The compact line's facts (pricing, the demo, a solution's case study): each fact's main date and, for the report, the
    // period it covers (trust review T1 r34: the short line dropped the audit period), and who audited and who tested, as
    // the full band names them (trust review r42: the compact line dropped the names, the cheapest trust signal there is;
    // review C r23: the full block ran ~400 px of small text at 390 where it is not the point, so "by" and the name only).
    // Runs a line may break between, never inside (a date, a period); a firm's name (`wraps`) may break anywhere.
    soc2Short: (auditor: string, issued: string | undefined, period: string): ShortRun[] =>
      issued ? [`SOC 2 Type II report issued ${issued}`, { wraps: `by ${auditor},` }, `period ${period}`] : ['SOC 2 Type II audit in progress', { wraps: `by ${auditor},` }, `period ending ${period}`],
    penTestShort: (firm: string, date: string): ShortRun[] => [`Penetration test ${date}`, { wraps: `by ${firm}` }],
    link: 'Audit Evidence',
  },
  /** /about's regulated-customers lines when the business has assurance entries (src/pages/company/assurance-points.ts). */
  about: {
    documents: 'Documents on request',
    documentsText: (count: number) => `${count} documents for your security and vendor-risk review,`,
    /** The row's way to the list itself (review r43: the row said where the documents are listed, and did not link it). */
    documentsLink: { before: '', label: 'listed with the reports on our security page', after: '.' },
    continuity: 'Business continuity',
    /**
     * The sentence that ends the continuity statement when /security lists documents on request (review r43: the row said
     * nothing of the escrow agreement /security offers): the documents the business marks `continuity: true`, by their
     * names, linked to the list; without any so marked, the list itself.
     */
    continuityDocuments: (names: string) => ({ before: 'Also on request: ', label: names, after: '.' }),
    continuityList: { before: 'The ', label: 'documents you can request', after: ' are listed on our security page.' },
  },
};

/** The "Figures on this page" notes near a page's foot (src/components/FigureNotes.tsx), where each figure cue leads. */
export const FIGURE_NOTES_COPY = {
  heading: 'Figures on this page',
  /**
   * Under the heading where a customer's result also shows: what the notes are, and where the customer figures, which
   * are not among them, give theirs (review C r17: the longer line explained the system, not the figures).
   */
  legend: 'How each numbered figure was measured. Customer figures give theirs under “Source”.',
  /** Each note's link to its method (a link label: Title Case), and its accessible name, which says whose method. */
  method: 'Method',
  /** The fold over a note's conditions on phones (FigureNotes' Fold). */
  conditions: 'Conditions',
  methodName: (statement: string) => `Method: how ${statement.charAt(0).toLowerCase()}${statement.slice(1)} was measured`,
  /** The note number's name: it leads back to where the page first cites the figure. */
  back: (n: number) => `Back to figure ${n} in the page`,
  /** A note whose conditions an earlier note on the page already gives. */
  sameAs: (n: number) => `Measured in the same run as note ${n}.`,
  measuredOn: (month: string) => `Measured ${month}`,
};

export const METHODOLOGY_PAGE = {
  label: 'Methodology',
  meta: {
    title: 'How We Measure Our Product Figures',
    description: `The data set, date and conditions behind each figure ${BRAND} publishes: term accuracy, response time, processing cost, compute and speed.`,
    keywords: [`${BRAND.toLowerCase()} methodology`, 'benchmark methodology', 'term accuracy', 'response time', 'document ai benchmarks'],
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Methodology',
    title: 'How each figure we publish was measured',
    description: 'Where this site shows a product figure on its own, it links here: the data set it was measured on, when, and under which conditions.',
  },
  cardLabel: 'Published figures',
  cardMeta: 'Each links to its method',
  /** Above each entry's heading: its place in the list. */
  figureWord: 'Figure\u00a0',
  figureNumber: (n: number, of: number) => `${n} of ${of}`,
  methodTitle: 'How it was computed',
  /** In each figure's bar, back to the hero's list of figures (a link label: Title Case). */
  backToIndex: 'All Figures',
  /** A link here from a page that speaks to model risk (an industry card, /security's documents on request; review C r15). */
  linkLabel: 'How We Measure Our Figures',
  /** The names of each figure's permalink and of its bar's previous and next links (short: the bar says which figure it is). */
  figureLink: (n: number) => `Link to figure ${n}`,
  previousFigure: 'Previous figure',
  nextFigure: 'Next figure',
  /** The bar's visible words for those links (link labels: Title Case). */
  previous: 'Previous',
  next: 'Next',
  /** The hero index's note against the "Internal" tag, where every internal figure gives one date (`independentBy`;
   * review C r17), said once (review C r28). */
  noLetterYet: 'Measured internally; no external letter yet. An outside measurement is due by ',
  /** The same note where internal figures give different dates or none: each figure's "Outside check" says its own. */
  noLetterEach: 'Measured internally; no external letter yet. Each figure gives when its outside measurement is due, where one is set.',
  /** An internal figure's fact of when it is measured outside (in the style of "Measured on"). */
  outsideCheck: 'Outside check',
  outsideCheckDue: 'Due ',
  outsideCheckNone: 'None',
  /** A figure that reports a second statistic of the figure before's study: its first fact, linking there. */
  study: 'Study',
  // The number kept with its word: at 390 px a lone "2" began the link's second line.
  sameStudy: (n: number) => `Same study as figure\u00a0${n}`,
  /** A figure's published report, in the place an internal figure's outside check takes. */
  report: 'Report',
  /**
   * A report on request (`reportOnRequest`; trust review T7 r53): the request link after the business's words, as /security's
   * documents on request; the subject names the figure, so the reply can send the right report.
   */
  requestReport: 'Request the Report',
  requestReportSubject: (statement: string) => `Methodology report request: ${statement}`,
  /** What an average is taken over (`average`; trust review T7 r53): a line of the data set. */
  average: 'Average',
  /** The page's closing band (the button is the case studies' Schedule Demo). */
  cta: { title: 'Check these figures on your own documents', description: 'A demo runs on documents like yours, so you can compare the results with the methods above.' },
  dataset: 'Data set',
  sampleSize: 'Sample size',
  coverage: 'Coverage',
  measuredOn: 'Measured on',
  measuredBy: 'Measured by',
  scope: 'Scope',
  conditions: 'Conditions',
  hardware: 'Ran on',
  underLoad: 'Under load',
  /** A figure's median and range, one fact (review C r28); under the heading where the entry leads with it (`lead: median`). */
  median: 'Median',
  medianAndRange: 'Median and range',
  range: 'Range',
  /** A table row the entry does not give, in muted text (review C r28: every row on every figure, so they line up). */
  notPublished: 'Not published',
  /**
   * A row without a value whose reason the entry states (`noValue`), in the same muted text: each reason its own words
   * (trust review T2 r40: "Not applicable"; T3 r41: "None", "Not measured yet", "Under NDA", not one "Not published").
   */
  noValue: { 'not-applicable': 'Not applicable', none: 'None', 'not-measured-yet': 'Not measured yet', 'under-nda': 'Under NDA' } satisfies Record<NoValueReason, string>,
  /** A breakdown row under the coverage: the figure for one model, at the release measured. */
  breakdownLine: (value: string, label: string, release: string) => `${value} ${label}, release\u00a0${release}`,
  baseline: 'Compared against',
  excludes: 'Not counted',
  heldOut: 'Kept out of training',
  remeasured: 'Measured again',
};

/** The models' facts (src/pages/evidence/ModelFacts.tsx): /technology/small-llms and a line on each model's industry page. */
export const MODEL_FACTS_COPY = {
  heading: 'Model facts',
  /**
   * Over the cards: how many of the industry models have one, counted from the data (trust review r43: "For each model we
   * ship" sat over 2 cards on a site of 13 industry models).
   */
  // "Facts", not "cards": the full model card is a document of its own, which a row below says is on request or not
  // published (trust review T4 r48: "We publish cards for 2" beside "Model card: Not published").
  intro: (cards: number, models: number) =>
    `We publish the facts of ${cards >= models ? `all ${models} of our` : `${cards} of our ${models}`} industry models here. Each records what a model inventory and a model-risk validation ask for, with the model’s own evaluation and the release it was measured on.`,
  release: (version: string, date: string) => `Release ${version}, ${date}`,
  /** The same inside the industry page's sentence ("Runs on …, release 4.2 of Sep 15, 2026"). */
  releaseInline: (version: string, date: string) => `release ${version} of ${date}`,
  terms: {
    parameters: 'Parameters',
    contextWindow: 'Context window',
    minimumHardware: 'Minimum hardware',
    baseModel: 'Base model',
    licence: 'Licence',
    trainingData: 'Training data',
    deidentification: 'De-identification',
    updateCadence: 'Updates',
    evaluation: 'Evaluation',
    knownLimits: 'Known limits',
    outOfScope: 'Out-of-scope uses',
    modelCard: 'Full model card',
  },
  /**
   * Under the card's evaluation: when, and on which release; where that is not the card's release, said in words (trust
   * review r43: a model-risk reviewer flags a figure measured on another release).
   */
  // A release number kept with its word (at 390 px "release / 3.0" split).
  /** The industry page's line under its model (ModelEvaluationLine): when, on which release. */
  measuredOn: (date: string, release: string) => `measured ${date} on release\u00a0${release}.`,
  measuredSame: (date: string, release: string) => `Measured ${date} on release\u00a0${release}, the release this card describes.`,
  measuredOther: (date: string, release: string, version: string) => `Measured ${date} on release\u00a0${release}; this card describes release\u00a0${version}.`,
  /** The evaluation's link to its row on /methodology (Title Case: a link label), and its name with the model's. */
  methodLink: 'How It Was Measured',
  methodLinkName: (model: string) => `How It Was Measured: ${model}`,
  /** A fact the entry does not give, muted: every card has every row (trust review T3 r41), in /methodology's words. */
  notPublished: METHODOLOGY_PAGE.notPublished,
  /** On the model's industry page, beside its agents. */
  runsOn: 'Runs on',
  facts: 'Model facts',
};
