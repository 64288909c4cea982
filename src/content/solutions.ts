/**
 * The /solutions overview and the six solution pages (/solutions/{slug}), one data object each,
 * rendered by one template. SPEC.md: document-analysis has a demo, contract-intelligence is a
 * short page without one; the other four are built from the same template (DECISIONS.md).
 */
import type { LucideIcon } from 'lucide-react';
import Archive from 'lucide-react/icons/archive';
import BellRing from 'lucide-react/icons/bell-ring';
import Blocks from 'lucide-react/icons/blocks';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChartBar from 'lucide-react/icons/chart-bar';
import ChartNoAxesCombined from 'lucide-react/icons/chart-no-axes-combined';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import FileCheck from 'lucide-react/icons/file-check';
import FilePenLine from 'lucide-react/icons/file-pen-line';
import FileSearch from 'lucide-react/icons/file-search';
import FileSignature from 'lucide-react/icons/file-signature';
import FileText from 'lucide-react/icons/file-text';
import FileWarning from 'lucide-react/icons/file-warning';
import Inbox from 'lucide-react/icons/inbox';
import ListChecks from 'lucide-react/icons/list-checks';
import Route from 'lucide-react/icons/route';
import Ruler from 'lucide-react/icons/ruler';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Target from 'lucide-react/icons/target';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Waypoints from 'lucide-react/icons/waypoints';
import Workflow from 'lucide-react/icons/workflow';
import type { CallToAction } from './features.ts';
import type { DemoDocumentPair, FeatureCard, HeroContent, PageMeta, Step } from './types.ts';

export interface SolutionContent {
  slug: string;
  /** Breadcrumb label and card title. */
  name: string;
  meta: PageMeta;
  icon: LucideIcon;
  /** One sentence for the /solutions overview. */
  summary: string;
  /** One of the four cards on /solutions (SPEC.md); the others are listed below them. */
  featured: boolean;
  /** schema.org Service `serviceType`. */
  serviceType: string;
  hero: HeroContent;
  /** Four capability cards. */
  capabilities: { title: string; intro: string; cards: FeatureCard[] };
  /** Four steps. */
  steps?: { title: string; steps: Step[] };
  outcomes?: { title: string; items: { title: string; description: string }[] };
  /** The canned document demo; absent on contract-intelligence (SPEC.md). */
  demo?: { title: string; intro: string; document: DemoDocumentPair };
}

/** The route path of a solution page: the one place it is formed. */
export function solutionPath(solution: Pick<SolutionContent, 'slug'>): string {
  return `/solutions/${solution.slug}`;
}

/** The hero buttons and closing band shared by the solution pages. */
export const SOLUTION_HERO_ACTIONS = {
  primary: { label: 'Schedule a demo', path: '/demo' },
  secondary: { label: 'See pricing', path: '/pricing' },
};

export const SOLUTION_CTA: CallToAction = {
  title: 'Put it to work on your documents',
  description: 'Every plan includes unlimited tokens, with no per-token charges. Start with a 14-day free trial with all Business plan features.',
  primary: { label: 'Schedule a demo', path: '/demo' },
  secondary: { label: 'Compare plans', path: '/pricing' },
};

