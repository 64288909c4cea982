/**
 * The thirteen industry pages (SPEC.md section 2 "Other industry pages") as typed data, the copy
 * their template shares, and the sixteen industry cards the home page shows (13 industries + the
 * 3 audience pages of content/audiences.ts). Variations the spec names are fields: `benefits` is
 * absent on pharmaceuticals and HR, `compliance` is present on financial services and healthcare,
 * `testimonial` on commercial real estate only. Demo figures are illustrative (SPEC.md section 9).
 */
import type { LucideIcon } from 'lucide-react';
import Activity from 'lucide-react/icons/activity';
import Ambulance from 'lucide-react/icons/ambulance';
import Atom from 'lucide-react/icons/atom';
import Award from 'lucide-react/icons/award';
import Banknote from 'lucide-react/icons/banknote';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import Blocks from 'lucide-react/icons/blocks';
import BookMarked from 'lucide-react/icons/book-marked';
import BookOpen from 'lucide-react/icons/book-open';
import Boxes from 'lucide-react/icons/boxes';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building';
import Building2 from 'lucide-react/icons/building-2';
import Calculator from 'lucide-react/icons/calculator';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChartLine from 'lucide-react/icons/chart-line';
import ChefHat from 'lucide-react/icons/chef-hat';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Coffee from 'lucide-react/icons/coffee';
import Cog from 'lucide-react/icons/cog';
import Coins from 'lucide-react/icons/coins';
import Compass from 'lucide-react/icons/compass';
import Construction from 'lucide-react/icons/construction';
import Contact from 'lucide-react/icons/contact';
import CreditCard from 'lucide-react/icons/credit-card';
import Dna from 'lucide-react/icons/dna';
import DraftingCompass from 'lucide-react/icons/drafting-compass';
import Factory from 'lucide-react/icons/factory';
import FileDiff from 'lucide-react/icons/file-diff';
import FileSignature from 'lucide-react/icons/file-signature';
import FileText from 'lucide-react/icons/file-text';
import FileWarning from 'lucide-react/icons/file-warning';
import Flame from 'lucide-react/icons/flame';
import FlaskConical from 'lucide-react/icons/flask-conical';
import FlaskRound from 'lucide-react/icons/flask-round';
import Gauge from 'lucide-react/icons/gauge';
import Gavel from 'lucide-react/icons/gavel';
import GitCompare from 'lucide-react/icons/git-compare';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Grid3x3 from 'lucide-react/icons/grid-3x3';
import Hammer from 'lucide-react/icons/hammer';
import Handshake from 'lucide-react/icons/handshake';
import HardHat from 'lucide-react/icons/hard-hat';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import Hospital from 'lucide-react/icons/hospital';
import IdCard from 'lucide-react/icons/id-card';
import KeyRound from 'lucide-react/icons/key-round';
import Landmark from 'lucide-react/icons/landmark';
import Layers from 'lucide-react/icons/layers';
import Library from 'lucide-react/icons/library';
import Lightbulb from 'lucide-react/icons/lightbulb';
import ListChecks from 'lucide-react/icons/list-checks';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Microscope from 'lucide-react/icons/microscope';
import Network from 'lucide-react/icons/network';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Package from 'lucide-react/icons/package';
import PencilRuler from 'lucide-react/icons/pencil-ruler';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Pill from 'lucide-react/icons/pill';
import Pizza from 'lucide-react/icons/pizza';
import Plane from 'lucide-react/icons/plane';
import PlaneLanding from 'lucide-react/icons/plane-landing';
import PlaneTakeoff from 'lucide-react/icons/plane-takeoff';
import PlugZap from 'lucide-react/icons/plug-zap';
import Radar from 'lucide-react/icons/radar';
import Receipt from 'lucide-react/icons/receipt';
import Ruler from 'lucide-react/icons/ruler';
import Sandwich from 'lucide-react/icons/sandwich';
import Scale from 'lucide-react/icons/scale';
import ScanSearch from 'lucide-react/icons/scan-search';
import School from 'lucide-react/icons/school';
import ScrollText from 'lucide-react/icons/scroll-text';
import SolarPanel from 'lucide-react/icons/solar-panel';
import Soup from 'lucide-react/icons/soup';
import Stamp from 'lucide-react/icons/stamp';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Store from 'lucide-react/icons/store';
import Sun from 'lucide-react/icons/sun';
import Syringe from 'lucide-react/icons/syringe';
import Tags from 'lucide-react/icons/tags';
import TestTube from 'lucide-react/icons/test-tube';
import Thermometer from 'lucide-react/icons/thermometer';
import TowerControl from 'lucide-react/icons/tower-control';
import TrafficCone from 'lucide-react/icons/traffic-cone';
import Truck from 'lucide-react/icons/truck';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import UsersRound from 'lucide-react/icons/users-round';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import UtilityPole from 'lucide-react/icons/utility-pole';
import Warehouse from 'lucide-react/icons/warehouse';
import Wind from 'lucide-react/icons/wind';
import Wine from 'lucide-react/icons/wine';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import type { ClosingCta, DemoDocumentPair, FeatureCard, HeroContent, PageCard, PageMeta, ServiceInfo, Step, Testimonial } from './types.ts';
import { audiences } from './audiences.ts';

/** A titled block of cards. */
export interface CardBlock {
  title: string;
  intro: string;
  cards: FeatureCard[];
}

// Shared with audiences.ts; defined in types.ts so that audiences.ts need not import this module back.
export type { ClosingCta, PageCard, ServiceInfo } from './types.ts';

export interface Industry {
  /** The route is `/${slug}`. */
  slug: string;
  /** Short name: breadcrumbs, navigation and card title. */
  name: string;
  meta: PageMeta;
  card: PageCard;
  /** Six faded industry icons behind the hero (SPEC.md: a background of industry-specific icons). */
  backgroundIcons: LucideIcon[];
  hero: HeroContent;
  /** Four feature cards. */
  features: CardBlock;
  /** The specialized-AI benefits section; absent on pharmaceuticals and HR (SPEC.md). */
  benefits?: { title: string; intro: string; points: Step[] };
  /** The compliance coverage section; present on financial services and healthcare (SPEC.md). */
  compliance?: { intro: string };
  /** Eight AI agent capability cards (title and one sentence; one shared agent icon keeps the page light). */
  capabilities: { title: string; intro: string; cards: Step[] };
  /** The 'See It In Action' document pair. */
  demo: { intro: string; document: DemoDocumentPair };
  testimonial?: Testimonial;
  cta: ClosingCta;
  service: ServiceInfo;
}

/** Section labels every industry page shares. */
export const INDUSTRY_SECTION_COPY = {
  heroActions: { primary: { label: 'Schedule a Demo', path: '/demo' }, secondary: { label: 'See It In Action', anchor: '#demo' } },
  featuresEyebrow: 'What it does',
  benefitsEyebrow: 'Specialized AI',
  capabilitiesEyebrow: 'AI agent capabilities',
  demo: { eyebrow: 'Interactive demo', title: 'See It In Action' },
  testimonialLabel: 'Client perspective',
} as const;

/** The SPEC.md section 9 claims the benefits section shows beside each industry's points. */
export const SPECIALIZED_AI_STATS = [
  { value: '98%', label: 'term accuracy on industry vocabulary' },
  { value: '<500ms', label: 'average response; every answer under 1 s' },
  { value: '65%', label: 'lower average processing cost per document' },
] as const;

/** The closing call to action's two buttons (the demo form and the plans). */
export const CLOSING_CTA_ACTIONS = [
  { label: 'Schedule a Demo', path: '/demo', variant: 'primary' },
  { label: 'View Pricing', path: '/pricing', variant: 'secondary' },
] as const;

