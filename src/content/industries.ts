/**
 * The thirteen industry pages (docs/product-rules.md#industry-pages) as typed data, the copy
 * their template shares, and the sixteen industry cards the home page shows (13 industries + the
 * 3 audience pages of content/audiences.ts). Variations the product rules name are fields: `benefits` is
 * absent on pharmaceuticals and HR, `compliance` is present on financial services and healthcare,
 * `testimonial` on commercial real estate only. Demo figures are illustrative (docs/product-rules.md#illustrative-figures).
 */
import { PLANS_PAGE_ACTIONS } from './trial.ts';
import type { DemoDocumentPair, FeatureCard, HeroContent, PageMeta, Step, Testimonial } from './types.ts';
import { loadOrderedPages, withDemoSamples } from '../collections/load-collection.ts';
import { industrySchema } from '../collections/schemas.ts';
import { audiences } from './audiences.ts';

/** A titled block of cards. */
export interface CardBlock {
  title: string;
  intro: string;
  cards: FeatureCard[];
}

/** An industry feature card: the team it serves (`team`) and the outcome for them; the agents section lists the tasks. */
export type TeamCard = FeatureCard & { team: string; linkMethodology?: true; linkAudit?: true; plans?: string };

// Shared with audiences.ts through types.ts (no import cycle between the two); re-exported for importers.
export type { ClosingCta, PageCard, ServiceInfo } from './types.ts';
import type { ClosingCta, PageCard, ServiceInfo } from './types.ts';

export interface Industry {
  /** The route is `/${slug}`. */
  slug: string;
  /** Short name: breadcrumbs, navigation and card title. */
  name: string;
  meta: PageMeta;
  card: PageCard;
  hero: HeroContent;
  /** Four feature cards: the teams served and the outcome for each (not the agents' tasks again). */
  features: { title: string; intro: string; cards: TeamCard[]; introLink?: { label: string; path: string } };
  /** The specialized-AI benefits section; absent on pharmaceuticals and HR (docs/product-rules.md#industry-pages). */
  benefits?: { title: string; intro: string; points: Step[] };
  /** The compliance coverage section; present on financial services and healthcare (docs/product-rules.md#industry-pages). */
  compliance?: { intro: string };
  /** Eight AI agent capability cards: an icon naming what the agent works on, its name and its one job. */
  capabilities: { title: string; intro: string; cards: FeatureCard[] };
  /** The 'See It In Action' document pair. */
  demo: { intro: string; document: DemoDocumentPair };
  testimonial?: Testimonial;
  cta: ClosingCta;
  service: ServiceInfo;
}

/** Section labels every industry page shares. */
export const INDUSTRY_SECTION_COPY = {
  heroActions: { primary: { label: 'Schedule Demo', path: '/demo' }, secondary: { label: 'See It In Action', anchor: '#demo' } },
  featuresEyebrow: 'Who it serves',
  benefitsEyebrow: 'Specialized AI',
  capabilitiesEyebrow: 'AI agent capabilities',
  demo: { eyebrow: 'Interactive demo', title: 'See It In Action' },
  testimonialLabel: 'Client perspective',
} as const;

/**
 * The closing call to action's two buttons: the demo form, and the free trial the band's sentence offers
 * (its form is on the plans page, behind each plan's Start Free Trial). A band that offers the trial
 * gives the trial's button (tests/output/cta-agreement.test.ts).
 */
export const CLOSING_CTA_ACTIONS = [
  { label: 'Schedule Demo', path: '/demo', variant: 'primary' },
  { ...PLANS_PAGE_ACTIONS.trial, variant: 'secondary' },
] as const;

/**
 * The 'See It In Action' sample of each industry page, by slug: data of the demo widget rather than
 * page prose, so it stays typed here. Figures are illustrative (docs/product-rules.md#illustrative-figures).
 */
