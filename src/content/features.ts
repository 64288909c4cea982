/**
 * The eight feature pages (/features/{slug}) and the home page's feature cards, which are built
 * from the same objects. Claims are tied to features as SPEC.md section 9 states them.
 */
import type { LucideIcon } from 'lucide-react';
import Archive from 'lucide-react/icons/archive';
import BookOpenCheck from 'lucide-react/icons/book-open-check';
import ChartBar from 'lucide-react/icons/chart-bar';
import CloudOff from 'lucide-react/icons/cloud-off';
import Cpu from 'lucide-react/icons/cpu';
import FolderLock from 'lucide-react/icons/folder-lock';
import FileSearch from 'lucide-react/icons/file-search';
import Gauge from 'lucide-react/icons/gauge';
import History from 'lucide-react/icons/history';
import KeyRound from 'lucide-react/icons/key-round';
import Layers from 'lucide-react/icons/layers';
import Library from 'lucide-react/icons/library';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import Network from 'lucide-react/icons/network';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Radar from 'lucide-react/icons/radar';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ScrollText from 'lucide-react/icons/scroll-text';
import Server from 'lucide-react/icons/server';
import ServerCog from 'lucide-react/icons/server-cog';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserCheck from 'lucide-react/icons/user-check';
import Zap from 'lucide-react/icons/zap';
import type { FeatureCard, HeroContent, PageMeta, Step } from './types.ts';

/** A headline figure or short claim: `value` is set large, `label` completes the sentence. */
export interface Stat {
  value: string;
  label: string;
}

/** A call-to-action band: internal route paths, rendered with navHref. */
export interface CallToAction {
  title: string;
  description: string;
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
}

export interface FeaturePageContent {
  slug: string;
  /** Breadcrumb label and the home card's title. */
  name: string;
  meta: PageMeta;
  icon: LucideIcon;
  /** One sentence for the home page card. */
  cardDescription: string;
  hero: HeroContent;
  /** The claims this feature carries, exactly as SPEC.md section 9 words them. */
  stats: Stat[];
  capabilities: { title: string; intro: string; cards: FeatureCard[] };
  steps: { title: string; steps: Step[] };
  /** The compliance coverage section (SPEC.md: only compliance-security among the features). */
  compliance?: { intro: string };
}

/** The closing band shared by every feature page. */
export const FEATURE_CTA: CallToAction = {
  title: 'See it on your own documents',
  description: 'Bring a sample contract, policy or report to a demo, or start a 14-day free trial with all Business plan features.',
  primary: { label: 'Schedule a demo', path: '/demo' },
  secondary: { label: 'Compare plans', path: '/pricing' },
};

/** The heading of the "other features" link list at the foot of each feature page. */
export const FEATURE_SIBLINGS_TITLE = 'More platform features';

