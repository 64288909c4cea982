/** /journey: the onboarding story (discovery, pilot, deployment, scale) and the consultation card. */
import type { HeroContent, PageMeta } from './types.ts';

/** The page's name in the route table and where other pages link to it (/investors' diligence cards). */
export const JOURNEY_LABEL = 'Journey';

/** What the journey is, in one sentence: the page's meta description before its call. */
const JOURNEY_SUMMARY = 'How teams adopt Vertiq: discovery, a measured pilot on your documents, on-premises deployment and scale.';

export const JOURNEY_META: PageMeta = {
  title: 'Get Started: Your Path from Pilot to Scale',
  description: `${JOURNEY_SUMMARY} Book a free consultation to begin.`,
  keywords: ['get started', 'ai onboarding', 'ai pilot', 'on-premises deployment', 'free consultation'],
};

export const JOURNEY_HERO: HeroContent = {
  eyebrow: 'Get Started',
  title: 'From first conversation to every department',
  description:
    'Adopting AI in a regulated business should feel controlled, not risky. This is the path most teams follow with us, from one workflow to the whole organization.',
};

/** The hero's actions: down to the consultation card (the booking form opens there) and to the stages. */
export const JOURNEY_HERO_ACTIONS = {
  primary: { label: 'Book Your Free Consultation', anchor: '#booking' },
  secondary: { label: 'See the Four Stages', anchor: '#journey' },
};

/**
 * The decision asked between a stage and the next, by the index of the stage it follows: a label closing the
 * stage on the rail at every width (review B1 r11: at 1280 they stood only in the hero's path card, which
 * listed the stages the section lists right below it).
 */
export const JOURNEY_DECISIONS = {
  questions: ['Run a pilot?', 'Go to production?', 'Extend to the next workflow?'],
  /** Shown before each question, so it reads as the decision that closes the stage (review B r18). */
  label: 'Decision',
  /**
   * What closes the last stage, which has no decision after it, in the same slot (review B r22: the last row "ends on a
   * different pattern and the rhythm breaks"): where the path goes from there.
   */
  last: { label: 'Next', text: 'each new workflow starts again at Discovery' },
};

/**
 * The hero card: the outline of what a pilot hands over, each measure with how the pilot takes it, and the go/no-go
 * line the Pilot stage promises (review B1 r11: "the page promises deliverables but never shows one"). No result:
 * every figure comes from the customer's own pilot, so the card says how each is measured (review B r22: blank bars in
 * the value cells read "as a page still loading"). From sm only (the page passes visualOnPhones={false}): on phones it
 * took ~400 px before the stages (review B r18).
 */
export const JOURNEY_PILOT_REPORT = {
  label: 'What a pilot hands over',
  meta: 'Report outline',
  title: 'Pilot report',
  columns: ['Measure', 'How the pilot takes it'],
  rows: [
    { measure: 'Documents compared', method: 'The same documents, read both ways' },
    { measure: 'Accuracy on agreed fields', method: 'Checked against your reviewers’ answers' },
    { measure: 'Time per document', method: 'Timed in your process and with the agent' },
  ],
  decisionLabel: 'Decision',
  outcomes: ['Go', 'No-go'],
  caption: 'No figure until your pilot: each one is measured on your own documents.',
};

export interface JourneyStage {
  /** e.g. "Stage 1" */
  stage: string;
  title: string;
  /**
   * How long the stage typically runs, as a short phrase in one form for every stage ("1–2 weeks",
   * "Ongoing"); a stage without a stated duration says "Varies" (never an invented one) and its story says
   * what sets it (design review r8: a longer phrase here broke the labels' pattern).
   */
  length: string;
  story: string;
  outcomes: string[];
}

/** The heading over each stage's outcomes: what the stage hands over before the next decision. */
export const JOURNEY_OUTCOMES_LABEL = 'What you leave with';

export const JOURNEY_STAGES: JourneyStage[] = [
  {
    stage: 'Stage 1',
    title: 'Discovery',
    length: '1–2 weeks',
    story:
      'It starts with one workflow that costs your experts time: lease abstraction, claims review, contract renewals. We map the documents involved, the decisions people make from them and the rules that apply.',
    outcomes: ['A shortlist of document types and the fields that matter', 'Security and deployment requirements written down', 'Success metrics agreed before any build'],
  },
  {
    stage: 'Stage 2',
    title: 'Pilot',
    length: '4–6 weeks',
    story:
      'A small team runs the agent alongside its usual process, on real documents, inside your environment. Each week we go through where the agent and your reviewers disagree, and custom document training on your templates closes the gaps.',
    outcomes: ['Side‑by‑side accuracy and time‑per‑document results', 'Agent rules tuned to your policies', 'A go or no-go decision based on evidence'],
  },
  {
    stage: 'Stage 3',
    title: 'Deployment',
    length: 'Varies',
    // Non-breaking hyphens: at 390 px this story broke at all three of them (review B r19).
    story:
      'The agent moves into production on‑premises or in your private cloud, with local processing and no external API calls. Its length is set by your infrastructure: we work through the set‑up with your IT and security teams, system by system, and set role‑based access.',
    outcomes: ['Production deployment with AES‑256 encryption', 'Integrations with your document and line‑of‑business systems', 'Reviewer hand-offs and audit logging in place'],
  },
  {
    stage: 'Stage 4',
    title: 'Scale',
    length: 'Ongoing',
    story:
      'With one workflow proven, the next ones go faster: the platform, the security review and the habits are already in place. Teams add verticals and agents as their needs grow.',
    outcomes: ['New workflows and verticals added on the same platform', 'Quarterly reviews of results against the original metrics', 'Predictable costs with no per‑token charges'],
  },
];

export const JOURNEY_STORY_SECTION = {
  eyebrow: 'The journey',
  title: 'Four stages, one decision at a time',
  intro: 'Each stage ends with evidence you can take to your leadership, security team and auditors before committing to the next. Lengths are typical.',
};

export const JOURNEY_BOOKING = {
  title: 'Start with a free consultation',
  description:
    'Spend 30 minutes with a solutions engineer. Bring one workflow you would like to improve; leave with a view of what a pilot would involve.',
  points: [
    'A review of the documents and decisions in your workflow',
    'Deployment options: on-premises or your private cloud',
    'A pilot outline with success metrics you can share internally',
  ],
};