export const industries: Industry[] = [
  {
    slug: 'commercial-real-estate',
    name: 'Commercial Real Estate',
    meta: {
      title: 'Commercial Real Estate AI: Lease Abstraction and Analysis',
      description: 'Abstract leases, review estoppels and track critical dates with a real estate language model that runs on your own infrastructure.',
      keywords: ['commercial real estate ai', 'lease abstraction', 'lease analysis', 'estoppel review', 'rent roll', 'cre document automation'],
    },
    card: { icon: Building2, summary: 'Abstract leases, estoppels and rent rolls in minutes, with every critical date and obligation cited.' },
    backgroundIcons: [Building2, KeyRound, MapPin, Warehouse, Store, FileSignature],
    hero: {
      eyebrow: 'Commercial Real Estate',
      title: 'Lease intelligence for commercial real estate',
      subtitle: 'Abstract every lease, amendment and estoppel in your portfolio with a model trained on real estate language.',
      description:
        'Vertiq agents read leases the way your asset managers do: they extract rent schedules, options, expense provisions and critical dates, cite the clause behind every figure, and run on your infrastructure with no external API calls.',
    },
    features: {
      title: 'From data room to lease administration',
      intro: 'One model for the documents that decide a property’s value: leases, amendments, estoppels and rent rolls.',
      cards: [
        { icon: FileText, title: 'Lease abstraction', description: 'Base rent, escalations, options, expense caps and critical dates extracted into your abstract template, each linked to its clause.' },
        { icon: ScanSearch, title: 'Portfolio-wide questions', description: 'Ask which leases carry co-tenancy or early termination rights and get cited answers across every property.' },
        { icon: CalendarClock, title: 'Critical date tracking', description: 'Renewal notices, option windows and expirations surface ahead of time, so no deadline passes unnoticed.' },
        { icon: Handshake, title: 'Acquisition due diligence', description: 'Review a data room’s leases, estoppels and SNDAs and see where they disagree with the seller’s rent roll.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for real estate documents',
      intro: 'A general-purpose model guesses at “gross-up” or “base year”. Ours was trained on the language of commercial leases.',
      points: [
        { title: 'Understands lease language', description: 'Base-year stops, gross-up provisions, co-tenancy and radius restrictions read as terms of art, not plain words.' },
        { title: 'Runs where your data lives', description: 'Deploy on-premises or in your private cloud; tenant financials and deal terms never leave your control.' },
        { title: 'Predictable cost at portfolio scale', description: 'No per-token charges and no token limits, so abstracting every lease costs what your plan costs.' },
        { title: 'Answers you can check', description: 'Every extracted term cites the page and clause it came from, ready for your lease administrators to confirm.' },
      ],
    },
    capabilities: {
      title: 'Agents for every step of the lease lifecycle',
      intro: 'Each agent does one job well and hands its cited output to the next, or to your team.',
      cards: [
        { title: 'Rent schedule extraction', description: 'Builds the full rent schedule, including abatements and step-ups, from the lease and every amendment.' },
        { title: 'Options and rights', description: 'Finds renewal, expansion, contraction, ROFR and termination rights with their notice conditions.' },
        { title: 'Operating expense review', description: 'Reads base-year, gross-up and cap provisions so reconciliations can be checked against the lease.' },
        { title: 'Estoppel comparison', description: 'Compares tenant estoppels with the lease file and lists every discrepancy for follow-up.' },
        { title: 'Rent roll validation', description: 'Checks each rent roll line against the abstracted lease terms before you rely on it.' },
        { title: 'Amendment chain', description: 'Applies amendments in order to show the terms in force today, with the source of each change.' },
        { title: 'Critical date alerts', description: 'Turns notice windows and expirations into calendar entries with the clause attached.' },
        { title: 'Abstract export', description: 'Exports abstracts in your template or to your lease administration system.' },
      ],
    },
    demo: {
      intro: 'Process a sample office lease and see the abstract, the risks flagged and the next steps, as your team would receive them.',
      document: {
        documentName: 'Office lease — Suite 1200 (sample).pdf',
        documentType: 'Commercial lease',
        original: [
          '1. PREMISES. Landlord leases to Tenant approximately 18,450 rentable square feet on the 12th floor of 400 Harbor Plaza (Suite 1200).',
          '2. TERM. Ten (10) years and three (3) months, commencing March 1, 2025 and expiring May 31, 2035.',
          '3. BASE RENT. $42.50 per rentable square foot per year in lease year 1, increasing 3% on each anniversary of the Commencement Date. Base Rent is abated for months 1 through 3.',
          '4. OPERATING EXPENSES. Tenant pays its pro rata share (6.2%) of Operating Expenses in excess of the 2025 Base Year. Controllable Operating Expenses shall not increase by more than 5% per year, on a cumulative basis.',
          '5. RENEWAL. Tenant has one option to extend for five (5) years at 95% of Fair Market Rent, by written notice given no earlier than 15 and no later than 12 months before expiration.',
          '6. EARLY TERMINATION. Tenant may terminate effective the last day of month 84 on 12 months’ prior notice and payment of the unamortized tenant improvements and leasing commissions.',
        ],
        analysis: {
          summary: 'A 10-year, 3-month office lease for 18,450 RSF with a five-year renewal at 95% of fair market rent and an early termination right at month 84.',
          findings: [
            { label: 'Base rent', value: '$42.50 / RSF / year, +3% annually' },
            { label: 'Free rent', value: 'Months 1–3 abated' },
            { label: 'Expense share', value: '6.2% over a 2025 base year' },
            { label: 'Controllable expense cap', value: '5% per year, cumulative' },
            { label: 'Renewal notice window', value: 'Feb 28 – May 31, 2034' },
            { label: 'Early termination', value: 'Effective end of month 84, 12 months’ notice' },
          ],
          flags: [
            'The controllable expense cap is cumulative: unused increases carry forward and can produce a large jump in a single year.',
            'The termination payment depends on unamortized improvements and commissions that the lease does not quantify.',
            'Renewal at 95% of Fair Market Rent has no floor or ceiling relative to the final year’s rent.',
          ],
          recommendations: [
            'Add the renewal window and the termination notice deadline to the critical-date calendar.',
            'Request the landlord’s amortization schedule to price the termination option.',
          ],
        },
      },
    },
    testimonial: {
      quote:
        'Lease abstraction used to be the slowest part of every acquisition. Now our analysts review extracted terms with the clause beside them instead of typing them, and the documents never leave our own servers.',
      role: 'Director of Asset Management',
      organization: 'a mid-sized commercial REIT',
    },
    cta: {
      title: 'Put your lease portfolio to work',
      description: 'See your own leases abstracted in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Commercial lease abstraction and analysis', audience: 'Commercial real estate owners, investors and operators' },
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    meta: {
      title: 'Financial Services AI: Loan, KYC and Disclosure Review',
      description: 'Review loan agreements, KYC files and disclosures with a finance-trained language model deployed inside your own security perimeter.',
      keywords: ['financial services ai', 'loan agreement review', 'kyc automation', 'banking document analysis', 'covenant monitoring', 'on-premises ai'],
    },
    card: { icon: Landmark, summary: 'Review loan agreements, KYC files and disclosures on infrastructure your regulators already approve.' },
    backgroundIcons: [Landmark, Banknote, Coins, CreditCard, ChartLine, PiggyBank],
    hero: {
      eyebrow: 'Financial Services',
      title: 'Document AI your auditors can follow',
      subtitle: 'Loan agreements, KYC files and disclosures reviewed by a model trained on financial language, inside your own perimeter.',
      description:
        'Vertiq deploys on-premises or in your private cloud with AES-256 encryption and no external API calls, so customer data stays where your controls already apply. Every finding cites its source for model risk and audit review.',
    },
    features: {
      title: 'Built for credit, compliance and operations',
      intro: 'The documents that carry the most risk are also the longest. Vertiq reads all of them, every time.',
      cards: [
        { icon: FileSignature, title: 'Credit agreement review', description: 'Covenants, pricing grids, baskets and events of default extracted and compared with your credit memo.' },
        { icon: IdCard, title: 'KYC and onboarding files', description: 'Beneficial owners and missing items identified against your customer due diligence checklist.' },
        { icon: ScrollText, title: 'Regulatory change', description: 'New rules and guidance compared with your policies, with the sections that need updating listed.' },
        { icon: ClipboardCheck, title: 'Audit-ready output', description: 'Every result logged with its source passage, model version and reviewer for examiners and model risk teams.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for financial institutions',
      intro: 'A misread covenant or a missed beneficial owner is a finding, not a typo. Financial documents reward a model that knows their language.',
      points: [
        { title: 'Trained on financial language', description: 'EBITDA add-backs, margin ratchets, cross-default thresholds and beneficial ownership read in context.' },
        { title: 'Customer data stays in your perimeter', description: 'Local processing with no external API calls and AES-256 encryption, inside the controls you already run.' },
        { title: 'Fast enough for the front office', description: 'Responses under 1 s and under 500ms on average, so answers arrive while the client is on the call.' },
        { title: 'Predictable at volume', description: 'No per-token charges and no token limits, whether you review ten files or ten thousand.' },
      ],
    },
    compliance: {
      intro: 'Controls mapped to the frameworks examiners and auditors ask about, from SOC 2 Type II to PCI DSS for cardholder data.',
    },
    capabilities: {
      title: 'Agents for credit, KYC and compliance work',
      intro: 'Eight specialized agents, each producing cited output your analysts can verify in seconds.',
      cards: [
        { title: 'Covenant extraction', description: 'Financial covenants, step-downs and test dates captured for monitoring.' },
        { title: 'Pricing grid analysis', description: 'Margins, ratchets and fees laid out by leverage tier and compared with the term sheet.' },
        { title: 'KYC completeness', description: 'Checks each onboarding file against your due diligence requirements and lists the gaps.' },
        { title: 'Ownership mapping', description: 'Builds the ownership chain from formation documents and flags owners above your threshold.' },
        { title: 'Default triggers', description: 'Finds cross-default, change-of-control and material adverse change provisions and their thresholds.' },
        { title: 'Disclosure consistency', description: 'Compares figures and statements across disclosures, filings and marketing materials.' },
        { title: 'Policy-to-rule mapping', description: 'Links each internal policy section to the regulation it implements and shows what is uncovered.' },
        { title: 'Exception reports', description: 'Exports exceptions with citations to your loan system or case management tool.' },
      ],
    },
    demo: {
      intro: 'Process a sample credit agreement and see its covenants, pricing and default triggers abstracted, with the risks a credit officer would raise.',
      document: {
        documentName: 'Senior secured term loan agreement (sample).pdf',
        documentType: 'Loan agreement',
        original: [
          'SENIOR SECURED TERM LOAN AGREEMENT dated as of April 15, 2025 among Northfield Components, Inc., as Borrower, the Lenders party hereto and Meridian Bank, N.A., as Administrative Agent. Aggregate Commitments: $25,000,000.',
          '2.05 Interest. Loans bear interest at Term SOFR plus the Applicable Margin: 2.75% if the Total Leverage Ratio is 3.00:1.00 or greater, and 2.25% if it is less than 3.00:1.00.',
          '7.01 Total Leverage Ratio. The Borrower shall not permit the Total Leverage Ratio as of the last day of any fiscal quarter to exceed 3.75:1.00, or 3.50:1.00 for fiscal quarters ending after June 30, 2026.',
          '7.02 Fixed Charge Coverage. The Borrower shall maintain a Fixed Charge Coverage Ratio of not less than 1.25:1.00, tested quarterly on a trailing four-quarter basis.',
          '1.01 “Consolidated EBITDA” includes add-backs for non-recurring restructuring charges, provided such add-backs shall not exceed 15% of Consolidated EBITDA for any period.',
          '8.01(f) Cross-Default. Any default under other Indebtedness exceeding $2,000,000 in aggregate principal amount constitutes an Event of Default.',
        ],
        analysis: {
          summary: 'A $25.0M senior secured term loan priced on a two-tier leverage grid, with a leverage covenant that tightens after June 30, 2026.',
          findings: [
            { label: 'Facility', value: '$25,000,000 senior secured term loan' },
            { label: 'Pricing', value: 'Term SOFR + 2.25% to 2.75% by leverage' },
            { label: 'Maximum leverage', value: '3.75x, stepping down to 3.50x after Jun 30, 2026' },
            { label: 'Minimum fixed charge coverage', value: '1.25x, trailing four quarters' },
            { label: 'EBITDA add-back cap', value: '15% (restructuring charges)' },
            { label: 'Cross-default threshold', value: '$2,000,000' },
          ],
          flags: [
            'The leverage step-down to 3.50x after June 30, 2026 reduces headroom: test it against the borrower’s forecast.',
            'The $2.0M cross-default threshold is low for a $25.0M facility and may trip on minor obligations.',
            'Only restructuring add-backs are capped; other EBITDA adjustments are unlimited.',
          ],
          recommendations: [
            'Add the step-down date to covenant monitoring and request quarterly compliance certificates.',
            'Reconcile the borrower’s other debt against the $2.0M cross-default threshold before closing.',
          ],
        },
      },
    },
    cta: {
      title: 'Bring document AI inside your perimeter',
      description: 'See it on your own loan files in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Financial document analysis and compliance review', audience: 'Banks, lenders, asset managers and insurers' },
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    meta: {
      title: 'Healthcare AI for Clinical and Prior Authorization Review',
      description: 'Summarize discharge summaries, prior authorizations and payer policies with a clinical language model that runs inside your own network.',
      keywords: ['healthcare ai', 'clinical document analysis', 'prior authorization', 'discharge summary', 'hipaa', 'medical records review'],
    },
    card: { icon: HeartPulse, summary: 'Summarize clinical documents and prior authorizations without patient data leaving your network.' },
    backgroundIcons: [HeartPulse, Stethoscope, Hospital, Activity, Syringe, ClipboardList],
    hero: {
      eyebrow: 'Healthcare',
      title: 'Clinical document AI that keeps patient data inside your walls',
      subtitle: 'Discharge summaries, prior authorizations and payer policies, read by a model trained on clinical language.',
      description:
        'Vertiq runs on your infrastructure with local processing and AES-256 encryption, so protected health information never travels to an outside API. Clinical and revenue-cycle teams get structured, cited answers in under a second.',
    },
    features: {
      title: 'Less reading, more care',
      intro: 'Clinicians and administrative staff spend hours on documents. Vertiq returns the facts that matter, with the source beside them.',
      cards: [
        { icon: FileText, title: 'Clinical summarization', description: 'Diagnoses, medication changes, pending results and follow-ups pulled from long notes into one view.' },
        { icon: ClipboardCheck, title: 'Prior authorization', description: 'Documentation matched to payer criteria, with missing evidence listed before submission.' },
        { icon: Tags, title: 'Coding support', description: 'Suggested diagnosis and procedure codes with the supporting text, for your coders to confirm.' },
        { icon: ScrollText, title: 'Payer policy tracking', description: 'Policy updates compared with prior versions so criteria changes reach your teams quickly.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for clinical and administrative teams',
      intro: 'Clinical text is dense with abbreviations, negations and context that general-purpose models misread.',
      points: [
        { title: 'Understands clinical language', description: 'Abbreviations, negations such as “denies chest pain” and medication instructions read the way a clinician reads them.' },
        { title: 'Patient data never leaves', description: 'On-premises deployment and local processing: no external API calls, no data sent to a model vendor.' },
        { title: 'Fits the clinical workflow', description: 'Answers in under a second, fast enough to use between patients rather than after hours.' },
        { title: 'Clinicians stay in control', description: 'Every suggestion cites the note it came from; decisions remain with licensed staff.' },
      ],
    },
    compliance: {
      intro: 'HIPAA safeguards for protected health information, alongside the security frameworks your information security office reviews.',
    },
    capabilities: {
      title: 'Agents for clinical and revenue-cycle work',
      intro: 'Eight agents that work on your documents inside your network and show their evidence.',
      cards: [
        { title: 'Discharge summary extraction', description: 'Diagnoses, procedures, medications and follow-ups structured from free text.' },
        { title: 'Medication reconciliation', description: 'Lists new, changed, held and stopped medications and flags missing restart criteria.' },
        { title: 'Authorization matching', description: 'Matches chart evidence to each payer criterion and drafts the request packet.' },
        { title: 'Code suggestions', description: 'Proposes codes with the supporting sentence so coders confirm rather than search.' },
        { title: 'Care gap detection', description: 'Finds pending results and follow-ups without an owner or a date.' },
        { title: 'Denial analysis', description: 'Reads denial letters, identifies the cited criterion and assembles appeal evidence.' },
        { title: 'Policy comparison', description: 'Shows what changed between versions of a payer’s medical policy.' },
        { title: 'De-identification', description: 'Removes identifiers from documents before they are used for quality or research work.' },
      ],
    },
    demo: {
      intro: 'Process a sample discharge summary and see the diagnoses, medication changes and open items a care manager needs, in seconds.',
      document: {
        documentName: 'Discharge summary — sample patient, 67 F.pdf',
        documentType: 'Discharge summary',
        original: [
          'DISCHARGE SUMMARY. Admitted 03/02/2025, discharged 03/06/2025. Service: Hospital Medicine.',
          'Principal diagnosis: Acute on chronic systolic heart failure (EF 30% on echo 03/03). Secondary: type 2 diabetes mellitus; chronic kidney disease stage 3a.',
          'Hospital course: Diuresed with IV furosemide, net negative 4.2 L. Weight 82.1 kg at discharge (86.4 kg on admission). Creatinine peaked at 1.6, 1.3 at discharge. Patient denies chest pain.',
          'Discharge medications: Furosemide 40 mg PO daily (NEW). Metoprolol succinate 50 mg PO daily (increased from 25 mg). Lisinopril 10 mg PO daily (HELD for acute kidney injury). Metformin 500 mg PO BID (continue).',
          'Follow-up: Cardiology clinic within 7 days. BMP in 3–5 days. Daily weights; call if gain over 2 lb in a day or 5 lb in a week.',
          'Pending at discharge: HbA1c; iron studies.',
        ],
        analysis: {
          summary: 'A four-day admission for acute on chronic systolic heart failure (EF 30%), discharged after diuresis with three medication changes and two results pending.',
          findings: [
            { label: 'Principal diagnosis', value: 'Acute on chronic systolic heart failure, EF 30%' },
            { label: 'Length of stay', value: '4 days (Mar 2 – Mar 6, 2025)' },
            { label: 'Medication changes', value: '1 new, 1 increased, 1 held' },
            { label: 'Weight', value: '86.4 kg → 82.1 kg' },
            { label: 'Follow-up', value: 'Cardiology within 7 days; BMP in 3–5 days' },
            { label: 'Pending results', value: 'HbA1c, iron studies' },
          ],
          flags: [
            'Lisinopril is held with no restart criteria: risk that it is never resumed.',
            'Two results are pending at discharge with no named clinician responsible for follow-up.',
            'Metformin continued after acute kidney injury with CKD 3a: confirm renal dosing.',
          ],
          recommendations: [
            'Route pending results to the primary care and cardiology inboxes.',
            'Add the lisinopril restart decision to the 7-day cardiology visit.',
          ],
        },
      },
    },
    cta: {
      title: 'See clinical document AI on your own infrastructure',
      description: 'Book a live demo with sample charts, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Clinical and healthcare administrative document analysis', audience: 'Hospitals, health systems, clinics and payers' },
  },
  {
    slug: 'legal',
    name: 'Legal',
    meta: {
      title: 'Legal AI: Contract Review for NDAs, MSAs and Playbooks',
      description: 'Review NDAs and master services agreements against your playbook, flag deviations and keep privileged documents on your own servers.',
      keywords: ['legal ai', 'contract review', 'nda review', 'msa analysis', 'clause extraction', 'legal playbook'],
    },
    card: { icon: Scale, summary: 'Compare NDAs and MSAs against your playbook and flag deviating clauses before they reach signature.' },
    backgroundIcons: [Scale, Gavel, Landmark, BookOpen, FileSignature, Briefcase],
    hero: {
      eyebrow: 'Legal',
      title: 'Contract review at the speed of business, with counsel in control',
      subtitle: 'NDAs, MSAs and amendments checked against your playbook by a model trained on legal language.',
      description:
        'Vertiq flags deviating clauses, proposes fallback positions from your own precedents and cites every finding. Privileged documents are processed locally with no external API calls.',
    },
    features: {
      title: 'A first pass your lawyers can trust',
      intro: 'Routine agreements get consistent review in minutes, so counsel spend their time on the clauses that need judgment.',
      cards: [
        { icon: ListChecks, title: 'Playbook review', description: 'Each clause compared with your standard and fallback positions, with deviations ranked by risk.' },
        { icon: Library, title: 'Clause library', description: 'Search your executed agreements for precedent language and the positions you have accepted before.' },
        { icon: CalendarClock, title: 'Obligation tracking', description: 'Renewal dates, notice periods and commitments extracted into a register after signature.' },
        { icon: Briefcase, title: 'Matter summaries', description: 'Short, cited summaries of long agreements for business owners and approvers.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for legal teams',
      intro: 'Legal meaning turns on single words: “shall” or “may”, “direct” or “consequential”. The model is trained to notice them.',
      points: [
        { title: 'Trained on contract language', description: 'Defined terms, carve-outs, survival clauses and cross-references read in context.' },
        { title: 'Privilege stays protected', description: 'Local processing with AES-256 encryption; documents are never sent to an outside API.' },
        { title: 'Consistent first-pass review', description: 'The same playbook applied to every agreement, whoever is on the desk that day.' },
        { title: 'Review without token bills', description: 'No per-token charges and no token limits, even for long agreements with many schedules.' },
      ],
    },
    capabilities: {
      title: 'Agents for contract review and management',
      intro: 'Specialized agents that read, compare and track, each showing the clause behind its answer.',
      cards: [
        { title: 'Clause extraction', description: 'Identifies every clause type, from confidentiality to limitation of liability.' },
        { title: 'Deviation detection', description: 'Compares each clause with your playbook position and explains the difference.' },
        { title: 'Fallback suggestions', description: 'Proposes approved alternative language drawn from your precedents.' },
        { title: 'Defined-term checks', description: 'Finds undefined, unused and inconsistently used defined terms.' },
        { title: 'Cross-reference validation', description: 'Catches references to sections that moved or no longer exist.' },
        { title: 'Obligation extraction', description: 'Lists deadlines, notice periods and renewal terms with the responsible party.' },
        { title: 'Version comparison', description: 'Shows what changed between drafts and whether each change helps or hurts you.' },
        { title: 'Risk ranking', description: 'Orders open issues by the risk tiers of your playbook, for faster negotiation.' },
      ],
    },
    demo: {
      intro: 'Process a sample mutual NDA and see how it measures against a standard playbook, with the clauses to push back on.',
      document: {
        documentName: 'Mutual NDA — Harborline Analytics (sample).docx',
        documentType: 'Nondisclosure agreement',
        original: [
          'MUTUAL NONDISCLOSURE AGREEMENT between Harborline Analytics LLC and the Counterparty, effective May 1, 2025.',
          '2. “Confidential Information” means all information disclosed by either party, whether oral or written, and whether or not marked as confidential.',
          '4. Term. This Agreement remains in effect for one (1) year. Confidentiality obligations survive for two (2) years after expiration; trade secrets remain protected for as long as they qualify as trade secrets.',
          '6. Residuals. Either party may use information retained in the unaided memory of its personnel, including ideas, concepts and know-how, for any purpose.',
          '8. Remedies. The Receiving Party shall indemnify the Disclosing Party for all losses arising from any breach, without limitation.',
          '10. Governing Law. This Agreement is governed by the laws of the State of New York, with exclusive jurisdiction in the courts of New York County.',
        ],
        analysis: {
          summary: 'A one-year mutual NDA with a broad definition of confidential information, a residuals clause and an uncapped indemnity that depart from a standard playbook.',
          findings: [
            { label: 'Agreement type', value: 'Mutual NDA, effective May 1, 2025' },
            { label: 'Term', value: '1 year; obligations survive 2 years' },
            { label: 'Trade secrets', value: 'Protected while they remain trade secrets' },
            { label: 'Scope', value: 'Oral and unmarked information included' },
            { label: 'Indemnity', value: 'Uncapped, for any breach' },
            { label: 'Governing law', value: 'New York; exclusive venue in New York County' },
          ],
          flags: [
            'The residuals clause (§6) lets the other party use retained know-how for any purpose: playbook position is to delete it.',
            'The uncapped indemnity (§8) exceeds the standard remedy of injunctive relief and damages.',
            'Oral disclosures are covered with no requirement to confirm them in writing.',
          ],
          recommendations: [
            'Delete §6, or limit residuals to general skills and exclude trade secrets and personal data.',
            'Replace §8 with equitable relief plus damages available under applicable law.',
          ],
        },
      },
    },
    cta: {
      title: 'Give your legal team a consistent first pass',
      description: 'Run your own playbook in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Contract review and legal document analysis', audience: 'In-house legal departments and law firms' },
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    meta: {
      title: 'Manufacturing AI: Supplier Quality and Specification Review',
      description: 'Check supplier quality agreements, specifications and nonconformance reports against your standards with AI deployed on your plant network.',
      keywords: ['manufacturing ai', 'supplier quality agreement', 'nonconformance report', 'quality documentation', 'ppap', 'specification review'],
    },
    card: { icon: Factory, summary: 'Check supplier quality agreements, specifications and deviation reports against your standards.' },
    backgroundIcons: [Factory, Cog, Wrench, Boxes, Gauge, Truck],
    hero: {
      eyebrow: 'Manufacturing',
      title: 'Quality documentation, read as carefully as you inspect parts',
      subtitle: 'Supplier quality agreements, specifications and deviation reports checked against your standards.',
      description:
        'Vertiq agents compare supplier commitments with your requirements, trace nonconformances to their causes and keep specifications consistent across revisions, running on your own network with no external API calls.',
    },
    features: {
      title: 'Quality and supply chain, in one review',
      intro: 'Catch the gap in the agreement before it becomes a gap on the line.',
      cards: [
        { icon: FileSignature, title: 'Supplier agreement review', description: 'Quality agreements checked clause by clause against your supplier quality manual.' },
        { icon: GitCompare, title: 'Specification comparison', description: 'Changes between drawing and specification revisions listed, with their affected features.' },
        { icon: FileWarning, title: 'Nonconformance analysis', description: 'Nonconformance and 8D reports read for root cause, containment and recurrence patterns.' },
        { icon: ClipboardCheck, title: 'Audit preparation', description: 'Evidence gathered against each clause of your quality standard before the auditor arrives.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for the plant and the supply chain',
      intro: 'Tolerances, approval levels and change-notification terms mean little to a general model. Ours was trained on them.',
      points: [
        { title: 'Knows quality terminology', description: 'PPAP levels, Cpk targets, CAPA and 8D structure read as the engineering terms they are.' },
        { title: 'Runs on the plant network', description: 'On-premises deployment with no external API calls keeps drawings and supplier data in-house.' },
        { title: '5x faster reviews', description: 'Quality engineers review flagged clauses instead of reading every page of every agreement.' },
        { title: 'Every document, no token bill', description: 'No per-token charges: run every certificate, drawing and report, not a sample.' },
      ],
    },
    capabilities: {
      title: 'Agents for quality and supplier management',
      intro: 'Eight agents that read supplier and quality documents the way your engineers do.',
      cards: [
        { title: 'Requirement extraction', description: 'Pulls every quality requirement from agreements, purchase orders and drawings.' },
        { title: 'Change notification', description: 'Checks notice periods for material, process, sub-tier and location changes.' },
        { title: 'Certificate checks', description: 'Compares certificates of conformance and material certs with the specification.' },
        { title: 'Revision comparison', description: 'Lists what changed between specification revisions and what it affects.' },
        { title: 'Nonconformance trends', description: 'Groups nonconformance reports by part, supplier and cause to show patterns.' },
        { title: 'CAPA drafting', description: 'Drafts corrective actions from the investigation record for engineer review.' },
        { title: 'Supplier scorecard input', description: 'Extracts delivery and quality events from documents for your scorecards.' },
        { title: 'Standards mapping', description: 'Maps procedures to the clauses of ISO 9001 or your industry standard.' },
      ],
    },
    demo: {
      intro: 'Process a sample supplier quality agreement and see where it falls short of a typical buyer’s quality manual.',
      document: {
        documentName: 'Supplier quality agreement — HX-200 housings (sample).pdf',
        documentType: 'Supplier quality agreement',
        original: [
          'SUPPLIER QUALITY AGREEMENT between Corvane Motion Systems (Buyer) and the Supplier, covering machined aluminum housings, part family HX-200.',
          '3.1 Quality System. Supplier shall maintain a quality management system certified to ISO 9001:2015.',
          '4.2 Change Notification. Supplier shall notify Buyer in writing at least 30 days before any change in material, process or manufacturing location.',
          '5.1 Production Part Approval. Initial samples require a PPAP Level 3 submission. Critical characteristics shall demonstrate Cpk ≥ 1.33.',
          '6.3 Nonconforming Material. Supplier shall contain suspect material within 24 hours of notification and submit an 8D report within 10 business days.',
          '9.1 Records. Inspection records shall be retained for five (5) years after last shipment.',
        ],
        analysis: {
          summary: 'A supplier quality agreement for HX-200 housings that covers the essentials but allows short change notice, sets a modest capability target and omits sub-tier suppliers.',
          findings: [
            { label: 'Scope', value: 'HX-200 machined aluminum housings' },
            { label: 'Quality system', value: 'ISO 9001:2015 certification' },
            { label: 'Change notice', value: '30 days, written' },
            { label: 'Part approval', value: 'PPAP Level 3; Cpk ≥ 1.33 on critical characteristics' },
            { label: 'Containment / 8D', value: '24 hours / 10 business days' },
            { label: 'Record retention', value: '5 years after last shipment' },
          ],
          flags: [
            'A 30-day change notice leaves little time to requalify parts; quality manuals commonly require 90 days.',
            'Sub-tier supplier changes are not covered by the notification clause.',
            'Cpk ≥ 1.33 may be too low for safety-critical features, which often require 1.67.',
          ],
          recommendations: [
            'Negotiate 90-day change notification that includes sub-tier supplier changes.',
            'Specify Cpk ≥ 1.67 for safety-critical characteristics and add a flow-down clause.',
          ],
        },
      },
    },
    cta: {
      title: 'Bring AI review to your quality system',
      description: 'See your own supplier agreements analyzed in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Supplier quality and manufacturing document analysis', audience: 'Manufacturers, quality and supply chain teams' },
  },
  {
    slug: 'education',
    name: 'Education',
    meta: {
      title: 'Education AI: Accreditation and Policy Document Analysis',
      description: 'Map policies, syllabi and self-study reports to accreditation standards and find evidence gaps early, with student records kept on your servers.',
      keywords: ['education ai', 'accreditation self-study', 'higher education compliance', 'policy review', 'institutional effectiveness', 'assessment'],
    },
    card: { icon: GraduationCap, summary: 'Map policies and self-studies to accreditation standards and keep evidence organized for review.' },
    backgroundIcons: [GraduationCap, School, BookOpen, Library, Award, NotebookPen],
    hero: {
      eyebrow: 'Education',
      title: 'Accreditation evidence, organized before the site visit',
      subtitle: 'Self-studies, policies and syllabi mapped to the standards your accreditor applies.',
      description:
        'Vertiq reads institutional documents, links each claim to the standard it supports and shows where evidence is thin. Student records stay on your servers: processing is local, with no external API calls.',
    },
    features: {
      title: 'Institutional effectiveness without the scramble',
      intro: 'Accreditation, policy and curriculum work draws on thousands of pages. Vertiq keeps them connected.',
      cards: [
        { icon: Layers, title: 'Standards mapping', description: 'Self-study narratives and evidence linked to each accreditation standard and criterion.' },
        { icon: ScrollText, title: 'Policy review', description: 'Outdated, overdue and conflicting policies found across the policy library.' },
        { icon: BookOpen, title: 'Curriculum audit', description: 'Syllabi checked for published learning outcomes, credit hours and required statements.' },
        { icon: Library, title: 'Evidence library', description: 'Every document indexed and searchable, with answers that cite the page.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for colleges and universities',
      intro: 'Academic governance has its own vocabulary: credit hours, assessment cycles, program review. The model is trained on it.',
      points: [
        { title: 'Understands academic documents', description: 'Catalogs, syllabi, assessment reports and board policies read in their institutional context.' },
        { title: 'Student data stays on campus', description: 'On-premises deployment and local processing keep student records under your own controls.' },
        { title: 'Fits an institutional budget', description: 'No per-token charges, and an average 65% lower processing cost per document.' },
        { title: 'Every answer cited', description: 'Claims link to the page they came from, so reviewers and committees can verify them.' },
      ],
    },
    capabilities: {
      title: 'Agents for accreditation and academic affairs',
      intro: 'Eight agents that turn a document archive into organized, cited evidence.',
      cards: [
        { title: 'Standards crosswalk', description: 'Builds a standard-by-standard map of narrative claims and supporting evidence.' },
        { title: 'Evidence gap detection', description: 'Flags claims without evidence and evidence that is referenced but missing.' },
        { title: 'Policy conflict detection', description: 'Finds policies that contradict each other or the catalog.' },
        { title: 'Outcome alignment', description: 'Checks that course outcomes map to program and institutional outcomes.' },
        { title: 'Credit hour checks', description: 'Compares contact and credit hours in syllabi with your credit hour policy.' },
        { title: 'Review cycle tracking', description: 'Lists policies and programs that are past their scheduled review date.' },
        { title: 'Catalog consistency', description: 'Finds differences between the catalog, program pages and degree requirements.' },
        { title: 'Report drafting support', description: 'Drafts narrative sections from your evidence for committee editing.' },
      ],
    },
    demo: {
      intro: 'Process a sample self-study excerpt and see how its claims hold up against the evidence, as an accreditation reviewer would check them.',
      document: {
        documentName: 'Self-study — Standard 4 excerpt (sample).docx',
        documentType: 'Accreditation self-study',
        original: [
          'SELF-STUDY REPORT, Standard 4: Educational Effectiveness. Prepared for the comprehensive evaluation, Fall 2025.',
          '4.1 All 42 undergraduate programs publish program learning outcomes in the catalog and on program web pages.',
          '4.2 Programs complete assessment on a three-year cycle. In 2023–24, 31 of 42 programs submitted assessment reports; 27 documented changes made in response to results.',
          '4.3 General education outcomes are assessed with a common rubric for written communication. Quantitative reasoning assessment is planned for 2026.',
          '4.4 Program review occurs every seven years under Policy AA-210 (revised 2017), which requires an external reviewer.',
          '4.5 Graduate programs follow the same process; see Appendix F.',
        ],
        analysis: {
          summary: 'Standard 4 describes a working assessment cycle, but reporting is incomplete, general education evidence covers one outcome and a cited appendix is missing.',
          findings: [
            { label: 'Outcomes published', value: '42 of 42 programs' },
            { label: 'Assessment reports (2023–24)', value: '31 of 42 programs (74%)' },
            { label: 'Changes from results', value: '27 programs' },
            { label: 'General education evidence', value: 'Written communication only' },
            { label: 'Program review policy', value: 'AA-210, last revised 2017' },
          ],
          flags: [
            'Eleven programs without 2023–24 reports weaken the claim of a functioning assessment cycle.',
            'Quantitative reasoning is not yet assessed, so general education evidence covers a single outcome.',
            'Appendix F is cited for graduate programs but is not in the evidence file.',
          ],
          recommendations: [
            'Collect the eleven missing reports or document a completion plan with dates.',
            'Add Appendix F and the current text of Policy AA-210 to the evidence library.',
          ],
        },
      },
    },
    cta: {
      title: 'Walk into your next review prepared',
      description: 'See your own self-study mapped in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Accreditation and academic document analysis', audience: 'Colleges, universities and school systems' },
  },
  {
    slug: 'energy',
    name: 'Energy',
    meta: {
      title: 'Energy AI: PPA and Interconnection Agreement Review',
      description: 'Extract pricing, curtailment, credit support and termination terms from power purchase agreements on infrastructure you control.',
      keywords: ['energy ai', 'power purchase agreement', 'ppa review', 'interconnection agreement', 'utility contracts', 'renewable energy'],
    },
    card: { icon: Zap, summary: 'Extract pricing, curtailment and credit terms from power purchase and interconnection agreements.' },
    backgroundIcons: [Zap, Sun, Wind, BatteryCharging, PlugZap, Flame],
    hero: {
      eyebrow: 'Energy',
      title: 'Contract intelligence for power and utilities',
      subtitle: 'Power purchase agreements, interconnection agreements and tariff filings, abstracted and compared.',
      description:
        'Vertiq extracts price, volume, curtailment and credit terms across your energy contracts, so commercial and regulatory teams see exposure clearly. It runs on-premises with no external API calls, in step with the security posture critical infrastructure demands.',
    },
    features: {
      title: 'Every contract in the portfolio, understood',
      intro: 'Long-dated agreements carry decades of obligations. Vertiq keeps them visible.',
      cards: [
        { icon: FileText, title: 'PPA abstraction', description: 'Price, escalators, delivery, curtailment and credit terms captured in a consistent abstract.' },
        { icon: ChartLine, title: 'Portfolio exposure', description: 'Compare terms across agreements to see concentration, price and counterparty exposure.' },
        { icon: ScrollText, title: 'Regulatory filings', description: 'Tariff and regulatory filings summarized and compared with prior versions.' },
        { icon: CalendarCheck, title: 'Milestone tracking', description: 'Interconnection deposits, commercial operation dates and cure periods on one calendar.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for energy companies',
      intro: 'Energy contracts mix commercial, technical and regulatory terms: settlement points, curtailment compensation, environmental attributes.',
      points: [
        { title: 'Trained on energy contracts', description: 'Contract years, delivery points, REC transfers and change-in-law clauses read in context.' },
        { title: 'Critical-infrastructure security', description: 'On-premises deployment, AES-256 encryption and controls mapped to NIST CSF.' },
        { title: 'Portfolio scale without token bills', description: 'No per-token charges and no token limits for agreements that run to hundreds of pages.' },
        { title: 'Answers during the deal', description: 'Responses under 1 s, so terms can be checked while negotiation is still live.' },
      ],
    },
    capabilities: {
      title: 'Agents for energy contracts and compliance',
      intro: 'Eight agents that read energy agreements and keep their obligations in view.',
      cards: [
        { title: 'Price and escalators', description: 'Contract prices, escalators and index formulas extracted by contract year.' },
        { title: 'Curtailment terms', description: 'Compensated and uncompensated curtailment, caps and hour limits summarized.' },
        { title: 'Credit support', description: 'Letters of credit, guarantees and their step-downs tracked over the term.' },
        { title: 'Delivery and settlement', description: 'Delivery points, settlement nodes and basis risk provisions mapped.' },
        { title: 'Change-in-law review', description: 'Finds who bears the cost of new regulation and any termination rights.' },
        { title: 'Milestone tracking', description: 'Development milestones, delay damages and cure periods put on a calendar.' },
        { title: 'Environmental attributes', description: 'Identifies ownership and transfer terms for renewable energy credits.' },
        { title: 'Termination exposure', description: 'Calculates termination payments and damages under the agreement’s formulas.' },
      ],
    },
    demo: {
      intro: 'Process a sample solar power purchase agreement and see the commercial terms and the buyer’s exposures flagged.',
      document: {
        documentName: 'Solar PPA — Mesa Verde Solar I (sample).pdf',
        documentType: 'Power purchase agreement',
        original: [
          'RENEWABLE POWER PURCHASE AGREEMENT between Mesa Verde Solar I, LLC (Seller) and the Buyer for a 150 MWac solar photovoltaic facility.',
          '4.1 Contract Price. $38.75/MWh, escalating 2.0% on each January 1 after the Commercial Operation Date. Term: fifteen (15) Contract Years.',
          '4.4 Environmental Attributes. All Renewable Energy Credits associated with Delivered Energy transfer to Buyer at no additional cost.',
          '5.2 Curtailment. Buyer shall compensate Seller at the Contract Price for Buyer Curtailment exceeding 50 hours per Contract Year. No compensation is due for curtailment ordered by the Transmission Provider.',
          '7.1 Guaranteed Commercial Operation Date: December 31, 2026. Delay damages of $100 per MW per day apply for up to 180 days, after which Buyer may terminate.',
          '9.1 Credit Support. Seller shall post a letter of credit of $60,000 per MW from the Effective Date until the Commercial Operation Date.',
        ],
        analysis: {
          summary: 'A 15-year, 150 MWac solar PPA at $38.75/MWh with a 2.0% escalator; the buyer receives the RECs but has no security once the facility is operating.',
          findings: [
            { label: 'Facility', value: '150 MWac solar PV' },
            { label: 'Price', value: '$38.75/MWh, +2.0% per year' },
            { label: 'Term', value: '15 contract years' },
            { label: 'Renewable energy credits', value: 'Transfer to buyer at no cost' },
            { label: 'Guaranteed COD', value: 'Dec 31, 2026; delay damages $15,000/day' },
            { label: 'Credit support', value: '$9.0M letter of credit until COD' },
          ],
          flags: [
            'Credit support ends at commercial operation: the buyer holds no security for the 15-year operating period.',
            'Buyer curtailment above 50 hours per year is paid at the full contract price with no annual cap.',
            'Delay damages stop after 180 days (about $2.7M in total); after that, termination is the only remedy.',
          ],
          recommendations: [
            'Request operating-period security, such as a parent guarantee that steps down over the term.',
            'Model curtailment exposure under expected grid conditions before signing.',
          ],
        },
      },
    },
    cta: {
      title: 'See your energy contracts clearly',
      description: 'Bring a PPA to a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Energy contract and regulatory document analysis', audience: 'Utilities, independent power producers and energy buyers' },
  },
  {
    slug: 'construction',
    name: 'Construction',
    meta: {
      title: 'Construction AI: Subcontract and Change Order Review',
      description: 'Review subcontracts, flow-down clauses and change orders, and track notice deadlines on every project with construction-trained AI agents.',
      keywords: ['construction ai', 'subcontract review', 'change order', 'flow-down clauses', 'construction contracts', 'notice deadlines'],
    },
    card: { icon: HardHat, summary: 'Track flow-down clauses, change orders and notice deadlines across every subcontract.' },
    backgroundIcons: [HardHat, Construction, TrafficCone, Hammer, Ruler, Truck],
    hero: {
      eyebrow: 'Construction',
      title: 'Every clause and deadline on every job, under control',
      subtitle: 'Subcontracts, change orders and prime contract flow-downs reviewed by a model trained on construction language.',
      description:
        'Vertiq reads the paper that decides who pays when schedules slip: notice requirements, payment terms, indemnities and change procedures. Project teams get cited answers in the field, and documents stay on your infrastructure.',
    },
    features: {
      title: 'Protect margin from bid to closeout',
      intro: 'Most construction disputes start with a clause nobody read or a deadline nobody tracked.',
      cards: [
        { icon: FileSignature, title: 'Subcontract review', description: 'Payment, retainage, indemnity and claims terms checked against your standard positions.' },
        { icon: FileDiff, title: 'Change order management', description: 'Change orders compared with the scope, unit rates and schedule they modify.' },
        { icon: CalendarClock, title: 'Notice deadlines', description: 'Every notice requirement turned into a dated task for the project team.' },
        { icon: Network, title: 'Flow-down checks', description: 'Prime contract obligations traced into each subcontract, with the gaps listed.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for contractors and owners',
      intro: 'Pay-if-paid is not pay-when-paid, and a 7-day notice clause can cost a claim. The model knows the difference.',
      points: [
        { title: 'Knows construction contracts', description: 'Standard-form structures, retainage, liquidated damages and claims procedures read in context.' },
        { title: 'Answers in the field', description: 'Responses under 1 s, so a superintendent can check a notice requirement on site.' },
        { title: 'Costs that don’t grow with paperwork', description: 'No per-token charges, however many drawings, RFIs and change orders a job produces.' },
        { title: 'Bids and pricing stay private', description: 'Local processing with no external API calls keeps estimates and rates in-house.' },
      ],
    },
    capabilities: {
      title: 'Agents for project controls and contract administration',
      intro: 'Eight agents that keep contract risk visible from preconstruction to closeout.',
      cards: [
        { title: 'Payment terms', description: 'Extracts payment conditions, retainage and release terms for each subcontract.' },
        { title: 'Notice requirements', description: 'Lists notice periods for claims, delays and changes, with their consequences.' },
        { title: 'Indemnity and insurance', description: 'Reviews indemnity scope and insurance requirements against your program.' },
        { title: 'Change order pricing', description: 'Checks change order pricing against contract unit rates and markups.' },
        { title: 'Delay exposure', description: 'Summarizes liquidated damages, float ownership and extension procedures.' },
        { title: 'Lien waiver tracking', description: 'Matches lien waivers to payments and flags conditional waivers still open.' },
        { title: 'Flow-down gaps', description: 'Finds prime contract obligations missing from subcontracts.' },
        { title: 'RFI and submittal summaries', description: 'Condenses RFIs and submittals into decisions, owners and dates.' },
      ],
    },
    demo: {
      intro: 'Process a sample HVAC subcontract and see the payment, claims and indemnity terms a project manager needs to watch.',
      document: {
        documentName: 'Subcontract — Division 23 HVAC (sample).pdf',
        documentType: 'Subcontract',
        original: [
          'SUBCONTRACT AGREEMENT. Project: Riverside Medical Office Building. Scope: Division 23, HVAC. Subcontract Sum: $4,860,000.',
          '5.1 Payment. Contractor shall pay Subcontractor within 10 days after Contractor receives payment from Owner for Subcontractor’s work. Receipt of payment from Owner is a condition precedent to payment.',
          '5.3 Retainage. Ten percent (10%) shall be withheld from each progress payment until final completion of the Project.',
          '7.2 Claims. Claims for additional cost or time must be submitted in writing within 7 days of the event giving rise to the claim, or they are waived.',
          '9.1 Liquidated Damages. Subcontractor is liable for its proportionate share of liquidated damages assessed by Owner, currently $5,000 per calendar day.',
          '11.4 Indemnity. Subcontractor shall indemnify Contractor against all claims arising out of the Work, whether or not caused in part by Contractor’s negligence.',
        ],
        analysis: {
          summary: 'A $4.86M HVAC subcontract that passes owner payment risk to the subcontractor, sets a 7-day claims window and includes a broad-form indemnity.',
          findings: [
            { label: 'Scope', value: 'Division 23 HVAC' },
            { label: 'Subcontract sum', value: '$4,860,000' },
            { label: 'Payment', value: 'Pay-if-paid; 10 days after owner payment' },
            { label: 'Retainage', value: '10% until final completion (up to $486,000)' },
            { label: 'Claims notice', value: '7 days, in writing, or waived' },
            { label: 'Liquidated damages', value: 'Proportionate share of $5,000/day' },
          ],
          flags: [
            'Pay-if-paid (§5.1) shifts the risk of owner non-payment to the subcontractor; enforceability varies by state.',
            'A 7-day claims window with waiver is easy to miss in the field.',
            'The indemnity (§11.4) covers the contractor’s own partial negligence and may conflict with anti-indemnity statutes.',
            'Retainage is held until completion of the whole project, not of the HVAC scope.',
          ],
          recommendations: [
            'Negotiate pay-when-paid with an outside payment date, such as 45 days.',
            'Set automatic 7-day claim-notice reminders for the project team.',
          ],
        },
      },
    },
    cta: {
      title: 'Keep every job’s contracts in view',
      description: 'Bring a subcontract to a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Construction contract and change order analysis', audience: 'General contractors, subcontractors and owners' },
  },
  {
    slug: 'pharmaceuticals',
    name: 'Pharmaceuticals',
    meta: {
      title: 'Pharmaceutical AI: Clinical Trial and GxP Document Review',
      description: 'Review clinical trial agreements, batch records and deviations with AI agents that keep a full audit trail and process confidential data locally.',
      keywords: ['pharmaceutical ai', 'clinical trial agreement', 'batch record review', 'gxp documentation', 'deviation management', 'capa'],
    },
    card: { icon: Pill, summary: 'Review clinical trial agreements and batch record deviations with a complete audit trail.' },
    backgroundIcons: [Pill, FlaskConical, TestTube, Dna, Microscope, Atom],
    hero: {
      eyebrow: 'Pharmaceuticals',
      title: 'GxP document review with a complete audit trail',
      subtitle: 'Clinical trial agreements, batch records and deviations, analyzed by a model trained on life-sciences language.',
      description:
        'Vertiq supports quality, clinical operations and regulatory teams with cited, reviewable analysis. Every output is logged with its source and reviewer, and confidential data is processed locally with no external API calls.',
    },
    features: {
      title: 'From the clinic to the batch record',
      intro: 'Life-sciences documents are long, regulated and unforgiving. Vertiq gives your experts a precise first read.',
      cards: [
        { icon: FileSignature, title: 'Clinical trial agreements', description: 'Budgets, payment terms, publication rights and subject-injury language compared with your template.' },
        { icon: ClipboardList, title: 'Batch record review', description: 'Executed batch records checked for missing entries, out-of-range values and late corrections.' },
        { icon: FileWarning, title: 'Deviations and CAPA', description: 'Deviation reports read for root cause, impact and whether the proposed CAPA addresses the cause.' },
        { icon: Layers, title: 'Submission consistency', description: 'Figures and statements compared across submission modules before filing.' },
      ],
    },
    capabilities: {
      title: 'Agents for clinical, quality and regulatory work',
      intro: 'Eight agents that draft and check while qualified people decide, with every step logged.',
      cards: [
        { title: 'Budget and payment terms', description: 'Per-patient costs, milestones and holdbacks extracted from trial agreements.' },
        { title: 'Publication and IP', description: 'Publication, confidentiality and inventions clauses compared with your positions.' },
        { title: 'Indemnity and subject injury', description: 'Reviews indemnity, insurance and subject-injury provisions for gaps.' },
        { title: 'Deviation classification', description: 'Suggests a classification with the evidence that supports it, for QA decision.' },
        { title: 'Root cause support', description: 'Tests the stated root cause against the timeline and the batch record.' },
        { title: 'CAPA effectiveness', description: 'Checks whether corrective actions address the cause and tracks their closure.' },
        { title: 'SOP cross-referencing', description: 'Links each record and deviation to the procedures that govern it.' },
        { title: 'Audit trail', description: 'Logs every input, output, model version and reviewer for inspection readiness.' },
      ],
    },
    demo: {
      intro: 'Process a sample batch record deviation and see where the investigation and the proposed CAPA fall short.',
      document: {
        documentName: 'Deviation report DR-2025-0142 (sample).pdf',
        documentType: 'Batch record deviation',
        original: [
          'DEVIATION REPORT DR-2025-0142. Product: Amlodipine 10 mg tablets, Batch 25A117. Area: Oral solid dose, Building 2.',
          'Description: During compression, in-process tablet hardness at 10:40 was 6.1 kP against a specification of 7.0–11.0 kP. Press speed had been increased from 45 to 52 rpm at 10:15 to recover schedule.',
          'Immediate action: Press stopped at 10:52. Tablets compressed between 10:15 and 10:52 (approx. 38,000 tablets) segregated and placed on QA hold.',
          'Investigation: The speed change was made without a documented change request. Batch record step 14.3 reads “adjust speed as needed” and gives no validated range.',
          'Proposed classification: Minor. Proposed CAPA: retrain compression operators on press parameters.',
        ],
        analysis: {
          summary: 'An out-of-specification hardness result followed an undocumented press speed change; the root cause lies in the batch record, which the proposed CAPA does not address.',
          findings: [
            { label: 'Batch', value: '25A117, amlodipine 10 mg tablets' },
            { label: 'Result', value: 'Hardness 6.1 kP vs 7.0–11.0 kP' },
            { label: 'Trigger', value: 'Press speed 45 → 52 rpm at 10:15' },
            { label: 'Material on hold', value: 'About 38,000 tablets' },
            { label: 'Time to detection', value: '25 minutes' },
            { label: 'Proposed class', value: 'Minor' },
          ],
          flags: [
            'Step 14.3 has no validated speed range, so operator retraining alone will not prevent recurrence.',
            'A minor classification may understate an unapproved process change that produced an out-of-specification result.',
            'Impact rests on one hardness check; dissolution of the segregated tablets is not addressed.',
          ],
          recommendations: [
            'Revise step 14.3 to state the validated speed range and route the change through change control.',
            'Reassess the classification with QA and test dissolution on the segregated tablets.',
          ],
        },
      },
    },
    cta: {
      title: 'Give your quality team a precise first read',
      description: 'See a deviation analyzed in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Clinical, quality and regulatory document analysis', audience: 'Pharmaceutical and biotechnology companies' },
  },
  {
    slug: 'hr',
    name: 'HR',
    meta: {
      title: 'HR AI: Employee Handbook and Employment Contract Review',
      description: 'Keep employee handbooks, policies and employment contracts consistent and current, with personnel data processed privately on your servers.',
      keywords: ['hr ai', 'employee handbook review', 'employment contract analysis', 'hr policy compliance', 'people operations'],
    },
    card: { icon: Users, summary: 'Keep handbooks and employment contracts consistent with policy and current employment law.' },
    backgroundIcons: [Users, IdCard, UserPlus, Handshake, Contact, Briefcase],
    hero: {
      eyebrow: 'HR',
      title: 'People policies that stay consistent and current',
      subtitle: 'Handbooks, employment contracts and policies reviewed by a model trained on HR and employment language.',
      description:
        'Vertiq finds conflicts between your handbook and your contracts, flags policies that need review and answers HR questions with citations to the source. Personnel data stays on your servers, with no external API calls.',
    },
    features: {
      title: 'One source of truth for people policies',
      intro: 'Handbooks, offer letters and contracts drift apart over time. Vertiq shows where.',
      cards: [
        { icon: BookOpen, title: 'Handbook review', description: 'Policies checked for gaps, internal conflicts and state-specific requirements.' },
        { icon: FileSignature, title: 'Employment contracts', description: 'Notice, restrictive covenant, compensation and IP terms extracted and compared.' },
        { icon: MessageSquareText, title: 'Policy answers', description: 'HR teams get cited answers to policy questions in seconds.' },
        { icon: MapPin, title: 'Multi-state consistency', description: 'Policies compared across locations to show where local rules differ.' },
      ],
    },
    capabilities: {
      title: 'Agents for HR and people operations',
      intro: 'Eight agents that read people documents carefully and keep personal data private.',
      cards: [
        { title: 'Policy conflict detection', description: 'Finds contradictions between the handbook, contracts and offer letters.' },
        { title: 'Contract term extraction', description: 'Pulls notice periods, restrictive covenants and IP assignment terms.' },
        { title: 'Leave policy analysis', description: 'Summarizes leave, time-off and sick-pay rules by employee group.' },
        { title: 'Jurisdiction variance', description: 'Flags policies that may need state or local addenda.' },
        { title: 'Offer letter consistency', description: 'Checks offer letters against approved templates and compensation bands.' },
        { title: 'Acknowledgement tracking', description: 'Lists which policy versions each group has acknowledged.' },
        { title: 'Investigation summaries', description: 'Condenses investigation files into timelines, kept on your servers.' },
        { title: 'Benefits Q&A', description: 'Answers benefits questions with citations to plan documents.' },
      ],
    },
    demo: {
      intro: 'Process a sample handbook policy and see the provisions that may conflict with state and local requirements.',
      document: {
        documentName: 'Employee handbook — Section 6.2 Paid time off (sample).docx',
        documentType: 'Employee handbook policy',
        original: [
          'EMPLOYEE HANDBOOK, Section 6.2: Paid Time Off. Effective January 1, 2025. Applies to all regular full-time employees in the United States.',
          'Accrual. Employees accrue 6.67 hours of PTO per semi-monthly pay period (160 hours per year). Accrual stops when the balance reaches 240 hours.',
          'Use. PTO may be used after completion of the 90-day introductory period. Requests must be submitted two weeks in advance.',
          'Separation. Accrued, unused PTO is forfeited upon separation from employment for any reason.',
          'Sick leave. PTO is the sole source of paid sick time. A doctor’s note is required for any absence of one day or more.',
        ],
        analysis: {
          summary: 'A combined PTO policy for US full-time staff whose forfeiture, waiting-period and documentation rules may conflict with state and local law.',
          findings: [
            { label: 'Covered employees', value: 'Regular full-time, United States' },
            { label: 'Accrual', value: '160 hours per year (6.67 per pay period)' },
            { label: 'Balance cap', value: '240 hours' },
            { label: 'Waiting period', value: '90 days before use' },
            { label: 'At separation', value: 'Unused PTO forfeited' },
            { label: 'Sick leave', value: 'Part of PTO; doctor’s note for 1+ day' },
          ],
          flags: [
            'Forfeiture at separation conflicts with states that treat accrued PTO as earned wages, such as California.',
            'The 90-day waiting period and the doctor’s note rule may conflict with paid sick leave laws.',
            'Part-time employees are excluded, though many sick leave laws cover them.',
          ],
          recommendations: [
            'Add state-specific addenda for payout at separation and paid sick leave.',
            'Ask employment counsel to review the documentation requirement.',
          ],
        },
      },
    },
    cta: {
      title: 'Keep people policies in step',
      description: 'See your handbook reviewed in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'HR policy and employment document analysis', audience: 'HR, people operations and employment counsel' },
  },
  {
    slug: 'aviation',
    name: 'Aviation',
    meta: {
      title: 'Aviation AI: Maintenance Records and Airworthiness Directives',
      description: 'Reconcile aircraft maintenance records with airworthiness directives, track compliance intervals and surface open items before an audit does.',
      keywords: ['aviation ai', 'airworthiness directive', 'aircraft maintenance records', 'mro', 'ad compliance', 'continuing airworthiness'],
    },
    card: { icon: Plane, summary: 'Reconcile maintenance records with airworthiness directives and surface open compliance items.' },
    backgroundIcons: [Plane, PlaneTakeoff, PlaneLanding, Radar, Gauge, Wrench],
    hero: {
      eyebrow: 'Aviation',
      title: 'Airworthiness records, reconciled and ready for audit',
      subtitle: 'Maintenance records, airworthiness directives and service bulletins, read by a model trained on aviation maintenance language.',
      description:
        'Vertiq matches every applicable directive to the records that show compliance, calculates what is coming due and flags what is missing. Records stay on your systems, processed locally with no external API calls.',
    },
    features: {
      title: 'Continuing airworthiness, documented',
      intro: 'An aircraft is only as airworthy as its records show. Vertiq keeps the records complete.',
      cards: [
        { icon: ClipboardCheck, title: 'Directive compliance', description: 'Each airworthiness directive matched to the aircraft, its parts and the entries that show compliance.' },
        { icon: BookOpen, title: 'Records digitization', description: 'Logbook entries and work orders turned into structured, searchable records.' },
        { icon: ScrollText, title: 'Service bulletin review', description: 'Bulletins assessed for applicability with the affected serial and part numbers.' },
        { icon: PlaneLanding, title: 'Transition audits', description: 'Lease returns and acquisitions supported with complete records packages.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for maintenance and records teams',
      intro: 'Repetitive intervals, terminating actions and part-number applicability are where records audits find problems.',
      points: [
        { title: 'Trained on maintenance language', description: 'ATA chapters, flight cycles, terminating actions and deferral categories read correctly.' },
        { title: 'Records stay on your systems', description: 'On-premises deployment and AES-256 encryption for fleet and maintenance data.' },
        { title: 'Fast enough for the hangar', description: 'Responses under 1 s, so technicians check status before the aircraft is released.' },
        { title: 'Whole fleets, no token limits', description: 'No per-token charges for decades of logbooks across every tail number.' },
      ],
    },
    capabilities: {
      title: 'Agents for airworthiness and records management',
      intro: 'Eight agents that keep directives, intervals and records reconciled.',
      cards: [
        { title: 'Applicability check', description: 'Determines which directives apply by model, serial and part number.' },
        { title: 'Interval calculation', description: 'Computes next-due by flight hours, cycles and calendar time.' },
        { title: 'Terminating actions', description: 'Recognizes when a modification ends a repetitive inspection requirement.' },
        { title: 'Logbook extraction', description: 'Structures handwritten and typed entries into searchable records.' },
        { title: 'Part traceability', description: 'Checks installed parts against release certificates and records.' },
        { title: 'Deferred defects', description: 'Tracks deferrals by category and rectification deadline.' },
        { title: 'Bulletin cross-reference', description: 'Links service bulletins to the directives that mandate them.' },
        { title: 'Audit packages', description: 'Assembles cited compliance packages for audits and transitions.' },
      ],
    },
    demo: {
      intro: 'Process a sample directive with its maintenance records and see the aircraft’s compliance status calculated and checked.',
      document: {
        documentName: 'AD compliance record — serial 1187 (sample).pdf',
        documentType: 'Airworthiness directive and maintenance record',
        original: [
          'AIRWORTHINESS DIRECTIVE 2023-18-07 (sample). Applies to main landing gear side braces, P/N 4401-220 series. Required: eddy current inspection of the side brace lug every 1,200 flight cycles. Installation of P/N 4401-220-05 is terminating action.',
          'AIRCRAFT: Regional jet, serial 1187. Total flight cycles at record date: 24,915.',
          'WORK ORDER WO-5521, 09/2022: RH side brace replaced with P/N 4401-220-05.',
          'LOGBOOK 03/14/2024: Eddy current inspection of LH side brace lug per AD 2023-18-07 accomplished at 23,640 cycles. No findings. LH P/N 4401-220-03.',
          'DEFERRED ITEM 04/30/2025: MEL 32-41-01, LH brake wear indicator at limit. Category C.',
        ],
        analysis: {
          summary: 'The right side brace is terminated by part replacement, but the left side brace inspection is overdue and a brake deferral is open.',
          findings: [
            { label: 'Directive', value: 'AD 2023-18-07, side brace lug inspection' },
            { label: 'Interval', value: 'Every 1,200 flight cycles' },
            { label: 'LH last inspected', value: '23,640 cycles (Mar 14, 2024)' },
            { label: 'LH next due', value: '24,840 cycles' },
            { label: 'RH status', value: 'Terminated: P/N 4401-220-05 installed' },
            { label: 'Current cycles', value: '24,915' },
          ],
          flags: [
            'LH side brace inspection is overdue by 75 cycles (due at 24,840; aircraft at 24,915).',
            'RH terminating action relies on WO-5521; the record should include the part’s release certificate.',
            'Open Category C deferral from Apr 30, 2025: confirm rectification within the MEL interval.',
          ],
          recommendations: [
            'Inspect the LH side brace lug before further flight and record compliance.',
            'Attach the release certificate for P/N 4401-220-05 to the directive record.',
          ],
        },
      },
    },
    cta: {
      title: 'Keep every tail number audit-ready',
      description: 'See records reconciled in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Aircraft maintenance records and airworthiness analysis', audience: 'Airlines, MRO providers and aircraft lessors' },
  },
  {
    slug: 'restaurant',
    name: 'Restaurant',
    meta: {
      title: 'Restaurant AI: Supplier, Franchise and Inspection Review',
      description: 'Read supplier and franchise agreements, track price and delivery terms and turn health inspection reports into corrective actions at every location.',
      keywords: ['restaurant ai', 'franchise agreement review', 'supplier contract', 'health inspection report', 'food safety', 'multi-unit operations'],
    },
    card: { icon: UtensilsCrossed, summary: 'Read supplier and franchise agreements and turn inspection reports into corrective actions.' },
    backgroundIcons: [UtensilsCrossed, ChefHat, Soup, Pizza, Coffee, Wine],
    hero: {
      eyebrow: 'Restaurant Management',
      title: 'Run every location by the book, without reading every page',
      subtitle: 'Supplier agreements, franchise documents and inspection reports, turned into clear actions.',
      description:
        'Vertiq tracks the price, delivery and minimum-purchase terms that shape food cost, explains franchise obligations and turns inspection reports into corrective action plans for each location.',
    },
    features: {
      title: 'Operations, purchasing and food safety in one place',
      intro: 'Multi-unit operators manage hundreds of agreements and reports. Vertiq reads them so managers can run the floor.',
      cards: [
        { icon: Truck, title: 'Supplier agreements', description: 'Pricing, escalation, delivery and minimum-purchase terms extracted and compared across vendors.' },
        { icon: Store, title: 'Franchise agreements', description: 'Fees, royalties, territory, renewal and remodel obligations summarized with their dates.' },
        { icon: ClipboardCheck, title: 'Inspection follow-up', description: 'Inspection reports turned into prioritized corrective actions with owners and deadlines.' },
        { icon: Grid3x3, title: 'Multi-location view', description: 'Recurring violations and contract terms compared across every location.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for restaurant operators',
      intro: 'Food cost, franchise obligations and food safety each have their own language. The model reads all three.',
      points: [
        { title: 'Trained on food-service documents', description: 'Priority and core violations, cost-plus pricing and royalty formulas read in context.' },
        { title: 'Affordable for multi-unit groups', description: 'No per-token charges, and an average 65% lower processing cost per document.' },
        { title: 'Answers during service', description: 'Responses under 1 s, so a manager can check a term or a standard on the spot.' },
        { title: 'Your numbers stay yours', description: 'Local processing keeps sales, royalty and supplier pricing data private.' },
      ],
    },
    capabilities: {
      title: 'Agents for purchasing, franchise and food safety work',
      intro: 'Eight agents that keep agreements and inspections from turning into surprises.',
      cards: [
        { title: 'Price escalation tracking', description: 'Tracks price adjustments and index clauses in supplier contracts.' },
        { title: 'Minimum purchase commitments', description: 'Finds volume commitments and shortfall penalties across vendors.' },
        { title: 'Delivery and shortage terms', description: 'Summarizes delivery windows, substitutions and credit terms.' },
        { title: 'Fees and royalties', description: 'Extracts franchise fees, royalty rates and marketing contributions.' },
        { title: 'Territory and renewal', description: 'Lists territorial rights, renewal conditions and remodel requirements.' },
        { title: 'Violation triage', description: 'Ranks inspection findings by priority and repeat occurrence.' },
        { title: 'Corrective action plans', description: 'Drafts actions with owners and deadlines before re-inspection.' },
        { title: 'Spec sheet checks', description: 'Compares supplier product specifications with your recipes and allergen lists.' },
      ],
    },
    demo: {
      intro: 'Process a sample health inspection report and see the violations ranked and a corrective action plan drafted.',
      document: {
        documentName: 'Inspection report — Location 14 (sample).pdf',
        documentType: 'Health inspection report',
        original: [
          'FOOD ESTABLISHMENT INSPECTION REPORT. Full-service restaurant, Location 14. Inspection type: Routine. Date: 06/12/2025. Score: 84.',
          'Violation 1 (Priority): Walk-in cooler ambient temperature 45°F; cooked rice and sliced tomatoes held at 44–46°F. Corrected on site: product discarded. Re-inspection within 10 days.',
          'Violation 2 (Priority Foundation): No certified food protection manager on duty during the inspection.',
          'Violation 3 (Core): Handwashing sink at the prep line blocked by stored equipment. Corrected on site.',
          'Violation 4 (Core): Date marking missing on two containers of prepared sauces in the reach-in cooler.',
        ],
        analysis: {
          summary: 'A routine inspection scoring 84 with one priority violation for cold holding, which triggers a re-inspection within 10 days.',
          findings: [
            { label: 'Score', value: '84 (routine inspection)' },
            { label: 'Priority violations', value: '1: cold holding at 44–46°F' },
            { label: 'Priority foundation', value: '1: no certified manager on duty' },
            { label: 'Core violations', value: '2' },
            { label: 'Corrected on site', value: '2 of 4' },
            { label: 'Re-inspection', value: 'By Jun 22, 2025' },
          ],
          flags: [
            'A walk-in at 45°F points to an equipment problem; discarding product does not fix it.',
            'No certified food protection manager on duty: check coverage across all shifts.',
            'Date marking and handwashing access should be checked at the other locations too.',
          ],
          recommendations: [
            'Schedule refrigeration service for the walk-in before the re-inspection.',
            'Add certified-manager coverage to the Location 14 shift template.',
          ],
        },
      },
    },
    cta: {
      title: 'Run every location with confidence',
      description: 'See an inspection report turned into actions in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Restaurant supplier, franchise and food safety document analysis', audience: 'Restaurant groups, franchisors and franchisees' },
  },
  {
    slug: 'architecture',
    name: 'Architecture',
    meta: {
      title: 'Architecture AI: Owner-Architect Agreements and Code Review',
      description: 'Review owner-architect agreements for scope, fee and liability risk and check code analyses against project data with AI built for design firms.',
      keywords: ['architecture ai', 'owner architect agreement', 'design contract review', 'building code review', 'professional liability', 'design firm'],
    },
    card: { icon: DraftingCompass, summary: 'Review owner-architect agreements and code analyses for scope, fee and liability risk.' },
    backgroundIcons: [DraftingCompass, PencilRuler, Ruler, Building, Layers, Grid3x3],
    hero: {
      eyebrow: 'Architecture',
      title: 'Protect the fee and the firm before the first drawing',
      subtitle: 'Owner-architect agreements, consultant contracts and code analyses, reviewed by a model trained on design and construction language.',
      description:
        'Vertiq flags scope creep, uninsurable promises and missing liability limits in agreements, and checks code analyses for consistency with project data. Drawings and contracts stay on your own servers.',
    },
    features: {
      title: 'Less risk in every commission',
      intro: 'Design firms sign agreements written by owners and their lawyers. Vertiq shows what you are really promising.',
      cards: [
        { icon: FileSignature, title: 'Agreement review', description: 'Scope, fee, standard of care and liability terms compared with your preferred positions.' },
        { icon: Building, title: 'Code analysis checks', description: 'Occupancy, construction type, area and egress figures checked for internal consistency.' },
        { icon: Network, title: 'Consultant alignment', description: 'Prime agreement obligations traced into engineering consultant agreements.' },
        { icon: ScanSearch, title: 'Project knowledge search', description: 'Specifications, minutes and RFIs searchable, with answers that cite the document.' },
      ],
    },
    benefits: {
      title: 'Specialized AI for design firms',
      intro: 'Standard of care, instruments of service and additional services are the clauses that decide a project’s outcome for the architect.',
      points: [
        { title: 'Understands design agreements', description: 'Standard-form structures, service phases and additional services read in context.' },
        { title: 'Guards your insurability', description: 'Flags warranties and guarantees that professional liability policies typically exclude.' },
        { title: 'Unlimited use on every project', description: 'No per-token charges, from proposal to closeout.' },
        { title: 'Your design work stays in-house', description: 'Local processing keeps drawings, specifications and fees on your own infrastructure.' },
      ],
    },
    capabilities: {
      title: 'Agents for practice management and project delivery',
      intro: 'Eight agents that protect the fee, the schedule and the firm.',
      cards: [
        { title: 'Scope of services', description: 'Lists included services by phase and what counts as additional.' },
        { title: 'Fee and additional services', description: 'Extracts fee basis, reimbursables and triggers for additional compensation.' },
        { title: 'Standard of care', description: 'Flags language that raises the standard above ordinary professional care.' },
        { title: 'Liability and insurance', description: 'Checks liability caps, indemnities and insurance requirements.' },
        { title: 'Instruments of service', description: 'Reviews ownership, license and reuse terms for drawings and models.' },
        { title: 'Code analysis cross-check', description: 'Compares code analysis figures with the drawings and project data.' },
        { title: 'Specification coordination', description: 'Finds conflicts between specification sections and drawing notes.' },
        { title: 'Consultant flow-down', description: 'Confirms consultant agreements carry the prime agreement’s obligations.' },
      ],
    },
    demo: {
      intro: 'Process a sample owner-architect agreement and see the clauses that expand the firm’s risk beyond its insurance.',
      document: {
        documentName: 'Owner-architect agreement — multifamily (sample).docx',
        documentType: 'Owner-architect agreement',
        original: [
          'OWNER-ARCHITECT AGREEMENT (standard-form based). Project: six-story, 120-unit multifamily residential building. Compensation: 6.5% of the Cost of the Work.',
          '3.1 Standard of Care. Architect shall perform its services to the highest professional standards and shall ensure that the design complies with all applicable laws.',
          '4.2 Additional Services. Services beyond Basic Services, including more than two (2) rounds of revisions to Design Development documents, shall be compensated as Additional Services.',
          '5.3 Construction Phase. Architect shall visit the site weekly and shall guarantee the Contractor’s performance of the Work in accordance with the Contract Documents.',
          '7.1 Instruments of Service. Upon payment, Owner shall own all drawings and specifications and may use them for any future project without Architect’s consent.',
          '8.4 Limitation of Liability. [Intentionally deleted.]',
        ],
        analysis: {
          summary: 'A percentage-fee agreement for a 120-unit multifamily project that raises the standard of care, adds a performance guarantee and removes the liability cap.',
          findings: [
            { label: 'Project', value: 'Six-story, 120-unit multifamily' },
            { label: 'Fee', value: '6.5% of the Cost of the Work' },
            { label: 'Included revisions', value: '2 rounds in design development' },
            { label: 'Site visits', value: 'Weekly during construction' },
            { label: 'Ownership of documents', value: 'Transfers to owner on payment; reuse allowed' },
            { label: 'Liability cap', value: 'None (clause deleted)' },
          ],
          flags: [
            '“Highest professional standards” and “ensure compliance” exceed the ordinary standard of care that insurance covers.',
            'The architect guarantees the contractor’s performance (§5.3), a promise typically excluded from coverage.',
            'The owner may reuse the documents on other projects without consent or indemnity.',
            'With §8.4 deleted, liability is unlimited.',
          ],
          recommendations: [
            'Restore the ordinary standard of care: the skill and care of architects practicing under similar circumstances.',
            'Strike the guarantee in §5.3; add a reuse indemnity and a liability cap tied to the fee or insurance limits.',
          ],
        },
      },
    },
    cta: {
      title: 'Sign your next agreement with clear eyes',
      description: 'Review an agreement in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Design agreement and building code document analysis', audience: 'Architecture and design firms' },
  },
];

/** One card per industry and audience page, in navigation order: the home page's industry grid. */
export const INDUSTRY_CARDS: FeatureCard[] = [...industries, ...audiences].map((page) => ({
  icon: page.card.icon,
  title: page.name,
  description: page.card.summary,
  href: `/${page.slug}`,
}));
