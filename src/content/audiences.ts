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
  cards: { name: string; eyebrow: string; title: string; intro: string; columns: 3 | 4; items: FeatureCard[] };
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
          flags: [
            'Registrants must be told at sign-up that their details go to both companies; the agreement leaves this to each party.',
            'Deemed approval after three business days can put your logo on content nobody reviewed.',
            'Report distribution continues after the agreement ends, with no right to withdraw it.',
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
 * The pages, written in content/audiences/*.md (front matter checked by audienceSchema; the file name is
 * the slug), in their `order`, each with its demo sample from AUDIENCE_DEMOS.
 */
export const audiences: Audience[] = withDemoSamples(loadOrderedPages('audiences', audienceSchema), AUDIENCE_DEMOS, 'AUDIENCE_DEMOS in src/content/audiences.ts', true);
