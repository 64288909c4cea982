/**
 * The audience pages (SPEC.md section 2): /content-creators (6 capability cards, 4 workflow
 * phases, a demo), /marketing and /product-development (4 cards, a 4-step process, a demo).
 * The counts live in the data; one template (pages/AudiencePage.tsx) renders all three.
 * Demo figures are illustrative (SPEC.md section 9).
 */
import type { LucideIcon } from 'lucide-react';
import Blocks from 'lucide-react/icons/blocks';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Camera from 'lucide-react/icons/camera';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Cpu from 'lucide-react/icons/cpu';
import FileDiff from 'lucide-react/icons/file-diff';
import FileSignature from 'lucide-react/icons/file-signature';
import Film from 'lucide-react/icons/film';
import GitBranch from 'lucide-react/icons/git-branch';
import KeyRound from 'lucide-react/icons/key-round';
import Layers from 'lucide-react/icons/layers';
import Lightbulb from 'lucide-react/icons/lightbulb';
import ListChecks from 'lucide-react/icons/list-checks';
import Megaphone from 'lucide-react/icons/megaphone';
import Mic from 'lucide-react/icons/mic';
import Network from 'lucide-react/icons/network';
import PackageSearch from 'lucide-react/icons/package-search';
import Palette from 'lucide-react/icons/palette';
import PenTool from 'lucide-react/icons/pen-tool';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Tags from 'lucide-react/icons/tags';
import Target from 'lucide-react/icons/target';
import Video from 'lucide-react/icons/video';
import Wallet from 'lucide-react/icons/wallet';
import type { ClosingCta, DemoDocumentPair, FeatureCard, HeroContent, PageCard, PageMeta, ServiceInfo, Step } from './types.ts';

export interface Audience {
  /** The route is `/${slug}`. */
  slug: string;
  /** Short name: breadcrumbs, navigation and card title. */
  name: string;
  meta: PageMeta;
  card: PageCard;
  /** Faded icons behind the hero. */
  backgroundIcons: LucideIcon[];
  hero: HeroContent;
  /** The cards block; `name` marks it for output tests (data-cards). */
  cards: { name: string; eyebrow: string; title: string; intro: string; columns: 3 | 4; items: FeatureCard[] };
  /** The phases or process steps; `name` marks them for output tests (data-steps). */
  steps: { name: string; eyebrow: string; title: string; intro: string; items: Step[] };
  demo: { intro: string; document: DemoDocumentPair };
  cta: ClosingCta;
  service: ServiceInfo;
}

