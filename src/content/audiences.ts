/**
 * The audience pages (docs/product-rules.md#audience-pages): /content-creators (6 capability cards, 4 workflow
 * phases, a demo), /marketing and /product-development (4 cards, a 4-step process, a demo).
 * The counts live in the data; one template (pages/AudiencePage.tsx) renders all three.
 * Demo figures are illustrative (docs/product-rules.md#illustrative-figures).
 */
import type { DemoDocumentPair, FeatureCard, HeroContent, PageMeta, Step } from './types.ts';
import { loadOrderedPages, withDemoSamples } from '../collections/load-collection.ts';
import { audienceSchema } from '../collections/schemas.ts';
import type { ClosingCta, PageCard, ServiceInfo } from './types.ts';

export interface Audience {
  /** The route is `/${slug}`. */
  slug: string;
  /** Short name: breadcrumbs, navigation and card title. */
  name: string;
  meta: PageMeta;
  card: PageCard;
  hero: HeroContent;
  /** Where the audience's data stays: the frameworks band's first line (review r5: the band read as boilerplate for a marketing team). */
  privacy: string;
  /** The cards block; `name` marks it for output tests (data-cards). */
  cards: { name: string; eyebrow: string; title: string; intro: string; items: FeatureCard[] };
  /** The phases or process steps; `name` marks them for output tests (data-steps). */
  steps: { name: string; eyebrow: string; title: string; intro: string; items: Step[] };
  demo: { intro: string; document: DemoDocumentPair };
  cta: ClosingCta;
  service: ServiceInfo;
}

/**
 * The 'See It In Action' sample of each page, by slug: data of the demo widget rather than page
 * prose, so it stays typed here. Figures are illustrative (docs/product-rules.md#illustrative-figures).
 */