export const FEATURES: FeaturePageContent[] = [
  {
    slug: 'domain-expertise',
    name: 'Domain Expertise',
    meta: {
      title: 'Domain Expertise: Industry-Trained Language Models',
      description: 'Small language models trained on the vocabulary, documents and regulations of your industry, reaching 98% term accuracy on specialist terminology.',
      keywords: ['domain-specific ai', 'industry language models', 'term accuracy', 'vertical ai', 'custom document training'],
    },
    icon: BookOpenCheck,
    cardDescription: 'Models trained per vertical on its terminology and documents, with 98% term accuracy.',
    hero: {
      eyebrow: 'Domain expertise',
      title: 'Models that already speak your industry’s language',
      description:
        'A general-purpose model has to guess what an estoppel certificate, an EBITDA add-back or a MedDRA preferred term means. Vertiq models are trained per vertical on the terminology, document structures and regulations of that field, so they read like a specialist from the first page.',
    },
    stats: [
      { value: '98%', label: 'term accuracy' },
      { value: 'Per vertical', label: 'models for each industry you license' },
      { value: 'Custom', label: 'document training on your own files' },
    ],
    capabilities: {
      title: 'Specialist reading, not general knowledge',
      intro: 'Precision on the words that carry legal, clinical or financial weight is what separates a useful analysis from a plausible one.',
      cards: [
        {
          icon: BookOpenCheck,
          title: 'Trained on the field’s vocabulary',
          description: 'Each model learns the defined terms, abbreviations and units of its industry, so it does not confuse a covenant with a condition or a lot with a batch.',
        },
        {
          icon: FileSearch,
          title: 'Understands document structure',
          description: 'Schedules, exhibits, riders and cross-references are followed as a specialist would, so a finding points to the clause that actually governs.',
        },
        {
          icon: Library,
          title: 'Grounded in the rules you follow',
          description: 'Regulatory and contractual reference material is retrieved alongside your documents, and every answer cites the passage it relies on.',
        },
      ],
    },
    steps: {
      title: 'How a model becomes your specialist',
      steps: [
        { title: 'Choose your verticals', description: 'Start from a model pre-trained for your industry. Plans include one, three or five verticals, or unlimited on Enterprise.' },
        { title: 'Add your own documents', description: 'Custom document training adapts the model to your templates, clause library and internal terminology.' },
        { title: 'Review and refine', description: 'Reviewers correct terms in context, and corrections feed the next training cycle where accuracy matters most to you.' },
      ],
    },
  },
  {
    slug: 'cost-efficiency',
    name: 'Cost Efficiency',
    meta: {
      title: 'Cost Efficiency: Flat Plans With No Per-Token Charges',
      description: 'No per-token charges and no token limits, an average 65% lower processing cost per document and up to 80% lower computational requirements.',
      keywords: ['ai cost efficiency', 'no per-token charges', 'unlimited tokens', 'document processing cost', 'llm cost reduction'],
    },
    icon: PiggyBank,
    cardDescription: 'No per-token charges and no token limits: an average 65% lower processing cost per document.',
    hero: {
      eyebrow: 'Cost efficiency',
      title: 'Predictable cost, however many documents you process',
      description:
        'Cloud LLM bills grow with every token you send. Vertiq plans are priced by verticals and storage, and small, specialised models need far less compute to run, so reading one more contract does not add to the invoice.',
    },
    stats: [
      { value: 'Average 65%', label: 'lower processing cost per document' },
      { value: 'Up to 80%', label: 'lower computational requirements' },
      { value: 'Flat plans', label: 'no per-token charges and no token limits' },
    ],
    capabilities: {
      title: 'Where the savings come from',
      intro: 'Cost follows the size of the model and the way it is billed. Vertiq keeps both small.',
      cards: [
        {
          icon: PiggyBank,
          title: 'Flat monthly plans',
          description: 'Every plan includes unlimited tokens; storage is the only limit. Change plans at any time, effective from the next billing cycle.',
        },
        {
          icon: Cpu,
          title: 'Right-sized models',
          description: 'A model tuned for one domain needs a fraction of the parameters of a general-purpose LLM, so it runs on modest hardware you already operate.',
        },
        {
          icon: ChartBar,
          title: 'Costs you can forecast',
          description: 'Budget by the verticals and storage you need, not by guessing how many pages your teams will analyse next quarter.',
        },
      ],
    },
    steps: {
      title: 'Paying for capability, not consumption',
      steps: [
        { title: 'Choose verticals and storage', description: 'Plans range from a single vertical with 128GB storage to unlimited verticals with custom storage on Enterprise.' },
        { title: 'Process without metering', description: 'Run as many documents, pages and queries as the work requires. Nothing is counted per token.' },
        { title: 'Scale on your hardware', description: 'Because the models are small, more throughput means modest extra compute, not a larger API bill.' },
      ],
    },
  },
  {
    slug: 'lightning-speed',
    name: 'Lightning Speed',
    meta: {
      title: 'Lightning Speed: Sub-Second Document Analysis',
      description: 'Small models running beside your data respond in under 1 s, with an average response under 500ms, and process documents 5x faster.',
      keywords: ['fast ai inference', 'low latency llm', 'sub-second response', 'document processing speed', 'on-premises inference'],
    },
    icon: Zap,
    cardDescription: '5x faster processing, with responses under 1 s and an average under 500ms.',
    hero: {
      eyebrow: 'Lightning speed',
      title: 'Answers while the document is still open',
      description:
        'Analysis that takes minutes breaks a reviewer’s flow; analysis that takes a second becomes part of it. Vertiq models are small and run next to your documents, so there is no queue at a shared API and no round-trip across the internet.',
    },
    stats: [
      { value: '5x', label: 'faster processing' },
      { value: 'Under 1 s', label: 'response time' },
      { value: 'Under 500ms', label: 'average response' },
    ],
    capabilities: {
      title: 'Why it is fast',
      intro: 'Speed comes from architecture, not from a bigger cluster.',
      cards: [
        {
          icon: Zap,
          title: 'No network round-trip',
          description: 'Inference runs on your own infrastructure, so no latency is added by the public internet or by other customers’ traffic.',
        },
        {
          icon: Gauge,
          title: 'Small models, fast inference',
          description: 'Fewer parameters mean fewer computations per token: a domain model returns a clause summary in the time a large model spends loading context.',
        },
        {
          icon: Layers,
          title: 'Interactive or batch',
          description: 'Review a single agreement live with a counterparty on the line, or run an overnight batch across an entire data room.',
        },
      ],
    },
    steps: {
      title: 'From upload to answer',
      steps: [
        { title: 'Document arrives', description: 'Uploaded by a reviewer or picked up from a connected repository, then parsed locally.' },
        { title: 'Context retrieved', description: 'The relevant clauses, policies and precedents are found in your local index.' },
        { title: 'Answer returned', description: 'The domain model responds in under 1 s, with an average response under 500ms.' },
      ],
    },
  },
  {
    slug: 'privacy-first',
    name: 'Privacy First',
    meta: {
      title: 'Privacy First: Local Processing With No External APIs',
      description: 'Local processing with no external API calls, on-premises deployment and AES-256 encryption: your documents never leave the environment you control.',
      keywords: ['private ai', 'on-premises ai', 'local processing', 'data residency', 'aes-256 encryption'],
    },
    icon: LockKeyhole,
    cardDescription: 'Local processing with no external API calls, on-premises deployment and AES-256 encryption.',
    hero: {
      eyebrow: 'Privacy first',
      title: 'Your documents never leave your environment',
      description:
        'Client files, patient records and deal documents are exactly what should not be sent to a third-party model. Vertiq runs where your data already lives, under the access controls and network policies you already enforce.',
    },
    stats: [
      { value: 'Local', label: 'processing with no external API calls' },
      { value: 'On-premises', label: 'deployment' },
      { value: 'AES-256', label: 'encryption' },
    ],
    capabilities: {
      title: 'Privacy built into the architecture',
      intro: 'Privacy is not a setting to switch on; it follows from where the models run.',
      cards: [
        {
          icon: CloudOff,
          title: 'No third-party model calls',
          description: 'Models run inside your network. Prompts, documents and outputs are never sent to an external API for processing.',
        },
        {
          icon: Server,
          title: 'Deploy where your data lives',
          description: 'On-premises deployment in your data centre or private cloud tenancy, under your existing access controls and network policy.',
        },
        {
          icon: FolderLock,
          title: 'Encrypted by default',
          description: 'Documents, search indexes and logs are protected with AES-256 encryption at rest, under your key-management policy.',
        },
      ],
    },
    steps: {
      title: 'Private from installation onwards',
      steps: [
        { title: 'Install in your environment', description: 'Models and agents are deployed on your servers or in your private cloud tenancy.' },
        { title: 'Index documents in place', description: 'Repositories are connected and indexed where they are; nothing is copied to a vendor cloud.' },
        { title: 'Operate under your controls', description: 'Access, retention and monitoring follow your policies, and your team holds the keys.' },
      ],
    },
  },
  {
    slug: 'compliance-security',
    name: 'Compliance & Security',
    meta: {
      title: 'Compliance and Security Controls for Regulated Teams',
      description: 'Role-based access, multi-factor authentication and AES-256 encryption, designed around NIST CSF, SOC 2 Type II, HIPAA, PCI DSS and ISO 27001.',
      keywords: ['ai compliance', 'ai security controls', 'role-based access', 'multi-factor authentication', 'soc 2 type ii', 'hipaa'],
    },
    icon: ShieldCheck,
    cardDescription: 'Role-based access, multi-factor authentication and controls designed around the frameworks you answer to.',
    hero: {
      eyebrow: 'Compliance & security',
      title: 'Security controls your auditors will recognise',
      description:
        'Adopting AI should not open a new gap in your control environment. Vertiq inherits your infrastructure controls and adds its own security, compliance and audit features, designed around the frameworks regulated teams are assessed against.',
    },
    stats: [
      { value: 'Role-based', label: 'access control' },
      { value: 'Multi-factor', label: 'authentication' },
      { value: 'AES-256', label: 'encryption' },
    ],
    capabilities: {
      title: 'Controls in the product, not only in the policy',
      intro: 'Who can see a document, who can act on an analysis and how that is proven are enforced by the platform.',
      cards: [
        {
          icon: UserCheck,
          title: 'Role-based access',
          description: 'Grant access by team, matter or vertical; reviewers see only the documents and analyses their role allows.',
        },
        {
          icon: KeyRound,
          title: 'Multi-factor authentication',
          description: 'Require a second factor at sign-in for every user who can view, approve or export an analysis.',
        },
        {
          icon: ShieldCheck,
          title: 'Controls mapped to frameworks',
          description: 'Security, compliance and audit features map to common control families, so evidence collection starts from a known baseline.',
        },
      ],
    },
    steps: {
      title: 'From control design to evidence',
      steps: [
        { title: 'Map', description: 'Align Vertiq’s controls with your control framework and data classification scheme.' },
        { title: 'Enforce', description: 'Apply roles, multi-factor authentication and encryption policies before the first document is indexed.' },
        { title: 'Evidence', description: 'Export access logs and configuration records for internal audit and external assessors.' },
      ],
    },
    compliance: {
      intro: 'Vertiq runs inside your environment, so it inherits your controls; its own security, compliance and audit features are designed to support assessments against these frameworks.',
    },
  },
  {
    slug: 'audit-trail',
    name: 'Audit Trail',
    meta: {
      title: 'Audit Trail: Every AI Finding Traceable to Its Source',
      description: 'Each analysis records the document, model version, cited passages and reviewer decisions, so you can show an auditor how a conclusion was reached.',
      keywords: ['ai audit trail', 'explainable ai', 'source citations', 'model versioning', 'regulatory evidence'],
    },
    icon: ScrollText,
    cardDescription: 'Every finding cited to its source, with the model version and reviewer decisions recorded.',
    hero: {
      eyebrow: 'Audit trail',
      title: 'Every finding traceable to its source',
      description:
        'When a regulator, client or court asks why a document was approved, “the AI said so” is not an answer. Vertiq records what was analysed, by which model version, against which sources, and who confirmed the result.',
    },
    stats: [
      { value: 'Cited', label: 'source passage for every finding' },
      { value: 'Versioned', label: 'model and retrieval context per analysis' },
      { value: 'Exportable', label: 'logs for auditors and regulators' },
    ],
    capabilities: {
      title: 'A record you can stand behind',
      intro: 'The trail is written as the work happens, not reconstructed afterwards.',
      cards: [
        {
          icon: ScrollText,
          title: 'Complete activity log',
          description: 'Uploads, analyses, edits, approvals and exports are recorded with the user, the time and the document version.',
        },
        {
          icon: FileSearch,
          title: 'Citations on every finding',
          description: 'Each extracted fact and flag links back to the clause or page it came from, so reviewers verify in seconds.',
        },
        {
          icon: History,
          title: 'Reproducible results',
          description: 'The model version and retrieval context are stored with each analysis, so a result can be reproduced months later.',
        },
      ],
    },
    steps: {
      title: 'How the trail is built',
      steps: [
        { title: 'Capture', description: 'Every document, prompt, model version and output is logged the moment an analysis runs.' },
        { title: 'Review', description: 'Reviewer confirmations, edits and overrides are recorded alongside the original finding.' },
        { title: 'Export', description: 'Filter by matter, user or period and export the trail for an audit or an examination.' },
      ],
    },
  },
  {
    slug: 'cyber-security',
    name: 'Cyber Security',
    meta: {
      title: 'Cyber Security for On-Premises AI Deployments',
      description: 'A smaller attack surface by design: no external API calls, AES-256 encryption, multi-factor authentication and network-isolated deployments.',
      keywords: ['ai cyber security', 'prompt injection defence', 'network isolation', 'secure ai deployment', 'siem integration'],
    },
    icon: ShieldAlert,
    cardDescription: 'A smaller attack surface: isolated deployments, encryption and defences against prompt injection.',
    hero: {
      eyebrow: 'Cyber security',
      title: 'A smaller attack surface by design',
      description:
        'Every external API an AI tool calls is another path for data to leak and another dependency to secure. Vertiq keeps inference inside your perimeter and treats the documents it reads as untrusted input.',
    },
    stats: [
      { value: 'AES-256', label: 'encryption at rest and in transit' },
      { value: 'Multi-factor', label: 'authentication for every user' },
      { value: 'Isolated', label: 'deployments inside your network perimeter' },
    ],
    capabilities: {
      title: 'Defences for the threats AI adds',
      intro: 'AI systems inherit familiar risks and add new ones. Both are addressed.',
      cards: [
        {
          icon: ShieldAlert,
          title: 'Prompt-injection defences',
          description: 'Instructions hidden in uploaded documents are treated as content, not commands, and agent actions are limited to an allow-list.',
        },
        {
          icon: Network,
          title: 'Network isolation',
          description: 'Deploy in a segmented network with no outbound dependency for inference; updates arrive as packages your team approves.',
        },
        {
          icon: Radar,
          title: 'Monitoring you already use',
          description: 'Security events stream to your SIEM, so AI activity is watched by the same team and tools as everything else.',
        },
      ],
    },
    steps: {
      title: 'Secured in layers',
      steps: [
        { title: 'Harden', description: 'Minimal services, least-privilege accounts and encryption configured at installation.' },
        { title: 'Isolate', description: 'Models, indexes and agents run in a segment you define, with no external API calls.' },
        { title: 'Monitor', description: 'Access, agent actions and anomalies are logged and forwarded to your security operations.' },
      ],
    },
  },
  {
    slug: 'system-resilience',
    name: 'System Resilience',
    meta: {
      title: 'System Resilience: AI That Keeps Working Through Outages',
      description: 'No dependence on a third-party API: on-premises models keep analysing documents through internet outages, provider incidents and model retirements.',
      keywords: ['ai resilience', 'business continuity', 'on-premises deployment', 'high availability', 'disaster recovery'],
    },
    icon: ServerCog,
    cardDescription: 'No dependence on an external API: analysis continues through outages and provider changes.',
    hero: {
      eyebrow: 'System resilience',
      title: 'Keeps working when the cloud does not',
      description:
        'A document workflow that depends on someone else’s API stops when that API does. Vertiq runs on infrastructure you operate, so availability, change and recovery follow your own plans.',
    },
    stats: [
      { value: 'On-premises', label: 'deployment you operate' },
      { value: 'Local', label: 'processing with no external API calls' },
      { value: 'Your', label: 'upgrade schedule, not a provider’s' },
    ],
    capabilities: {
      title: 'Continuity by design',
      intro: 'Resilience comes from removing the dependencies you cannot control.',
      cards: [
        {
          icon: ServerCog,
          title: 'No external dependency',
          description: 'Analysis does not stop when a model provider has an outage, changes its terms or retires a model version.',
        },
        {
          icon: RefreshCw,
          title: 'Redundant deployment',
          description: 'Run models across several nodes or sites with failover, sized to your recovery objectives.',
        },
        {
          icon: Archive,
          title: 'Recoverable by design',
          description: 'Indexes, configuration and audit logs fit into your existing backup and disaster-recovery routines.',
        },
      ],
    },
    steps: {
      title: 'Planned like the rest of your estate',
      steps: [
        { title: 'Plan capacity', description: 'Size nodes for peak document volumes and your recovery time objectives.' },
        { title: 'Deploy redundantly', description: 'Spread models and indexes across nodes or sites, with health checks and failover.' },
        { title: 'Test recovery', description: 'Include Vertiq in disaster-recovery exercises, restoring from your own backups.' },
      ],
    },
  },
];

/** The route path of a feature page: the one place it is formed. */
export function featurePath(feature: Pick<FeaturePageContent, 'slug'>): string {
  return `/features/${feature.slug}`;
}

/** The home page's eight feature cards, each linking its feature page. */
export const FEATURE_CARDS: FeatureCard[] = FEATURES.map((f) => ({
  icon: f.icon,
  title: f.name,
  description: f.cardDescription,
  href: featurePath(f),
}));