const INDUSTRY_DEMOS: Record<string, Pick<Industry, 'demo'>> = {
  'commercial-real-estate': {
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
          summary: 'A 10‑year, 3‑month office lease for 18,450 RSF with a five-year renewal at 95% of fair market rent and an early termination right at month 84.',
          findings: [
            { label: 'Base rent', value: '$42.50 / RSF / year, +3% annually', cite: '$42.50 per rentable square foot per year in lease year 1, increasing 3%' },
            { label: 'Free rent', value: 'Months 1–3 abated', cite: 'Base Rent is abated for months 1 through 3' },
            { label: 'Expense share', value: '6.2% over a 2025 base year', cite: 'pro rata share (6.2%) of Operating Expenses in excess of the 2025 Base Year' },
            { label: 'Controllable expense cap', value: '5% per year, cumulative', cite: 'shall not increase by more than 5% per year, on a cumulative basis' },
            { label: 'Renewal notice window', value: 'Feb 28 – May 31, 2034', cite: 'by written notice given no earlier than 15 and no later than 12 months before expiration' },
            { label: 'Early termination', value: 'Effective end of month 84, 12 months’ notice', cite: 'terminate effective the last day of month 84 on 12 months’ prior notice' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'The controllable expense cap is cumulative: unused increases carry forward and can produce a large jump in a single year.',
            'Renewal at 95% of Fair Market Rent has no floor or ceiling relative to the final year’s rent.',
            'The termination payment depends on unamortized improvements and commissions that the lease does not quantify.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the cumulative cap's clause (finding 4's number), the renewal rent's and the termination payment's own words.
          flagCites: [
            'shall not increase by more than 5% per year, on a cumulative basis',
            'at 95% of Fair Market Rent',
            'payment of the unamortized tenant improvements and leasing commissions',
          ],
          recommendations: [
            'Add the renewal window and the termination notice deadline to the critical-date calendar.',
            'Request the landlord’s amortization schedule to price the termination option.',
          ],
        },
      },
    },
  },
  'financial-services': {
    demo: {
      intro: 'Process a sample credit agreement and see its covenants, pricing and default triggers abstracted, with the risks a credit officer would raise.',
      document: {
        // The borrower's name, as home's 'Apex Data Services MSA' is its party's: whole at 390 px (design review N r52
        // spot check item 5: 'Senior secured term loan agre… (sample).pdf' was cut mid-word on phones).
        documentName: 'Northfield term loan (sample).pdf',
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
            { label: 'Facility', value: '$25,000,000 senior secured term loan', cite: 'Aggregate Commitments: $25,000,000' },
            { label: 'Pricing', value: 'Term SOFR + 2.25% to 2.75% by leverage', cite: 'Term SOFR plus the Applicable Margin: 2.75% if the Total Leverage Ratio is 3.00:1.00 or greater, and 2.25% if it is less than 3.00:1.00' },
            { label: 'Maximum leverage', value: '3.75x, stepping down to 3.50x after Jun 30, 2026', cite: 'to exceed 3.75:1.00, or 3.50:1.00 for fiscal quarters ending after June 30, 2026' },
            { label: 'Minimum fixed charge coverage', value: '1.25x, trailing four quarters', cite: 'Fixed Charge Coverage Ratio of not less than 1.25:1.00, tested quarterly on a trailing four-quarter basis' },
            { label: 'EBITDA add-back cap', value: '15% (restructuring charges)', cite: 'add-backs for non-recurring restructuring charges, provided such add-backs shall not exceed 15% of Consolidated EBITDA' },
            { label: 'Cross-default threshold', value: '$2,000,000', cite: 'default under other Indebtedness exceeding $2,000,000 in aggregate principal amount' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'The leverage step-down to 3.50x after June 30, 2026 reduces headroom: test it against the borrower’s forecast.',
            // Says what the cited clause shows and no more (trust review T7 r53: "unlimited" was an inference the passage
            // does not state, on a page that promises every finding cited; r54: "here" read as the whole agreement).
            'The excerpt caps only restructuring add-backs; check the full EBITDA definition.',
            'The $2.0M cross-default threshold is low for a $25.0M facility and may trip on minor obligations.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the step-down, add-back and cross-default clauses the findings already cite, so they share those numbers
          // (and the first load, ~10 B under its budget, gains no passage).
          flagCites: [
            'to exceed 3.75:1.00, or 3.50:1.00 for fiscal quarters ending after June 30, 2026',
            'add-backs for non-recurring restructuring charges, provided such add-backs shall not exceed 15% of Consolidated EBITDA',
            'default under other Indebtedness exceeding $2,000,000 in aggregate principal amount',
          ],
          recommendations: [
            'Add the step-down date to covenant monitoring and request quarterly compliance certificates.',
            'Reconcile the borrower’s other debt against the $2.0M cross-default threshold before closing.',
          ],
        },
      },
    },
  },
  'healthcare': {
    demo: {
      intro: 'Process a sample discharge summary and see the diagnoses, medication changes and open items a care manager needs, in seconds.',
      document: {
        documentName: 'Hospital Medicine — patient, 67 F (sample).pdf',
        documentType: 'Discharge summary',
        original: [
          'DISCHARGE SUMMARY. Admitted March 2, 2025, discharged March 6, 2025. Service: Hospital Medicine.',
          'Principal diagnosis: Acute on chronic systolic heart failure (EF 30% on echo 03/03). Secondary: type 2 diabetes mellitus; chronic kidney disease stage 3a.',
          'Hospital course: Diuresed with IV furosemide, net negative 4.2 L. Weight 82.1 kg at discharge (86.4 kg on admission). Creatinine peaked at 1.6, 1.3 at discharge. Patient denies chest pain.',
          'Discharge medications: Furosemide 40 mg PO daily (NEW). Metoprolol succinate 50 mg PO daily (increased from 25 mg). Lisinopril 10 mg PO daily (HELD for acute kidney injury). Metformin 500 mg PO BID (continue).',
          'Follow-up: Cardiology clinic within 7 days. BMP in 3–5 days. Daily weights; call if gain over 2 lb in a day or 5 lb in a week.',
          'Pending at discharge: HbA1c; iron studies.',
        ],
        analysis: {
          summary: 'A four-day admission for acute on chronic systolic heart failure (EF 30%), discharged after diuresis with three medication changes and two results pending.',
          findings: [
            { label: 'Principal diagnosis', value: 'Acute on chronic systolic heart failure, EF 30%', cite: 'Acute on chronic systolic heart failure (EF 30% on echo 03/03)' },
            { label: 'Length of stay', value: '4 days (Mar 2 – Mar 6, 2025)', cite: 'Admitted March 2, 2025, discharged March 6, 2025' },
            { label: 'Medication changes', value: '1 new, 1 increased, 1 held', cite: 'Furosemide 40 mg PO daily (NEW). Metoprolol succinate 50 mg PO daily (increased from 25 mg). Lisinopril 10 mg PO daily (HELD for acute kidney injury)' },
            { label: 'Weight', value: '86.4 kg → 82.1 kg', cite: 'Weight 82.1 kg at discharge (86.4 kg on admission)' },
            { label: 'Follow-up', value: 'Cardiology within 7 days; BMP in 3–5 days', cite: 'Cardiology clinic within 7 days. BMP in 3–5 days' },
            { label: 'Pending results', value: 'HbA1c, iron studies', cite: 'Pending at discharge: HbA1c; iron studies' },
          ],
          flags: [
            'Lisinopril is held with no restart criteria: risk that it is never resumed.',
            'Two results are pending at discharge with no named clinician responsible for follow-up.',
            'Metformin continued after acute kidney injury with CKD 3a: confirm renal dosing.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the medication changes' and pending results' passages (findings 3 and 6), and metformin's own line.
          flagCites: [
            'Furosemide 40 mg PO daily (NEW). Metoprolol succinate 50 mg PO daily (increased from 25 mg). Lisinopril 10 mg PO daily (HELD for acute kidney injury)',
            'Pending at discharge: HbA1c; iron studies',
            'Metformin 500 mg PO BID (continue)',
          ],
          recommendations: [
            'Route pending results to the primary care and cardiology inboxes.',
            'Add the lisinopril restart decision to the 7‑day cardiology visit.',
          ],
        },
      },
    },
  },
  'legal': {
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
            { label: 'Agreement type', value: 'Mutual NDA, effective May 1, 2025', cite: 'MUTUAL NONDISCLOSURE AGREEMENT between Harborline Analytics LLC and the Counterparty, effective May 1, 2025' },
            { label: 'Term', value: '1 year; obligations survive 2 years', cite: 'remains in effect for one (1) year. Confidentiality obligations survive for two (2) years after expiration' },
            { label: 'Trade secrets', value: 'Protected while they remain trade secrets', cite: 'trade secrets remain protected for as long as they qualify as trade secrets' },
            { label: 'Scope', value: 'Oral and unmarked information included', cite: 'whether oral or written, and whether or not marked as confidential' },
            { label: 'Indemnity', value: 'Uncapped, for any breach', cite: 'shall indemnify the Disclosing Party for all losses arising from any breach, without limitation' },
            { label: 'Governing law', value: 'New York; exclusive venue in New York County', cite: 'governed by the laws of the State of New York, with exclusive jurisdiction in the courts of New York County' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'Oral disclosures are covered with no requirement to confirm them in writing.',
            'The uncapped indemnity (§8) exceeds the standard remedy of injunctive relief and damages.',
            'The residuals clause (§6) lets the other party use retained know-how for any purpose: playbook position is to delete it.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the scope's and the indemnity's passages (findings 4 and 5), and the residuals clause's own words.
          flagCites: [
            'whether oral or written, and whether or not marked as confidential',
            'shall indemnify the Disclosing Party for all losses arising from any breach, without limitation',
            'Either party may use information retained in the unaided memory of its personnel, including ideas, concepts and know-how, for any purpose',
          ],
          recommendations: [
            'Delete §6, or limit residuals to general skills and exclude trade secrets and personal data.',
            'Replace §8 with equitable relief plus damages available under applicable law.',
          ],
        },
      },
    },
  },
  'manufacturing': {
    demo: {
      intro: 'Process a sample supplier quality agreement and see where it falls short of a typical buyer’s quality manual.',
      document: {
        documentName: 'Corvane Motion — HX-200 housings (sample).pdf',
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
            { label: 'Scope', value: 'HX-200 machined aluminum housings', cite: 'machined aluminum housings, part family HX-200' },
            { label: 'Quality system', value: 'ISO 9001:2015 certification', cite: 'certified to ISO 9001:2015' },
            { label: 'Change notice', value: '30 days, written', cite: 'notify Buyer in writing at least 30 days before any change in material, process or manufacturing location' },
            { label: 'Part approval', value: 'PPAP Level 3; Cpk ≥ 1.33 on critical characteristics', cite: 'Initial samples require a PPAP Level 3 submission. Critical characteristics shall demonstrate Cpk ≥ 1.33' },
            { label: 'Containment / 8D', value: '24 hours / 10 business days', cite: 'contain suspect material within 24 hours of notification and submit an 8D report within 10 business days' },
            { label: 'Record retention', value: '5 years after last shipment', cite: 'retained for five (5) years after last shipment' },
          ],
          flags: [
            'A 30‑day change notice leaves little time to requalify parts; quality manuals commonly require 90 days.',
            'Sub-tier supplier changes are not covered by the notification clause.',
            'Cpk ≥ 1.33 may be too low for safety-critical features, which often require 1.67.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the notification clause (finding 3), which the sub-tier flag reads as silent too, and the capability target (finding 4).
          flagCites: [
            'notify Buyer in writing at least 30 days before any change in material, process or manufacturing location',
            'notify Buyer in writing at least 30 days before any change in material, process or manufacturing location',
            'Initial samples require a PPAP Level 3 submission. Critical characteristics shall demonstrate Cpk ≥ 1.33',
          ],
          recommendations: [
            'Negotiate 90‑day change notification that includes sub-tier supplier changes.',
            'Specify Cpk ≥ 1.67 for safety-critical characteristics and add a flow-down clause.',
          ],
        },
      },
    },
  },
  'education': {
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
            { label: 'Outcomes published', value: '42 of 42 programs', cite: 'All 42 undergraduate programs publish program learning outcomes' },
            { label: 'Assessment reports (2023–24)', value: '31 of 42 programs (74%)', cite: 'In 2023–24, 31 of 42 programs submitted assessment reports' },
            { label: 'Changes from results', value: '27 programs', cite: '27 documented changes made in response to results' },
            { label: 'General education evidence', value: 'Written communication only', cite: 'assessed with a common rubric for written communication. Quantitative reasoning assessment is planned for 2026' },
            { label: 'Program review policy', value: 'AA-210, last revised 2017', cite: 'Policy AA-210 (revised 2017)' },
          ],
          flags: [
            'Eleven programs without 2023–24 reports weaken the claim of a functioning assessment cycle.',
            'Quantitative reasoning is not yet assessed, so general education evidence covers a single outcome.',
            'Appendix F is cited for graduate programs but is not in the evidence file.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the reports' and general education passages (findings 2 and 4), and the Appendix F reference's own words.
          flagCites: [
            'In 2023–24, 31 of 42 programs submitted assessment reports',
            'assessed with a common rubric for written communication. Quantitative reasoning assessment is planned for 2026',
            'Graduate programs follow the same process; see Appendix F',
          ],
          recommendations: [
            'Collect the eleven missing reports or document a completion plan with dates.',
            'Add Appendix F and the current text of Policy AA-210 to the evidence library.',
          ],
        },
      },
    },
  },
  'energy': {
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
          summary: 'A 15‑year, 150 MWac solar PPA at $38.75/MWh with a 2.0% escalator; the buyer receives the RECs but has no security once the facility is operating.',
          findings: [
            { label: 'Facility', value: '150 MWac solar PV', cite: '150 MWac solar photovoltaic facility' },
            { label: 'Price', value: '$38.75/MWh, +2.0% per year', cite: '$38.75/MWh, escalating 2.0% on each January 1 after the Commercial Operation Date' },
            { label: 'Term', value: '15 contract years', cite: 'Term: fifteen (15) Contract Years' },
            { label: 'Renewable energy credits', value: 'Transfer to buyer at no cost', cite: 'All Renewable Energy Credits associated with Delivered Energy transfer to Buyer at no additional cost' },
            { label: 'Guaranteed COD', value: 'Dec 31, 2026; delay damages $15,000/day', cite: 'Guaranteed Commercial Operation Date: December 31, 2026. Delay damages of $100 per MW per day' },
            { label: 'Credit support', value: '$9.0M letter of credit until COD', cite: 'letter of credit of $60,000 per MW from the Effective Date until the Commercial Operation Date' },
          ],
          flags: [
            'Credit support ends at commercial operation: the buyer holds no security for the 15‑year operating period.',
            'Buyer curtailment above 50 hours per year is paid at the full contract price with no annual cap.',
            'Delay damages stop after 180 days (about $2.7M in total); after that, termination is the only remedy.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the letter of credit's passage (finding 6), and the curtailment and delay-damages clauses' own words.
          flagCites: [
            'letter of credit of $60,000 per MW from the Effective Date until the Commercial Operation Date',
            'Buyer shall compensate Seller at the Contract Price for Buyer Curtailment exceeding 50 hours per Contract Year',
            'apply for up to 180 days, after which Buyer may terminate',
          ],
          recommendations: [
            'Request operating-period security, such as a parent guarantee that steps down over the term.',
            'Model curtailment exposure under expected grid conditions before signing.',
          ],
        },
      },
    },
  },
  'construction': {
    demo: {
      intro: 'Process a sample HVAC subcontract and see the payment, claims and indemnity terms a project manager needs to watch.',
      document: {
        documentName: 'Riverside MOB — Division 23 HVAC (sample).pdf',
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
          summary: 'A $4.86M HVAC subcontract that passes owner payment risk to the subcontractor, sets a 7‑day claims window and includes a broad-form indemnity.',
          findings: [
            { label: 'Scope', value: 'Division 23 HVAC', cite: 'Scope: Division 23, HVAC' },
            { label: 'Subcontract sum', value: '$4,860,000', cite: 'Subcontract Sum: $4,860,000' },
            { label: 'Payment', value: 'Pay-if-paid; 10 days after owner payment', cite: 'within 10 days after Contractor receives payment from Owner for Subcontractor’s work. Receipt of payment from Owner is a condition precedent to payment' },
            { label: 'Retainage', value: '10% until final completion (up to $486,000)', cite: 'Ten percent (10%) shall be withheld from each progress payment until final completion of the Project' },
            { label: 'Claims notice', value: '7 days, in writing, or waived', cite: 'submitted in writing within 7 days of the event giving rise to the claim, or they are waived' },
            { label: 'Liquidated damages', value: 'Proportionate share of $5,000/day', cite: 'proportionate share of liquidated damages assessed by Owner, currently $5,000 per calendar day' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'Pay-if-paid (§5.1) shifts the risk of owner non-payment to the subcontractor; enforceability varies by state.',
            'Retainage is held until completion of the whole project, not of the HVAC scope.',
            'A 7‑day claims window with waiver is easy to miss in the field.',
            'The indemnity (§11.4) covers the contractor’s own partial negligence and may conflict with anti-indemnity statutes.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the payment, retainage and claims passages (findings 3, 4 and 5), and the indemnity's own words.
          flagCites: [
            'within 10 days after Contractor receives payment from Owner for Subcontractor’s work. Receipt of payment from Owner is a condition precedent to payment',
            'Ten percent (10%) shall be withheld from each progress payment until final completion of the Project',
            'submitted in writing within 7 days of the event giving rise to the claim, or they are waived',
            'Subcontractor shall indemnify Contractor against all claims arising out of the Work, whether or not caused in part by Contractor’s negligence',
          ],
          recommendations: [
            'Negotiate pay-when-paid with an outside payment date, such as 45 days.',
            'Set automatic 7‑day claim-notice reminders for the project team.',
          ],
        },
      },
    },
  },
  'pharmaceuticals': {
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
            { label: 'Batch', value: '25A117, amlodipine 10 mg tablets', cite: 'Product: Amlodipine 10 mg tablets, Batch 25A117' },
            { label: 'Result', value: 'Hardness 6.1 kP vs 7.0–11.0 kP', cite: '6.1 kP against a specification of 7.0–11.0 kP' },
            { label: 'Trigger', value: 'Press speed 45 → 52 rpm at 10:15', cite: 'Press speed had been increased from 45 to 52 rpm at 10:15' },
            { label: 'Material on hold', value: 'About 38,000 tablets', cite: 'Tablets compressed between 10:15 and 10:52 (approx. 38,000 tablets) segregated and placed on QA hold' },
            { label: 'Time to detection', value: '25 minutes', cite: 'in-process tablet hardness at 10:40' },
            { label: 'Proposed class', value: 'Minor', cite: 'Proposed classification: Minor' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'Impact rests on one hardness check; dissolution of the segregated tablets is not addressed.',
            'A minor classification may understate an unapproved process change that produced an out-of-specification result.',
            'Step 14.3 has no validated speed range, so operator retraining alone will not prevent recurrence.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the one hardness check (finding 5), and the undocumented change's and step 14.3's words, which no finding cites.
          flagCites: [
            'in-process tablet hardness at 10:40',
            'The speed change was made without a documented change request',
            'Batch record step 14.3 reads “adjust speed as needed” and gives no validated range',
          ],
          recommendations: [
            'Revise step 14.3 to state the validated speed range and route the change through change control.',
            'Reassess the classification with QA and test dissolution on the segregated tablets.',
          ],
        },
      },
    },
  },
  'hr': {
    demo: {
      intro: 'Process a sample handbook policy and see the provisions that may conflict with state and local requirements.',
      document: {
        documentName: 'Employee handbook — Section 6.2 Paid time off (sample).docx',
        documentType: 'Employee handbook policy',
        original: [
          'EMPLOYEE HANDBOOK, Section 6.2: Paid Time Off. Effective January 1, 2025. Applies to all regular full-time employees in the United States.',
          'Accrual. Employees accrue 6.67 hours of PTO per semi-monthly pay period (160 hours per year). Accrual stops when the balance reaches 240 hours.',
          'Use. PTO may be used after completion of the 90‑day introductory period. Requests must be submitted two weeks in advance.',
          'Separation. Accrued, unused PTO is forfeited upon separation from employment for any reason.',
          'Sick leave. PTO is the sole source of paid sick time. A doctor’s note is required for any absence of one day or more.',
        ],
        analysis: {
          summary: 'A combined PTO policy for US full-time staff whose forfeiture, waiting-period and documentation rules may conflict with state and local law.',
          findings: [
            { label: 'Covered employees', value: 'Regular full-time, United States', cite: 'Applies to all regular full-time employees in the United States' },
            { label: 'Accrual', value: '160 hours per year (6.67 per pay period)', cite: 'Employees accrue 6.67 hours of PTO per semi-monthly pay period (160 hours per year)' },
            { label: 'Balance cap', value: '240 hours', cite: 'Accrual stops when the balance reaches 240 hours' },
            { label: 'Waiting period', value: '90 days before use', cite: 'PTO may be used after completion of the 90‑day introductory period' },
            { label: 'At separation', value: 'Unused PTO forfeited', cite: 'Accrued, unused PTO is forfeited upon separation from employment for any reason' },
            { label: 'Sick leave', value: 'Part of PTO; doctor’s note for 1+ day', cite: 'PTO is the sole source of paid sick time. A doctor’s note is required for any absence of one day or more' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'Part-time employees are excluded, though many sick leave laws cover them.',
            'Forfeiture at separation conflicts with states that treat accrued PTO as earned wages, such as California.',
            'The 90‑day waiting period and the doctor’s note rule may conflict with paid sick leave laws.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the full-time scope (finding 1); the forfeiture clause (finding 5); PTO as the sole sick time (finding 6),
          // which brings the waiting period and the note rule under sick leave laws.
          flagCites: [
            'Applies to all regular full-time employees in the United States',
            'Accrued, unused PTO is forfeited upon separation from employment for any reason',
            'PTO is the sole source of paid sick time. A doctor’s note is required for any absence of one day or more',
          ],
          recommendations: [
            'Add state-specific addenda for payout at separation and paid sick leave.',
            'Ask employment counsel to review the documentation requirement.',
          ],
        },
      },
    },
  },
  'aviation': {
    demo: {
      intro: 'Process a sample directive with its maintenance records and see the aircraft’s compliance status calculated and checked.',
      document: {
        documentName: 'AD compliance record — serial 1187 (sample).pdf',
        // Short enough to sit beside "Original document" at 390 px, as the other demos' tags do (design review r44).
        documentType: 'Maintenance record',
        original: [
          'AIRWORTHINESS DIRECTIVE 2023-18-07 (sample). Applies to main landing gear side braces, P/N 4401-220 series. Required: eddy current inspection of the side brace lug every 1,200 flight cycles. Installation of P/N 4401-220-05 is terminating action.',
          'AIRCRAFT: Regional jet, serial 1187. Total flight cycles at record date: 24,915.',
          'WORK ORDER WO-5521, 09/2022: RH side brace replaced with P/N 4401-220-05.',
          'LOGBOOK March 14, 2024: Eddy current inspection of LH side brace lug per AD 2023-18-07 accomplished at 23,640 cycles. No findings. LH P/N 4401-220-03.',
          'DEFERRED ITEM April 30, 2025: MEL 32-41-01, LH brake wear indicator at limit. Category C.',
        ],
        analysis: {
          summary: 'The right side brace is terminated by part replacement, but the left side brace inspection is overdue and a brake deferral is open.',
          findings: [
            { label: 'Directive', value: 'AD 2023-18-07, side brace lug inspection', cite: 'AIRWORTHINESS DIRECTIVE 2023-18-07' },
            { label: 'Interval', value: 'Every 1,200 flight cycles', cite: 'eddy current inspection of the side brace lug every 1,200 flight cycles' },
            { label: 'LH last inspected', value: '23,640 cycles (Mar 14, 2024)', cite: 'LOGBOOK March 14, 2024: Eddy current inspection of LH side brace lug per AD 2023-18-07 accomplished at 23,640 cycles' },
            { label: 'LH next due', value: '24,840 cycles', cite: 'every 1,200 flight cycles' },
            { label: 'RH status', value: 'Terminated: P/N 4401-220-05 installed', cite: 'RH side brace replaced with P/N 4401-220-05' },
            { label: 'Current cycles', value: '24,915', cite: 'Total flight cycles at record date: 24,915' },
          ],
          flags: [
            'LH side brace inspection is overdue by 75 cycles (due at 24,840; aircraft at 24,915).',
            'RH terminating action relies on WO-5521; the record should include the part’s release certificate.',
            'Open Category C deferral from Apr 30, 2025: confirm rectification within the MEL interval.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the aircraft's current cycles (finding 6), against which the inspection is overdue, and the work order's and the
          // deferral's own words.
          flagCites: [
            'Total flight cycles at record date: 24,915',
            'WORK ORDER WO-5521, 09/2022',
            'DEFERRED ITEM April 30, 2025: MEL 32-41-01, LH brake wear indicator at limit. Category C',
          ],
          recommendations: [
            'Inspect the LH side brace lug before further flight and record compliance.',
            'Attach the release certificate for P/N 4401-220-05 to the directive record.',
          ],
        },
      },
    },
  },
  'restaurant': {
    demo: {
      intro: 'Process a sample health inspection report and see the violations ranked and a corrective action plan drafted.',
      document: {
        documentName: 'Inspection report — Location 14 (sample).pdf',
        documentType: 'Health inspection report',
        original: [
          'FOOD ESTABLISHMENT INSPECTION REPORT. Full-service restaurant, Location 14. Inspection type: Routine. Date: June 12, 2025. Score: 84.',
          'Violation 1 (Priority): Walk-in cooler ambient temperature 45°F; cooked rice and sliced tomatoes held at 44–46°F. Corrected on site: product discarded. Re-inspection within 10 days.',
          'Violation 2 (Priority Foundation): No certified food protection manager on duty during the inspection.',
          'Violation 3 (Core): Handwashing sink at the prep line blocked by stored equipment. Corrected on site.',
          'Violation 4 (Core): Date marking missing on two containers of prepared sauces in the reach-in cooler.',
        ],
        analysis: {
          summary: 'A routine inspection scoring 84 with one priority violation for cold holding, which triggers a re-inspection within 10 days.',
          findings: [
            { label: 'Score', value: '84 (routine inspection)', cite: 'Inspection type: Routine. Date: June 12, 2025. Score: 84' },
            { label: 'Priority violations', value: '1: cold holding at 44–46°F', cite: 'Violation 1 (Priority): Walk-in cooler ambient temperature 45°F; cooked rice and sliced tomatoes held at 44–46°F' },
            { label: 'Priority foundation', value: '1: no certified manager on duty', cite: 'Violation 2 (Priority Foundation): No certified food protection manager on duty' },
            { label: 'Core violations', value: '2', cite: ['Violation 3 (Core)', 'Violation 4 (Core)'] },
            { label: 'Corrected on site', value: '2 of 4', cite: ['Corrected on site: product discarded', 'Corrected on site.'] },
            { label: 'Re-inspection', value: 'By Jun 22, 2025', cite: 'Re-inspection within 10 days' },
          ],
          flags: [
            'A walk-in at 45°F points to an equipment problem; discarding product does not fix it.',
            'No certified food protection manager on duty: check coverage across all shifts.',
            'Date marking and handwashing access should be checked at the other locations too.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the cold-holding and manager violations (findings 2 and 3), and one of the two core violations, which shares
          // finding 4's number and so lights both.
          flagCites: [
            'Violation 1 (Priority): Walk-in cooler ambient temperature 45°F; cooked rice and sliced tomatoes held at 44–46°F',
            'Violation 2 (Priority Foundation): No certified food protection manager on duty',
            'Violation 3 (Core)',
          ],
          recommendations: [
            'Schedule refrigeration service for the walk-in before the re-inspection.',
            'Add certified-manager coverage to the Location 14 shift template.',
          ],
        },
      },
    },
  },
  'architecture': {
    demo: {
      intro: 'Process a sample owner-architect agreement and see the clauses that expand the firm’s risk beyond its insurance.',
      document: {
        documentName: '120-unit multifamily — design services (sample).docx',
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
            { label: 'Project', value: 'Six-story, 120-unit multifamily', cite: 'six-story, 120-unit multifamily residential building' },
            { label: 'Fee', value: '6.5% of the Cost of the Work', cite: 'Compensation: 6.5% of the Cost of the Work' },
            { label: 'Included revisions', value: '2 rounds in design development', cite: 'more than two (2) rounds of revisions to Design Development documents' },
            { label: 'Site visits', value: 'Weekly during construction', cite: 'Architect shall visit the site weekly' },
            { label: 'Ownership of documents', value: 'Transfers to owner on payment; reuse allowed', cite: 'Upon payment, Owner shall own all drawings and specifications and may use them for any future project without Architect’s consent' },
            { label: 'Liability cap', value: 'None (clause deleted)', cite: '8.4 Limitation of Liability. [Intentionally deleted.]' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'The owner may reuse the documents on other projects without consent or indemnity.',
            'With §8.4 deleted, liability is unlimited.',
            '“Highest professional standards” and “ensure compliance” exceed the ordinary standard of care that insurance covers.',
            'The architect guarantees the contractor’s performance (§5.3), a promise typically excluded from coverage.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the reuse and liability-cap passages (findings 5 and 6), and the standard-of-care and guarantee clauses' own words.
          flagCites: [
            'Upon payment, Owner shall own all drawings and specifications and may use them for any future project without Architect’s consent',
            '8.4 Limitation of Liability. [Intentionally deleted.]',
            'Architect shall perform its services to the highest professional standards and shall ensure that the design complies with all applicable laws',
            'shall guarantee the Contractor’s performance of the Work in accordance with the Contract Documents',
          ],
          recommendations: [
            'Restore the ordinary standard of care: the skill and care of architects practicing under similar circumstances.',
            'Strike the guarantee in §5.3; add a reuse indemnity and a liability cap tied to the fee or insurance limits.',
          ],
        },
      },
    },
  },
};

/**
 * The industry pages, written in content/industries/*.md (front matter checked by industrySchema; the
 * file name is the slug), in their `order`, each with its demo sample from INDUSTRY_DEMOS below.
 */
export const industries: Industry[] = withDemoSamples(loadOrderedPages('industries', industrySchema), INDUSTRY_DEMOS, 'INDUSTRY_DEMOS in src/content/industries.ts', true);

const pageCard = (page: Industry | (typeof audiences)[number]): FeatureCard => ({
  icon: page.card.icon,
  title: page.name,
  description: page.card.summary,
  href: `/${page.slug}`,
});

/** The home page's two groups, as its copy promises them ("thirteen industries and three teams"). */
export const INDUSTRY_CARD_GROUPS = { industries: industries.map(pageCard), teams: audiences.map(pageCard) };

/**
 * A hint under each name in home's industries grid: the document type its page's sample is (design review P r52 item 3: a
 * bare list of names did not show the specialisation it claims), by the page's href.
 */
export const INDUSTRY_HINTS: Record<string, string> = Object.fromEntries([...industries, ...audiences].map((page) => [`/${page.slug}`, page.demo.document.documentType]));

/** One card per industry and audience page, in navigation order. */
export const INDUSTRY_CARDS: FeatureCard[] = [...INDUSTRY_CARD_GROUPS.industries, ...INDUSTRY_CARD_GROUPS.teams];

/** The industry page's name for an industry slug (a customer's, a model card's, an assurance commitment's). */
export function industryName(slug: string): string | undefined {
  return INDUSTRY_CARDS.find((card) => card.href === `/${slug}`)?.title;
}