const AUDIENCE_DEMOS: Record<string, Pick<Audience, 'demo'>> = {
  'content-creators': {
    demo: {
      intro: 'Process a sample brand partnership agreement and see what the creator owes, what the brand receives and what to negotiate.',
      document: {
        documentName: 'Brand partnership agreement — spring launch (sample).pdf',
        documentType: 'Sponsorship agreement',
        original: [
          'BRAND PARTNERSHIP AGREEMENT between Lumora Skincare (Brand) and the Creator. Campaign: spring launch, March–April 2025. Fee: $18,000.',
          '2. Deliverables. One (1) dedicated long-form video (8–12 minutes) and three (3) short-form videos. Brand may request up to two rounds of revisions per deliverable.',
          '3. Usage Rights. Brand receives a worldwide, perpetual, irrevocable license to use the Content and Creator’s name and likeness in all media, including paid advertising.',
          '4. Exclusivity. Creator shall not promote any skincare, cosmetics or personal care brand for twelve (12) months after the final post.',
          '5. Payment. 50% on signature; 50% net 60 after the final deliverable is approved. Brand may withhold payment if performance falls below expectations.',
          '6. Disclosure. Creator shall clearly disclose the paid partnership in each post, as required by applicable advertising guidelines.',
        ],
        analysis: {
          summary: 'An $18,000 deal for four videos that grants perpetual paid-ad rights and a year of category exclusivity, with payment terms the brand can withhold at will.',
          findings: [
            { label: 'Fee', value: '$18,000', cite: 'Fee: $18,000' },
            { label: 'Deliverables', value: '1 long-form video + 3 short-form videos', cite: 'One (1) dedicated long-form video (8–12 minutes) and three (3) short-form videos' },
            { label: 'Revisions', value: 'Up to 2 rounds per deliverable', cite: 'up to two rounds of revisions per deliverable' },
            { label: 'Usage rights', value: 'Perpetual, worldwide, including paid ads', cite: 'worldwide, perpetual, irrevocable license to use the Content and Creator’s name and likeness in all media, including paid advertising' },
            { label: 'Exclusivity', value: '12 months, all skincare, cosmetics and personal care', cite: 'shall not promote any skincare, cosmetics or personal care brand for twelve (12) months after the final post' },
            { label: 'Payment', value: '50% on signature; 50% net 60 after approval', cite: '50% on signature; 50% net 60 after the final deliverable is approved' },
          ],
          flags: [
            'Perpetual paid-ad use of your likeness is usually priced separately; here it is included in the fee.',
            'Twelve months of category exclusivity blocks a large share of likely sponsors.',
            '“Performance below expectations” lets the brand withhold payment on undefined criteria.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the usage and exclusivity passages (findings 4 and 5), and the withholding clause's own words.
          flagCites: [
            'worldwide, perpetual, irrevocable license to use the Content and Creator’s name and likeness in all media, including paid advertising',
            'shall not promote any skincare, cosmetics or personal care brand for twelve (12) months after the final post',
            'Brand may withhold payment if performance falls below expectations',
          ],
          recommendations: [
            'Limit usage to 90 days of organic use and price paid usage as a separate line item.',
            'Narrow exclusivity to named competitors for 60 days and delete the withholding clause.',
          ],
        },
      },
    },
  },
  'marketing': {
    demo: {
      intro: 'Process a sample co‑marketing agreement and see the obligations, approvals and data risks your team should settle before launch.',
      document: {
        documentName: 'Brightwave webinar series — partner terms (sample).pdf',
        documentType: 'Co-marketing agreement',
        original: [
          'CO-MARKETING AGREEMENT between Brightwave Software (Company A) and the Partner (Company B) for a joint webinar series and a co-branded research report, Q3 2025.',
          '2. Contributions. Each party contributes $25,000 to paid promotion. Company A produces the report; Company B provides survey data from at least 500 respondents.',
          '3. Leads. Registrant information will be shared with both parties. Each party is responsible for obtaining consent for its own follow-up communications.',
          '4. Approvals. Each party must approve use of its marks in advance. Approval is deemed given if no response is received within three (3) business days.',
          '5. Term. This Agreement ends December 31, 2025. Either party may distribute the co-branded report for twelve (12) months after publication.',
        ],
        analysis: {
          summary: 'A Q3 2025 co-marketing deal with equal promotion budgets and shared leads; consent, brand approval and post-term use need attention before launch.',
          findings: [
            { label: 'Scope', value: 'Webinar series and co-branded report, Q3 2025', cite: 'a joint webinar series and a co-branded research report, Q3 2025' },
            { label: 'Budget', value: '$25,000 paid promotion from each party', cite: 'Each party contributes $25,000 to paid promotion' },
            { label: 'Data', value: 'Partner survey, at least 500 respondents', cite: 'provides survey data from at least 500 respondents' },
            { label: 'Leads', value: 'Registrants shared with both parties', cite: 'Registrant information will be shared with both parties' },
            { label: 'Brand approval', value: 'Deemed given after 3 business days', cite: 'Approval is deemed given if no response is received within three (3) business days' },
            { label: 'Term', value: 'Ends Dec 31, 2025; report usable 12 months after publication', cite: 'This Agreement ends December 31, 2025. Either party may distribute the co-branded report for twelve (12) months after publication' },
          ],
          // In the order of their passages' numbers, so the list reads up as the document's numbers do (design review I
          // r51 item 6: 6, 5, 7 looked like a mistake).
          flags: [
            'Deemed approval after three business days can put your logo on content nobody reviewed.',
            'Report distribution continues after the agreement ends, with no right to withdraw it.',
            'Registrants must be told at sign-up that their details go to both companies; the agreement leaves this to each party.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the deemed-approval and term passages (findings 5 and 6), and the consent clause's own words.
          flagCites: [
            'Approval is deemed given if no response is received within three (3) business days',
            'This Agreement ends December 31, 2025. Either party may distribute the co-branded report for twelve (12) months after publication',
            'Each party is responsible for obtaining consent for its own follow-up communications',
          ],
          recommendations: [
            'Add joint consent language to the registration page before promotion starts.',
            'Set a two-day internal review deadline so brand approvals are never deemed.',
          ],
        },
      },
    },
  },
  'product-development': {
    demo: {
      intro: 'Process a sample product requirements excerpt and see which requirements cannot be tested and where the supplier specification disagrees.',
      document: {
        documentName: 'PRD — handheld scanner Gen 3, rev C (sample).docx',
        // Short enough to sit beside "Original document" at 390 px, as every other demo's tag does (design review r44).
        documentType: 'Requirements document',
        original: [
          'PRODUCT REQUIREMENTS DOCUMENT. Handheld barcode scanner, Gen 3. Revision C.',
          'REQ-014 Battery life. The device shall operate for a full shift on one charge.',
          'REQ-021 Durability. The device shall survive repeated drops of 1.8 m onto concrete.',
          'REQ-033 Scanning. The device shall decode 1D and 2D barcodes from 5 cm to 60 cm in under 200 ms.',
          'REQ-040 Battery. Battery capacity: 3,200 mAh. Supplier specification SP-7 (rev B) lists the cell at 3,000 mAh.',
          'REQ-047 Environment. Operating temperature −20 °C to 50 °C.',
        ],
        analysis: {
          summary: 'Six requirements reviewed: two cannot be verified as written, one conflicts with the supplier specification and charging in the cold is not addressed.',
          findings: [
            { label: 'Requirements reviewed', value: '6 (REQ-014 to REQ-047)', cite: 'PRODUCT REQUIREMENTS DOCUMENT. Handheld barcode scanner, Gen 3. Revision C' },
            { label: 'Not verifiable as written', value: 'REQ-014, REQ-021', cite: ['The device shall operate for a full shift on one charge', 'The device shall survive repeated drops of 1.8 m onto concrete'] },
            { label: 'Conflict', value: '3,200 mAh required vs 3,000 mAh in SP-7 rev B', cite: 'Battery capacity: 3,200 mAh. Supplier specification SP-7 (rev B) lists the cell at 3,000 mAh' },
            { label: 'Scan performance', value: '5–60 cm in under 200 ms', cite: 'decode 1D and 2D barcodes from 5 cm to 60 cm in under 200 ms' },
            { label: 'Operating range', value: '−20 °C to 50 °C', cite: 'Operating temperature −20 °C to 50 °C' },
          ],
          flags: [
            'REQ-014 “a full shift” has no duration or usage profile.',
            'REQ-021 does not state how many drops or which orientations, so it cannot be tested.',
            'REQ-040 battery capacity conflicts with supplier specification SP-7 rev B.',
            'Charging below 0 °C is not addressed, and many lithium cells cannot charge in the cold.',
          ],
          // What each flag rests on (trust review r52: /financial-services promised every finding cited, its demo's flags
          // cited nothing): the two quotes of "Not verifiable as written" (finding 2), the conflict (finding 3) and the operating range
          // (finding 5), which reaches below freezing with nothing said of charging.
          flagCites: [
            'The device shall operate for a full shift on one charge',
            'The device shall survive repeated drops of 1.8 m onto concrete',
            'Battery capacity: 3,200 mAh. Supplier specification SP-7 (rev B) lists the cell at 3,000 mAh',
            'Operating temperature −20 °C to 50 °C',
          ],
          recommendations: [
            'Rewrite REQ-014 and REQ-021 with measurable criteria: hours at a defined scan rate, and a drop count per a named test method.',
            'Resolve the battery capacity with the supplier before the specification freezes.',
          ],
        },
      },
    },
  },
};

/**
 * What a process's steps produce, drawn beside them (design review M r52, item 3: between the hero and the demo the page
 * showed four icon cards and a text stepper, nothing visual). Each is built from the page's own demo sample, further down
 * the page, so it invents nothing (docs/product-rules.md#illustrative-figures): every row names the clause it comes from
 * and quotes its words (`cite`, checked below against the sample's text), and the picture says it is a sample.
 */
interface ArtefactFrame {
  /** The frame's title bar, and its tag (says "Sample"). */
  label: string;
  meta: string;
  /** Under the picture: where it comes from. Not "all figures are illustrative" again (design review N r52 teams, smaller
   *  items: the page said it three times): the hero's picture and the demo each say it, as docs/product-rules.md#illustrative-figures
   *  asks of demos and hero samples, and this one points at the demo it is drawn from. */
  caption: string;
}

/** An obligations timeline: when each thing is due, who owes it and the clause that says so; a risky term flagged. */
export interface ObligationsArtefact extends ArtefactFrame {
  kind: 'obligations';
  milestones: {
    /** When, as the agreement puts it ("Q3 2025", "12 months after publication"). */
    due: string;
    items: { deliverable: string; owner: string; clause: string; cite: string; /** A term the demo's flags warn of. */ flag?: string }[];
  }[];
}

/** A traceability matrix: each requirement to the supplier specification and the test that would verify it; one conflict. */
export interface TraceArtefact extends ArtefactFrame {
  kind: 'trace';
  /** Column headings: requirement, specification, test. */
  columns: [string, string, string];
  /** The specification's and the test's labels in a phone's stacked rows, where the column headings are not shown. */
  stacked: [string, string];
  /** What an empty specification cell means, for a screen reader. */
  none: string;
  rows: {
    id: string;
    requirement: string;
    cite: string;
    /** The supplier specification's value, where the sample names one; `conflict` when it disagrees with the requirement. */
    spec?: { ref: string; value: string; conflict?: string };
    /** The test criterion the requirement gives, or why it gives none. */
    test: { testable: boolean; text: string };
  }[];
}

export type AudienceArtefact = ObligationsArtefact | TraceArtefact;

/** Beside each page's process (by slug): drawn from its demo sample above (AUDIENCE_DEMOS). */
export const AUDIENCE_ARTEFACTS: Partial<Record<string, AudienceArtefact>> = {
  'content-creators': {
    kind: 'obligations',
    label: 'Deal timeline',
    meta: 'Sample',
    caption: 'From the sample in the demo below.',
    milestones: [
      {
        due: 'March–April 2025',
        items: [
          { deliverable: '1 long-form and 3 short-form videos', owner: 'Creator', clause: '2', cite: 'One (1) dedicated long-form video (8–12 minutes) and three (3) short-form videos' },
          { deliverable: 'Paid partnership disclosed in each post', owner: 'Creator', clause: '6', cite: 'Creator shall clearly disclose the paid partnership in each post' },
        ],
      },
      { due: 'On signature', items: [{ deliverable: 'First 50% of the $18,000 fee', owner: 'Brand', clause: '5', cite: '50% on signature' }] },
      {
        due: 'Net 60 after approval',
        items: [{ deliverable: 'Second 50% of the fee', owner: 'Brand', clause: '5', cite: '50% net 60 after the final deliverable is approved', flag: 'May be withheld on undefined criteria' }],
      },
      {
        due: '12 months after the final post',
        items: [{ deliverable: 'Category exclusivity ends', owner: 'Creator', clause: '4', cite: 'for twelve (12) months after the final post' }],
      },
    ],
  },
  marketing: {
    kind: 'obligations',
    label: 'Obligations timeline',
    meta: 'Sample',
    caption: 'From the sample in the demo below.',
    milestones: [
      {
        due: 'Q3 2025',
        items: [
          { deliverable: '$25,000 paid promotion', owner: 'Each party', clause: '2', cite: 'Each party contributes $25,000 to paid promotion' },
          { deliverable: 'Co-branded research report', owner: 'Brightwave (Company A)', clause: '2', cite: 'Company A produces the report' },
          { deliverable: 'Survey data, at least 500 respondents', owner: 'Partner (Company B)', clause: '2', cite: 'Company B provides survey data from at least 500 respondents' },
        ],
      },
      {
        due: 'Within 3 business days of a request',
        items: [{ deliverable: 'Approval of each use of its marks', owner: 'Each party', clause: '4', cite: 'Approval is deemed given if no response is received within three (3) business days', flag: 'No reply counts as approval' }],
      },
      { due: 'Dec 31, 2025', items: [{ deliverable: 'Agreement ends', owner: 'Both parties', clause: '5', cite: 'This Agreement ends December 31, 2025' }] },
      {
        due: '12 months after publication',
        items: [{ deliverable: 'Report distribution ends', owner: 'Either party', clause: '5', cite: 'Either party may distribute the co-branded report for twelve (12) months after publication' }],
      },
    ],
  },
  'product-development': {
    kind: 'trace',
    label: 'Traceability matrix',
    meta: 'Sample',
    caption: 'From the sample in the demo below.',
    columns: ['Requirement', 'Supplier spec', 'Test'],
    stacked: ['Spec', 'Test'],
    none: 'No supplier specification',
    rows: [
      { id: 'REQ-014', requirement: 'Battery life', cite: 'The device shall operate for a full shift on one charge', test: { testable: false, text: '“A full shift” has no duration' } },
      { id: 'REQ-021', requirement: 'Durability', cite: 'The device shall survive repeated drops of 1.8 m onto concrete', test: { testable: false, text: 'No drop count or orientations' } },
      // The spec each passing row matches (design review N r53 teams item 8: four of five cells were dashes; illustrative, as the sample is).
      { id: 'REQ-033', requirement: 'Scanning', cite: 'decode 1D and 2D barcodes from 5 cm to 60 cm in under 200 ms', spec: { ref: 'SP-3 §2', value: 'Matches' }, test: { testable: true, text: '5–60 cm in under 200 ms' } },
      {
        id: 'REQ-040',
        requirement: 'Battery, 3,200 mAh',
        cite: 'Battery capacity: 3,200 mAh. Supplier specification SP-7 (rev B) lists the cell at 3,000 mAh',
        spec: { ref: 'SP-7 rev B', value: '3,000 mAh', conflict: 'Conflict' },
        test: { testable: true, text: 'Capacity of 3,200 mAh' },
      },
      { id: 'REQ-047', requirement: 'Environment', cite: 'Operating temperature −20 °C to 50 °C', spec: { ref: 'SP-7 §3', value: 'Matches' }, test: { testable: true, text: '−20 °C to 50 °C' } },
    ],
  },
};

// Every row rests on words its page's demo sample says (once), so the picture cannot drift from the document it draws.
for (const [slug, artefact] of Object.entries(AUDIENCE_ARTEFACTS)) {
  const text = AUDIENCE_DEMOS[slug]?.demo.document.original.join('\n');
  if (!text || !artefact) throw new Error(`src/content/audiences.ts: AUDIENCE_ARTEFACTS['${slug}'] needs the page's demo sample in AUDIENCE_DEMOS.`);
  const cites = artefact.kind === 'trace' ? artefact.rows.map((row) => row.cite) : artefact.milestones.flatMap((m) => m.items.map((item) => item.cite));
  for (const cite of cites)
    if (text.split(cite).length !== 2) throw new Error(`src/content/audiences.ts: AUDIENCE_ARTEFACTS['${slug}'] cites "${cite}", which its demo sample must say exactly once.`);
}

/**
 * The pages, written in content/audiences/*.md (front matter checked by audienceSchema; the file name is
 * the slug), in their `order`, each with its demo sample from AUDIENCE_DEMOS.
 */
export const audiences: Audience[] = withDemoSamples(loadOrderedPages('audiences', audienceSchema), AUDIENCE_DEMOS, 'AUDIENCE_DEMOS in src/content/audiences.ts', true);
