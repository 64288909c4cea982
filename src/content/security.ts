/**
 * /security: what each listed framework means for a customer and how the product's claims (docs/product-rules.md#claims:
 * local processing, AES-256, audit trail, on-premises) support it. No certification, audit
 * or person is claimed: a listing names a framework the customer's own deployment is assessed against.
 */
import Server from 'lucide-react/icons/server';
import Lock from 'lucide-react/icons/lock';
import ScrollText from 'lucide-react/icons/scroll-text';
import Building2 from 'lucide-react/icons/building-2';
import type { FeatureCard, HeroContent, PageMeta } from './types.ts';
import { CLAIMS } from './claims.ts';
import { AUDIT_PLANS } from './pricing.ts';
import { COMPLIANCE_FRAMEWORKS } from './compliance.ts';

/** "A, B and C". */
const listPhrase = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "AES-256" with a non-breaking hyphen, so a narrow card never breaks it. */
const AES = CLAIMS.encryption.replace('-', '\u2011');

export const SECURITY_META: PageMeta = {
  title: 'Security and Compliance: What Each Framework Means for You',
  // Every listed framework, in the list's order, from the list (trust review T4 r48: the description named six, a different
  // six from the chips', where the page's table has seven).
  description: `What ${listPhrase(COMPLIANCE_FRAMEWORKS.map((framework) => framework.name))} mean for your own deployment, and the controls Vertiq helps you map.`,
  keywords: ['ai security', 'ai compliance', 'on-premises ai', 'soc 2', 'hipaa', 'cmmc', 'shared responsibility'],
};

export const SECURITY_HERO: HeroContent = {
  eyebrow: 'Security & compliance',
  title: 'Your scope, your controls, our software inside them',
  description:
    'Vertiq runs on your own servers, so it joins the certification scope you already operate. This page says, framework by framework, which controls the product helps you map, what we provide and what stays with you.',
};

/** The four product claims, each as the control it gives an assessor. */
export const SECURITY_CLAIMS: FeatureCard[] = [
  // "No external API calls" is the hero diagram's caption, said once (review B r8: the caption, this card and the
  // SOC 2 row said it three times); this card names what an assessor checks on site (content/features/cyber-security.md).
  { icon: Server, title: 'Local processing', description: 'Models, indexes and agents run in a network segment you define; updates arrive as packages your team approves.' },
  { icon: Lock, title: `${AES} encryption`, description: `Stored documents, indexes and analyses are encrypted with ${AES}, under keys you manage.` },
  { icon: ScrollText, title: 'Audit trail', description: `Every query, source document and analysis is logged with who ran it and when, ready to export to your assessor (${AUDIT_PLANS} plans).` },
  { icon: Building2, title: 'On‑premises deployment', description: 'Installed in your data center or private cloud, behind your network controls, identity provider and monitoring.' },
];

/**
 * The hero diagram: the customer's own systems the platform runs beside, inside the scope (each is a
 * claim above: sign-in through your identity provider, encryption under keys you manage, audit logs
 * exported to your monitoring). The controls themselves are the cards below, so the diagram does not
 * repeat them (review: its four chips were the four cards, word for word).
 */
export const SCOPE_FIGURE = {
  platform: { name: 'Vertiq platform', note: 'Documents, indexes and analyses stay here' },
  systems: [
    { name: 'Your identity provider', use: 'Sign‑in and roles' },
    { name: 'Your key management', use: 'Encryption keys' },
    { name: 'Your monitoring', use: 'Audit log export' },
  ],
} as const;