export const audiences: Audience[] = [
  {
    slug: 'content-creators',
    name: 'Content Creators',
    meta: {
      title: 'AI for Content Creators: Brand Deal and Sponsorship Review',
      description: 'Check brand deals, sponsorship terms, usage rights and deliverables before you sign, and keep every campaign deadline in one place.',
      keywords: ['content creator ai', 'brand deal review', 'sponsorship agreement', 'influencer contract', 'usage rights', 'creator business'],
    },
    card: { icon: Clapperboard, summary: 'Check sponsorship terms, usage rights and deliverables before you sign a brand deal.' },
    backgroundIcons: [Clapperboard, Camera, Mic, Film, Video, Palette],
    hero: {
      eyebrow: 'Content Creators',
      title: 'Know what you are signing before the brand deal goes live',
      subtitle: 'Sponsorship agreements, usage rights and deliverables, explained in plain language.',
      description:
        'Vertiq reads brand contracts the way an experienced talent manager would: it lists what you owe, what the brand gets and for how long, and flags the clauses worth negotiating. Your contracts and rates stay private.',
    },
    cards: {
      name: 'capabilities',
      eyebrow: 'Capabilities',
      title: 'The business side of creating, handled',
      intro: 'Six agents that protect your rates, your rights and your calendar.',
      columns: 3,
      items: [
        { icon: FileSignature, title: 'Contract review', description: 'Sponsorship and brand agreements summarized, with unusual or one-sided clauses flagged.' },
        { icon: KeyRound, title: 'Usage rights tracking', description: 'How long and where a brand may use your content and likeness, including paid ads and whitelisting.' },
        { icon: ShieldCheck, title: 'Exclusivity checks', description: 'New offers checked against the exclusivity you have already granted to other brands.' },
        { icon: CalendarClock, title: 'Deliverable calendar', description: 'Posts, drafts, approvals and go-live dates from every deal on one schedule.' },
        { icon: Wallet, title: 'Payment tracking', description: 'Fees, payment terms and kill fees extracted so late payments are easy to chase.' },
        { icon: Megaphone, title: 'Disclosure requirements', description: 'Each deal’s disclosure obligations listed per platform, so every post is labeled correctly.' },
      ],
    },
    steps: {
      name: 'phases',
      eyebrow: 'Workflow',
      title: 'From offer to renewal in four phases',
      intro: 'Vertiq supports each phase of a brand partnership, so nothing slips between the pitch and the payment.',
      items: [
        { title: 'Receive the offer', description: 'Upload the brief or contract and get a plain-language summary of fee, deliverables and rights.' },
        { title: 'Review and negotiate', description: 'See flagged clauses with suggested counter-positions to send back to the brand.' },
        { title: 'Produce and deliver', description: 'Follow one calendar of drafts, approvals and posting dates across all your deals.' },
        { title: 'Get paid and renew', description: 'Track invoices against payment terms and know when rights expire before you renew.' },
      ],
    },
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
            { label: 'Fee', value: '$18,000' },
            { label: 'Deliverables', value: '1 long-form video + 3 short-form videos' },
            { label: 'Revisions', value: 'Up to 2 rounds per deliverable' },
            { label: 'Usage rights', value: 'Perpetual, worldwide, including paid ads' },
            { label: 'Exclusivity', value: '12 months, all skincare, cosmetics and personal care' },
            { label: 'Payment', value: '50% on signature; 50% net 60 after approval' },
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
    cta: {
      title: 'Sign your next brand deal with confidence',
      description: 'See a sponsorship agreement reviewed in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Brand partnership and sponsorship contract review', audience: 'Content creators, talent managers and creator agencies' },
  },
  {
    slug: 'marketing',
    name: 'Marketing',
    meta: {
      title: 'AI for Marketing Teams: Campaign Brief and Agreement Review',
      description: 'Turn campaign briefs, agency contracts and co-marketing agreements into clear obligations, approvals and deadlines your whole team can follow.',
      keywords: ['marketing ai', 'campaign brief', 'co-marketing agreement', 'agency contract review', 'marketing operations', 'brand compliance'],
    },
    card: { icon: Megaphone, summary: 'Turn campaign briefs and co-marketing agreements into clear obligations, approvals and deadlines.' },
    backgroundIcons: [Megaphone, Target, ChartColumn, Sparkles, Rocket, Tags],
    hero: {
      eyebrow: 'Marketing',
      title: 'Launch campaigns without contract surprises',
      subtitle: 'Campaign briefs, agency agreements and co-marketing deals turned into clear obligations and deadlines.',
      description:
        'Vertiq reads the documents behind every campaign, from the brief to the partner agreement, and tells your team who owes what, who approves what and when. Customer and campaign data stay on your infrastructure.',
    },
    cards: {
      name: 'features',
      eyebrow: 'What it does',
      title: 'Built for marketing operations',
      intro: 'Four ways Vertiq keeps campaigns on brief, on brand and on schedule.',
      columns: 4,
      items: [
        { icon: ListChecks, title: 'Brief analysis', description: 'Briefs checked for missing objectives, audiences, budgets and approval owners.' },
        { icon: FileSignature, title: 'Agreement review', description: 'Agency statements of work and co-marketing agreements summarized with their obligations.' },
        { icon: ShieldCheck, title: 'Claims check', description: 'Campaign copy compared with your approved claims and brand guidelines.' },
        { icon: KeyRound, title: 'Rights and licensing', description: 'Usage periods for images, music, talent and partner logos tracked to expiry.' },
      ],
    },
    steps: {
      name: 'process',
      eyebrow: 'Process',
      title: 'How a campaign moves through Vertiq',
      intro: 'Four steps from the first document to launch day.',
      items: [
        { title: 'Upload briefs and contracts', description: 'Add the brief, the agency SOW and any partner agreements for the campaign.' },
        { title: 'Extract obligations', description: 'Deliverables, approvals, budgets and deadlines are pulled out with their sources.' },
        { title: 'Review the flags', description: 'Your team resolves gaps and risky clauses before work begins.' },
        { title: 'Launch on a shared timeline', description: 'Everyone works from one calendar of approvals and go-live dates.' },
      ],
    },
    demo: {
      intro: 'Process a sample co-marketing agreement and see the obligations, approvals and data risks your team should settle before launch.',
      document: {
        documentName: 'Co-marketing agreement — webinar series (sample).pdf',
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
            { label: 'Scope', value: 'Webinar series and co-branded report, Q3 2025' },
            { label: 'Budget', value: '$25,000 paid promotion from each party' },
            { label: 'Data', value: 'Partner survey, at least 500 respondents' },
            { label: 'Leads', value: 'Registrants shared with both parties' },
            { label: 'Brand approval', value: 'Deemed given after 3 business days' },
            { label: 'Term', value: 'Ends Dec 31, 2025; report usable 12 months after publication' },
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
    cta: {
      title: 'Keep every campaign on brief and on schedule',
      description: 'See a co-marketing agreement reviewed in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Marketing brief and agreement analysis', audience: 'Marketing teams and agencies' },
  },
  {
    slug: 'product-development',
    name: 'Product Development',
    meta: {
      title: 'AI for Product Development: Requirements and Spec Review',
      description: 'Trace product requirements to supplier specifications and test plans, catch gaps and conflicts early and keep every revision consistent.',
      keywords: ['product development ai', 'product requirements document', 'supplier specification', 'requirements traceability', 'engineering change'],
    },
    card: { icon: PackageSearch, summary: 'Trace requirements and supplier specifications so gaps surface before they reach production.' },
    backgroundIcons: [PackageSearch, Lightbulb, Blocks, GitBranch, Layers, Cpu],
    hero: {
      eyebrow: 'Product Development',
      title: 'Requirements that hold from concept to production',
      subtitle: 'Product requirements, supplier specifications and test plans, checked against each other.',
      description:
        'Vertiq finds ambiguous requirements, conflicts with supplier specifications and changes that ripple through your documents, so problems surface in review rather than on the production line. Designs stay on your infrastructure.',
    },
    cards: {
      name: 'features',
      eyebrow: 'What it does',
      title: 'Catch problems while they are cheap to fix',
      intro: 'Four ways Vertiq keeps requirements, specifications and tests in agreement.',
      columns: 4,
      items: [
        { icon: ListChecks, title: 'Requirements review', description: 'Ambiguous, untestable and duplicate requirements flagged with suggested rewrites.' },
        { icon: Network, title: 'Traceability', description: 'Each requirement linked to the specifications and tests that satisfy it.' },
        { icon: FileDiff, title: 'Supplier spec comparison', description: 'Supplier datasheets and specifications checked against your requirements.' },
        { icon: GitBranch, title: 'Change impact', description: 'A proposed change traced to every document and requirement it affects.' },
      ],
    },
    steps: {
      name: 'process',
      eyebrow: 'Process',
      title: 'From documents to a release you can trust',
      intro: 'Four steps that fit the stage gates you already run.',
      items: [
        { title: 'Gather the documents', description: 'Add requirements, supplier specifications and test plans for the product.' },
        { title: 'Analyze requirements', description: 'Vertiq checks each requirement for clarity and testability and traces it.' },
        { title: 'Resolve conflicts', description: 'Engineers work through cited conflicts with suppliers and owners.' },
        { title: 'Release with confidence', description: 'Freeze the specification with a traceable, consistent document set.' },
      ],
    },
    demo: {
      intro: 'Process a sample product requirements excerpt and see which requirements cannot be tested and where the supplier specification disagrees.',
      document: {
        documentName: 'PRD — handheld scanner Gen 3, rev C (sample).docx',
        documentType: 'Product requirements document',
        original: [
          'PRODUCT REQUIREMENTS DOCUMENT. Handheld barcode scanner, Gen 3. Revision C.',
          'REQ-014 Battery life. The device shall operate for a full shift on one charge.',
          'REQ-021 Durability. The device shall survive repeated drops of 1.8 m onto concrete.',
          'REQ-033 Scanning. The device shall decode 1D and 2D barcodes from 5 cm to 60 cm in under 200 ms.',
          'REQ-040 Battery. Battery capacity: 3,200 mAh. Supplier specification SP-7 (rev B) lists the cell at 3,000 mAh.',
          'REQ-047 Environment. Operating temperature −20 °C to 50 °C.',
        ],
        analysis: {
          summary: 'Six requirements reviewed: two cannot be verified as written, one conflicts with the supplier specification and charging in the cold is not addressed.',
          findings: [
            { label: 'Requirements reviewed', value: '6 (REQ-014 to REQ-047)' },
            { label: 'Not verifiable as written', value: 'REQ-014, REQ-021' },
            { label: 'Conflict', value: '3,200 mAh required vs 3,000 mAh in SP-7 rev B' },
            { label: 'Scan performance', value: '5–60 cm in under 200 ms' },
            { label: 'Operating range', value: '−20 °C to 50 °C' },
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
    cta: {
      title: 'Bring clarity to your next product release',
      description: 'See a requirements document reviewed in a live demo, or start a 14-day free trial with all Business plan features.',
    },
    service: { serviceType: 'Product requirements and specification analysis', audience: 'Product managers and engineering teams' },
  },
];