export const SOLUTIONS: SolutionContent[] = [
  {
    slug: 'document-analysis',
    name: 'Document Analysis',
    meta: {
      title: 'Document Analysis with Domain-Trained AI Agents',
      description: 'Extract key terms, obligations and risks from contracts, policies and reports in seconds, with every finding cited to its source and processed locally.',
      keywords: ['ai document analysis', 'document extraction', 'intelligent document processing', 'contract review', 'on-premises ai'],
    },
    icon: FileSearch,
    summary: 'Classify documents, extract the facts that matter and flag deviations, with every finding cited to its source.',
    featured: true,
    serviceType: 'AI document analysis',
    hero: {
      eyebrow: 'Document analysis',
      title: 'Read every document the way your best specialist would',
      description:
        'Vertiq agents classify each document, extract the facts that matter, flag what deviates from your standards and recommend next steps, with every finding linked to the passage it came from.',
    },
    capabilities: {
      title: 'What the agent does with each document',
      intro: 'One pipeline for contracts, policies, statements and reports, tuned to your industry’s vocabulary.',
      cards: [
        { icon: FileText, title: 'Classify and route', description: 'Identify document type, parties and jurisdiction on arrival and send each file to the right review queue.' },
        { icon: ListChecks, title: 'Extract key facts', description: 'Dates, amounts, parties, obligations and defined terms become structured fields you can search and export.' },
        { icon: TriangleAlert, title: 'Flag deviations', description: 'Each clause is compared with your playbook or policy, and missing, unusual or high-risk language is flagged.' },
        { icon: FileCheck, title: 'Summarise with citations', description: 'A plain-language summary for decision makers, each point linked to its source clause.' },
      ],
    },
    steps: {
      title: 'How it works',
      steps: [
        { title: 'Ingest', description: 'Upload files or connect a repository. PDFs, Word files and scans are parsed locally.' },
        { title: 'Retrieve context', description: 'The agent pulls the playbook, policy and precedent passages relevant to this document type.' },
        { title: 'Analyse', description: 'A domain model extracts facts and flags issues with 98% term accuracy.' },
        { title: 'Act', description: 'Reviewers confirm findings, then schedule follow-ups, email summaries or export the report.' },
      ],
    },
    outcomes: {
      title: 'What changes for your team',
      items: [
        { title: 'Faster first review', description: 'Documents are triaged and summarised in seconds, so specialists spend their time on judgement rather than reading.' },
        { title: 'Consistent standards', description: 'Every document is checked against the same playbook, whoever reviews it and however busy the week.' },
        { title: 'Lower cost per document', description: 'An average 65% lower processing cost per document, with no per-token charges and no token limits.' },
      ],
    },
    demo: {
      title: 'See it in action',
      intro: 'A sample commercial property insurance renewal. Process it to see the facts, flags and next steps the agent produces.',
      document: {
        documentName: 'Property policy renewal — Harbor Logistics.pdf',
        documentType: 'Insurance policy',
        original: [
          'Declarations. Named insured: Harbor Logistics LLC. Policy period: 1 July 2025 to 1 July 2026. Insured locations: three distribution warehouses as scheduled in Form DEC-2.',
          'Limits. Building and business personal property: $48,000,000 blanket limit. Business income: 12 months, actual loss sustained.',
          'Deductibles. All other perils: $50,000 per occurrence. Named windstorm: 5% of total insured values at each affected location, minimum $250,000.',
          'Exclusions. This policy does not cover loss caused by flood at Location 3, nor loss arising from cyber incidents affecting operational technology.',
          'Conditions. Automatic sprinkler protection must be kept in service at all locations; the insurer must be notified within 10 days of any impairment lasting more than 48 hours.',
        ],
        analysis: {
          summary: 'Renewal of a $48M blanket property programme for three warehouses. The windstorm deductible and two exclusions materially increase the risk the insured retains.',
          findings: [
            { label: 'Policy period', value: '1 Jul 2025 – 1 Jul 2026' },
            { label: 'Blanket limit', value: '$48,000,000' },
            { label: 'All-perils deductible', value: '$50,000 per occurrence' },
            { label: 'Windstorm deductible', value: '5% of values, min. $250,000' },
            { label: 'Business income', value: '12 months, actual loss sustained' },
          ],
          flags: [
            'Flood is excluded at Location 3: confirm whether separate flood cover is in place.',
            'The percentage windstorm deductible could exceed $1M at a single large location.',
            'Sprinkler-impairment notice is a condition of cover: a missed notice could void a claim.',
          ],
          recommendations: [
            'Request a flood buy-back or a standalone flood quote for Location 3.',
            'Model the windstorm deductible against each location’s insured value before binding.',
            'Add the 10-day impairment notice to the facilities team’s maintenance procedure.',
          ],
        },
      },
    },
  },
  {
    slug: 'contract-intelligence',
    name: 'Contract Intelligence',
    meta: {
      title: 'Contract Intelligence for Legal and Procurement Teams',
      description: 'Turn contract portfolios into searchable obligations, renewal dates and risk positions, analysed on your own infrastructure with no per-token charges.',
      keywords: ['contract intelligence', 'contract analytics', 'obligation management', 'clause extraction', 'contract risk'],
    },
    icon: FileSignature,
    summary: 'Turn a contract portfolio into a register of obligations, renewal dates and deviations from your standard terms.',
    featured: true,
    serviceType: 'AI contract analysis',
    hero: {
      eyebrow: 'Contract intelligence',
      title: 'Know what every contract commits you to',
      description:
        'Vertiq reads your agreements clause by clause and keeps a living register of obligations, renewal dates, liability positions and deviations from your standard terms, without a single contract leaving your network.',
    },
    capabilities: {
      title: 'From contract archive to obligation register',
      intro: 'Built for legal, procurement and finance teams who need answers across hundreds of agreements, not one at a time.',
      cards: [
        { icon: ListChecks, title: 'Obligation tracking', description: 'Payment, notice, reporting and service-level obligations extracted with owners and due dates.' },
        { icon: CalendarClock, title: 'Renewal and notice alerts', description: 'Auto-renewals, termination windows and price-review dates surfaced before they pass.' },
        { icon: Scale, title: 'Playbook comparison', description: 'Each clause compared with your preferred and fallback positions, with deviations ranked by risk.' },
        { icon: Search, title: 'Portfolio questions', description: 'Ask which agreements carry uncapped indemnities or change-of-control clauses and get cited answers.' },
      ],
    },
  },
  {
    slug: 'regulatory-compliance',
    name: 'Regulatory Compliance',
    meta: {
      title: 'Regulatory Compliance Monitoring with Local AI Agents',
      description: 'Map policies and procedures against regulatory requirements, find gaps early and keep evidence ready for examiners, all processed on-premises.',
      keywords: ['regulatory compliance ai', 'compliance gap analysis', 'policy review', 'regtech', 'compliance monitoring'],
    },
    icon: ShieldCheck,
    summary: 'Map policies and procedures to the rules that apply, find gaps early and keep examination-ready evidence.',
    featured: true,
    serviceType: 'AI regulatory compliance analysis',
    hero: {
      eyebrow: 'Regulatory compliance',
      title: 'Find compliance gaps before an examiner does',
      description:
        'Vertiq agents compare your policies, procedures and disclosures with the requirements that apply to them, flag missing or outdated controls and keep a cited evidence trail for every conclusion.',
    },
    capabilities: {
      title: 'Continuous compliance review',
      intro: 'The agent reads rules the way your compliance team does: requirement by requirement, with the evidence attached.',
      cards: [
        { icon: Waypoints, title: 'Requirement mapping', description: 'Regulations and standards are broken into individual requirements, each mapped to the policy text that addresses it.' },
        { icon: FileWarning, title: 'Gap detection', description: 'Requirements with no matching control are flagged, as are policies citing superseded rules or lapsed review dates.' },
        { icon: BellRing, title: 'Change impact', description: 'When a rule or an internal standard changes, see which documents are affected and what needs updating.' },
        { icon: Archive, title: 'Examination-ready evidence', description: 'Every mapping and finding is logged with its source, ready to export for auditors and regulators.' },
      ],
    },
    steps: {
      title: 'How it works',
      steps: [
        { title: 'Load the rulebook', description: 'Select the regulations and frameworks in scope; your internal standards are added as reference documents.' },
        { title: 'Index your policies', description: 'Policies, procedures and control descriptions are indexed locally, version by version.' },
        { title: 'Map and score', description: 'Each requirement is matched to policy text and scored as met, partial or missing, with citations.' },
        { title: 'Remediate', description: 'Owners receive the gaps with suggested wording; closed gaps stay in the evidence trail.' },
      ],
    },
    outcomes: {
      title: 'What changes for your team',
      items: [
        { title: 'Continuous, not annual', description: 'Policies are checked whenever they or the rules change, not only in the weeks before an audit.' },
        { title: 'Evidence on demand', description: 'Answer an examiner’s request with the mapping, the source text and the review history.' },
        { title: 'Data stays in scope', description: 'Sensitive policies and customer data are processed locally, with no external API calls.' },
      ],
    },
    demo: {
      title: 'See it in action',
      intro: 'A sample access-control policy reviewed against PCI DSS v4.0. Process it to see the gaps the agent finds.',
      document: {
        documentName: 'Access control and logging policy v2.3.docx',
        documentType: 'Internal policy',
        original: [
          'Scope. This policy applies to all systems that store, process or transmit cardholder data, and to all employees and contractors with access to them.',
          'Passwords. User passwords must be at least 8 characters and contain letters and numbers. Passwords are changed every 90 days.',
          'Remote access. Multi-factor authentication is required for remote access to the corporate network by employees.',
          'Logging. Security event logs are retained for 90 days on the central log server and then deleted.',
          'Review. This policy is reviewed every two years by the Information Security Manager.',
        ],
        analysis: {
          summary: 'The policy covers the cardholder data environment but falls short of PCI DSS v4.0 on password length, MFA scope, log retention and review frequency.',
          findings: [
            { label: 'Framework in scope', value: 'PCI DSS v4.0' },
            { label: 'Password minimum', value: '8 characters (required: 12)' },
            { label: 'MFA scope', value: 'Employee remote access only' },
            { label: 'Log retention', value: '90 days (required: 12 months)' },
            { label: 'Review cycle', value: 'Every two years (required: annual)' },
          ],
          flags: [
            'Password length is below the 12-character minimum of requirement 8.3.6.',
            'MFA does not cover contractors or all access into the cardholder data environment (requirement 8.4).',
            'Logs are deleted after 90 days; requirement 10.5.1 calls for 12 months of history.',
            'A two-year review cycle misses the annual policy review of requirement 12.1.2.',
          ],
          recommendations: [
            'Raise the password minimum to 12 characters and update the standard.',
            'Extend MFA to every user, including contractors, accessing the cardholder data environment.',
            'Retain logs for 12 months with the latest three months immediately available, and review the policy annually.',
          ],
        },
      },
    },
  },
  {
    slug: 'risk-assessment',
    name: 'Risk Assessment',
    meta: {
      title: 'AI Risk Assessment for Credit, Vendor and Operational Risk',
      description: 'Assess counterparties, vendors and operations from their own documents: statements, questionnaires and reports read in seconds, with cited evidence.',
      keywords: ['ai risk assessment', 'credit risk analysis', 'vendor risk', 'financial statement analysis', 'risk scoring'],
    },
    icon: ShieldAlert,
    summary: 'Read statements, questionnaires and reports to surface the exposures a summary score hides.',
    featured: true,
    serviceType: 'AI risk assessment',
    hero: {
      eyebrow: 'Risk assessment',
      title: 'Assess risk from the documents, not just the scores',
      description:
        'Vertiq agents read financial statements, vendor questionnaires, inspection reports and loss runs, extract the indicators your risk framework uses and flag the exposures a summary score hides.',
    },
    capabilities: {
      title: 'Evidence behind every rating',
      intro: 'Your criteria, your weightings and your risk appetite, applied to every document in the file.',
      cards: [
        { icon: ChartBar, title: 'Indicator extraction', description: 'Ratios, covenants, limits and control answers extracted into the fields your risk models expect.' },
        { icon: TriangleAlert, title: 'Red-flag detection', description: 'Going-concern language, thin covenant headroom, unanswered questionnaire items and inconsistencies between documents.' },
        { icon: Target, title: 'Your scoring criteria', description: 'Apply your own criteria and weightings, so scores follow your risk appetite rather than a vendor’s.' },
        { icon: FileSearch, title: 'Explainable output', description: 'Every score breaks down into cited findings that a credit committee or risk officer can challenge.' },
      ],
    },
    steps: {
      title: 'How it works',
      steps: [
        { title: 'Collect', description: 'Gather the counterparty’s documents from your portal, data room or email intake.' },
        { title: 'Extract', description: 'Figures, covenants and control answers are extracted and reconciled across documents.' },
        { title: 'Score', description: 'Your criteria are applied and each indicator is rated, with the source passage attached.' },
        { title: 'Decide', description: 'Analysts review the evidence, adjust where judgement requires and record the decision.' },
      ],
    },
    outcomes: {
      title: 'What changes for your team',
      items: [
        { title: 'Consistent assessments', description: 'The same criteria are applied to every counterparty, every time, whoever prepares the file.' },
        { title: 'Earlier warning', description: 'Covenant pressure, concentration and control gaps are flagged as soon as the documents arrive.' },
        { title: 'Defensible decisions', description: 'Each rating is backed by cited evidence that stands up to committee, audit and regulator review.' },
      ],
    },
    demo: {
      title: 'See it in action',
      intro: 'Sample year-end financial statements for a borrower. Process them to see the indicators and flags the agent extracts.',
      document: {
        documentName: 'FY2024 financial statements — Meridian Fabrication Inc.pdf',
        documentType: 'Financial statements',
        original: [
          'Income statement. Revenue for the year ended 31 December 2024 was $84.2M (2023: $91.6M). EBITDA was $9.1M (2023: $13.4M).',
          'Debt. The company has a $40M senior term loan maturing in June 2026. Total funded debt at year end was $38.5M.',
          'Covenants. The credit agreement requires total leverage (funded debt to EBITDA) not to exceed 4.0x, tested quarterly.',
          'Customer concentration. The two largest customers accounted for 46% of revenue in 2024 (2023: 39%).',
          'Subsequent events. In February 2025 the company agreed with its lenders a waiver of the fourth-quarter 2024 covenant test.',
        ],
        analysis: {
          summary: 'Revenue fell 8% and EBITDA 32% year on year. Leverage of 4.2x exceeds the 4.0x covenant, already waived once, and the term loan must be refinanced by June 2026.',
          findings: [
            { label: 'Revenue 2024', value: '$84.2M (down 8%)' },
            { label: 'EBITDA 2024', value: '$9.1M (down 32%)' },
            { label: 'Total leverage', value: '4.2x vs 4.0x covenant' },
            { label: 'Debt maturity', value: '$40M term loan, June 2026' },
            { label: 'Top-two customer share', value: '46% of revenue' },
          ],
          flags: [
            'Covenant breach at year end, cured only by a lender waiver.',
            'Refinancing risk: the term loan matures 18 months after year end.',
            'Rising customer concentration: 46% of revenue, up from 39%.',
          ],
          recommendations: [
            'Request the waiver letter and any conditions the lenders attached.',
            'Obtain a 2025 forecast showing covenant headroom by quarter.',
            'Place the counterparty on the watch list pending a refinancing plan.',
          ],
        },
      },
    },
  },
  {
    slug: 'process-automation',
    name: 'Process Automation',
    meta: {
      title: 'Document Process Automation with AI Agents',
      description: 'Automate intake, extraction, validation and routing of invoices, claims and forms with AI agents that run on your infrastructure and escalate exceptions.',
      keywords: ['document process automation', 'ai agents', 'invoice processing', 'workflow automation', 'three-way match'],
    },
    icon: Workflow,
    summary: 'Automate intake, extraction, validation and routing of invoices, claims and forms, with people on the exceptions.',
    featured: false,
    serviceType: 'AI document process automation',
    hero: {
      eyebrow: 'Process automation',
      title: 'Automate the document work between the inbox and the decision',
      description:
        'Invoices, claims, onboarding packs and forms follow the same pattern: read, check, route. Vertiq agents do the reading and checking on your infrastructure, and hand people only the exceptions that need judgement.',
    },
    capabilities: {
      title: 'Agents that finish the routine work',
      intro: 'Each step is logged, so automation stays as auditable as the manual process it replaces.',
      cards: [
        { icon: Inbox, title: 'Intake and classification', description: 'Documents from shared mailboxes, portals and scanners are identified and split into the right workflow.' },
        { icon: ListChecks, title: 'Extraction and validation', description: 'Fields are extracted and checked against purchase orders, policies or master data before anyone touches them.' },
        { icon: Route, title: 'Routing and hand-off', description: 'Clean documents flow straight through; exceptions go to the right person with the reason attached.' },
        { icon: Blocks, title: 'Fits your systems', description: 'Validated data is passed to your ERP, claims or case-management system through your integration layer.' },
      ],
    },
    steps: {
      title: 'How it works',
      steps: [
        { title: 'Capture', description: 'Documents arrive from email, upload or scan and are classified on arrival.' },
        { title: 'Extract', description: 'The domain model reads each field in context, including tables and handwritten annotations.' },
        { title: 'Validate', description: 'Values are matched against your systems of record and business rules.' },
        { title: 'Route', description: 'Matches post automatically; mismatches reach a reviewer with the evidence and a suggested action.' },
      ],
    },
    outcomes: {
      title: 'What changes for your team',
      items: [
        { title: 'Shorter cycle times', description: 'Routine documents are processed as they arrive rather than waiting in a queue.' },
        { title: 'People on the exceptions', description: 'Staff review the cases that need judgement instead of re-keying the ones that do not.' },
        { title: 'Traceable automation', description: 'Every automated decision is logged with its inputs, so audits cover the robot as well as the team.' },
      ],
    },
    demo: {
      title: 'See it in action',
      intro: 'A sample supplier invoice checked against its purchase order and goods receipt. Process it to see the exceptions.',
      document: {
        documentName: 'Invoice INV-20418 — Northwind Components.pdf',
        documentType: 'Supplier invoice',
        original: [
          'Supplier: Northwind Components Ltd. Invoice INV-20418, dated 3 March 2025. Purchase order: PO-7731. Payment terms: net 30.',
          'Line 1. Hydraulic valve assembly HV-220: 120 units at $184.00 = $22,080.00.',
          'Line 2. Seal kit SK-14: 400 units at $6.50 = $2,600.00.',
          'Freight and handling: $1,150.00. Subtotal: $25,830.00. Sales tax 8.25%: $2,130.98. Total due: $27,960.98.',
          'Remittance. Please pay to our new bank account ending 4471, effective immediately, as notified in the attached letter.',
        ],
        analysis: {
          summary: 'The invoice matches PO-7731 on items but not on price or quantity for the valve line, and requests a bank-detail change that must be verified before payment.',
          findings: [
            { label: 'Invoice total', value: '$27,960.98' },
            { label: 'Purchase order', value: 'PO-7731 (matched)' },
            { label: 'HV-220 unit price', value: '$184.00 vs $176.00 on PO' },
            { label: 'HV-220 quantity', value: '120 invoiced vs 100 received' },
            { label: 'Payment due', value: '2 April 2025 (net 30)' },
          ],
          flags: [
            'Price variance on HV-220: $8.00 per unit above the purchase-order price.',
            'Quantity invoiced exceeds the goods receipt by 20 units.',
            'Bank account change requested on the invoice itself, a common payment-fraud pattern.',
          ],
          recommendations: [
            'Hold payment and route the price and quantity variances to the buyer.',
            'Verify the new bank details by phone with the supplier contact on file, not the number in the letter.',
          ],
        },
      },
    },
  },
  {
    slug: 'quality-control',
    name: 'Quality Control',
    meta: {
      title: 'Quality Control Document Review with AI Agents',
      description: 'Check certificates of analysis, inspection reports and batch records against specifications, flag deviations and keep an audit-ready quality record.',
      keywords: ['quality control ai', 'certificate of analysis review', 'batch record review', 'non-conformance', 'supplier quality'],
    },
    icon: ClipboardCheck,
    summary: 'Check certificates, inspection reports and batch records against specification before material reaches the line.',
    featured: false,
    serviceType: 'AI quality control document review',
    hero: {
      eyebrow: 'Quality control',
      title: 'Catch the deviation in the paperwork before it reaches the line',
      description:
        'Certificates of analysis, inspection reports and batch records are checked by hand, under time pressure, against specifications that change. Vertiq agents check every value against the current specification and draft the non-conformance when one fails.',
    },
    capabilities: {
      title: 'Every value checked, every time',
      intro: 'Built for incoming inspection, batch release and supplier quality teams.',
      cards: [
        { icon: Ruler, title: 'Specification checks', description: 'Certificates and inspection results compared with the specification and tolerances for each part or material.' },
        { icon: ClipboardCheck, title: 'Batch record review', description: 'Production records checked for missing entries, out-of-range values and unsigned steps.' },
        { icon: FilePenLine, title: 'Non-conformance drafting', description: 'A draft non-conformance report with the evidence attached, ready for the quality engineer to confirm.' },
        { icon: ChartNoAxesCombined, title: 'Supplier trends', description: 'See which suppliers and characteristics drift toward their limits across lots.' },
      ],
    },
    steps: {
      title: 'How it works',
      steps: [
        { title: 'Receive', description: 'Certificates and reports arrive with the shipment or batch and are matched to the order.' },
        { title: 'Compare', description: 'Each reported value is checked against the current revision of the specification.' },
        { title: 'Flag', description: 'Failures and missing evidence are flagged, and a hold is recommended where needed.' },
        { title: 'Close out', description: 'The quality engineer confirms; the decision and evidence are kept in the quality record.' },
      ],
    },
    outcomes: {
      title: 'What changes for your team',
      items: [
        { title: 'Fewer escapes', description: 'Out-of-specification material is caught at receipt, not on the production line or at the customer.' },
        { title: 'Faster release', description: 'Conforming lots are cleared as soon as their paperwork arrives, so inspectors focus on the exceptions.' },
        { title: 'Audit-ready records', description: 'Every check, deviation and disposition is logged with its source document.' },
      ],
    },
    demo: {
      title: 'See it in action',
      intro: 'A sample certificate of analysis for an aluminium bar lot. Process it to see the checks against specification.',
      document: {
        documentName: 'Certificate of analysis — Lot 24-1187.pdf',
        documentType: 'Certificate of analysis',
        original: [
          'Supplier: Alloy Bar Supply Co. Material: 6061-T6 aluminium round bar, 50 mm diameter. Lot 24-1187, 2,400 kg. Order PO-5520, specification QS-6061 rev. C.',
          'Chemical composition (%): Si 0.62, Fe 0.41, Cu 0.28, Mg 1.26, Cr 0.19. Specified magnesium range: 0.80–1.20.',
          'Mechanical properties: tensile strength 312 MPa (min. 290), yield strength 271 MPa (min. 240), elongation 9% (min. 10).',
          'Test method: ASTM B557. Laboratory accreditation certificate: see Annex 1.',
          'Certified by the supplier’s quality department, 14 February 2025.',
        ],
        analysis: {
          summary: 'Lot 24-1187 fails specification QS-6061 rev. C on magnesium content and elongation; tensile and yield strength pass.',
          findings: [
            { label: 'Lot', value: '24-1187, 2,400 kg' },
            { label: 'Magnesium', value: '1.26% (max. 1.20%): fail' },
            { label: 'Tensile strength', value: '312 MPa (min. 290): pass' },
            { label: 'Yield strength', value: '271 MPa (min. 240): pass' },
            { label: 'Elongation', value: '9% (min. 10%): fail' },
          ],
          flags: [
            'Magnesium is 0.06 percentage points above the specified maximum.',
            'Elongation is below the specified minimum.',
            'Annex 1 (laboratory accreditation) is referenced but not included in the file.',
          ],
          recommendations: [
            'Place lot 24-1187 on quality hold and raise a non-conformance report.',
            'Ask the supplier for a retest or a concession request, with the accreditation certificate.',
          ],
        },
      },
    },
  },
];

/** The /solutions overview page. */
export const SOLUTIONS_INDEX = {
  meta: {
    title: 'AI Solutions for Document-Heavy Regulated Work',
    description: 'Document analysis, contract intelligence, regulatory compliance and risk assessment agents, built on small language models that run on-premises.',
    keywords: ['ai solutions', 'document analysis', 'contract intelligence', 'regulatory compliance', 'risk assessment'],
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Solutions',
    title: 'AI agents for the documents your business runs on',
    description:
      'Each solution pairs a small language model trained for your industry with an agent built for one job: reading, checking and acting on documents inside your own environment, with no per-token charges.',
  } satisfies HeroContent,
  featuredSection: {
    title: 'Core solutions',
    intro: 'Start with the workflow that costs your specialists the most reading time.',
  },
  moreSection: {
    title: 'Also available',
    intro: 'The same agents and models, applied to operational workflows.',
  },
  cta: SOLUTION_CTA,
};