export const SHARED_RESPONSIBILITY = {
  title: 'Who provides what',
  intro: 'Because the platform runs in your environment, responsibility splits the way it does for any software you operate.',
  // Each side's label chip: the two cards differ at a glance, not only by their headings (review B r8).
  vendor: {
    side: 'Our side',
    heading: 'Vertiq provides',
    items: [
      // Each on one line at 1280, as the other side's (review C r34: two wrapped, and the cards ended ~50 px apart). Not
      // role-based access, which home and /pricing give from Business Elite (review r34: here it read as standard).
      'The software, with multi‑factor sign‑in and encryption built in',
      'Audit logs and configuration records you can export as evidence',
      'Each control described and mapped to the frameworks below',
      'Security updates for the platform',
    ],
  },
  customer: {
    side: 'Your side',
    heading: 'You keep',
    // What no framework row says; the scope, assessments and audits each framework leaves with the customer are in
    // its "Stays with you" answer below, named once (review C r7: this card and that column said the same twice).
    // Four, as the other side's, so the two cards end level at 1280 (review C r34: three beside four left ~80 px of the
    // tinted card empty; r12: stretched to its neighbour it was half empty). Each names the system the hero's drawing shows.
    items: [
      'The infrastructure, network and physical security it runs on',
      'User provisioning and roles, in your identity provider',
      'Encryption keys and log retention, in your own systems',
      'Your scope, policies and audits, framework by framework below',
    ],
  },
} as const;

export const FRAMEWORKS_SECTION = {
  title: 'Framework by framework',
  // The plans that carry the controls the rows name (trust review T r45: the "Four controls" card gated the audit trail
  // to its plans, while the rows' role-based access and audit trail read as every plan's).
  intro: `A listed framework is not a certificate issued to Vertiq. It is a framework your own deployment is assessed against, with the controls the product helps you map. Role-based access and the audit trail come with the ${AUDIT_PLANS} plans.`,
  /**
   * In place of `intro` once the assurance collection holds Vertiq's own SOC 2 Type II entry: still
   * true with an attestation (a listing speaks of the customer's scope), and it points to it.
   */
  introWithAttestation:
    `A listed framework describes your own deployment: the scope your deployment is assessed against, with the controls the product helps you map. Role-based access and the audit trail come with the ${AUDIT_PLANS} plans. Vertiq’s own attestation is a separate document, under Audit evidence above.`,
  /** Under SOC 2 Type II, with the same entry: Vertiq's own report, linked to its card. */
  ownReport: {
    label: 'Vertiq’s own SOC 2 Type II report',
    link: 'See the Audit Evidence',
    /**
     * Why SOC 2 Type II is among this table's frameworks but not the chips elsewhere, which show Vertiq's report in its place
     * (trust review T7 r53, contradiction 5; T9 r55: worded for the reader, it had read as an internal note). Here, not in the chips' band: that stays one short sentence (review C r15).
     */
    note: 'In this table, SOC 2 is the scope of your own audit; the SOC 2 Type II badges elsewhere on this site mean this report.',
  },
  labels: { customer: 'What it means for you', controls: 'Controls the product helps map', owns: 'Stays with you' },
} as const;

export const SECURITY_CTA = {
  title: 'Bring your control framework to a demo',
  description: 'Walk through roles, encryption and the audit trail with our team, mapped to the framework your assessor uses.',
  primary: { label: 'Schedule Demo', path: '/demo' },
  subject: 'Security and compliance questions',
  secondaryLabel: 'Contact Sales',
  /** The hero's second button, to the framework list on the page. */
  frameworksLabel: 'See Each Framework',
} as const;

/** /security's jump list on phones (src/pages/security/JumpList.tsx), shown with the business's assurance entries. */
/** The shared-responsibility section's anchor (SecurityPage), linked from the page's jump list. */
export const RESPONSIBILITY_ID = 'responsibility';

/** /security's controls section, its title also a row of /about's published documentation (src/pages/company/PointShows.tsx). */
// Not "Four controls": on-premises deployment is where the controls run, not a control (trust review T7 r53).
export const CONTROLS_SECTION = { id: 'controls', title: 'What an assessor can test on site' } as const;

export const SECURITY_JUMP_LIST = { label: 'On this page', assurance: 'Assurance', documents: 'Documents', subprocessors: 'Subprocessors', disclosure: 'Disclosure', responsibility: 'Shared responsibility', frameworks: 'Frameworks' };
