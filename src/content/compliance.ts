/**
 * The compliance frameworks the site lists (docs/product-rules.md#compliance-frameworks), spelled exactly as there, and what a
 * listing means for a customer: the /security page reads every field, the badge rows and the
 * compliance section read the name and scope, industry pages read `industries`.
 *
 * A listing is never a certificate or audit report of Vertiq: it names a framework the customer's own
 * deployment is assessed against, inside the customer's own certification scope.
 */
export type FrameworkName = 'NIST CSF' | 'NIST 800-53' | 'SOC 2 Type II' | 'CMMC 2.0' | 'HIPAA' | 'PCI DSS' | 'ISO 27001';

export interface ComplianceFramework {
  name: FrameworkName;
  /** Anchor id on /security. */
  id: string;
  scope: string;
  /** What the listing means for the customer's own program. */
  forCustomer: string;
  /** The control areas the product's features help the customer map. */
  controls: string[];
  /** What stays with the customer (the vendor does not provide it). */
  customerOwns: string;
  /** Industry slugs where the framework applies; `all` for the general security frameworks. */
  industries: 'all' | string[];
  /**
   * When the framework applies to one of those industries only in part, the condition, said after its name in /security's
   * "Applies to" (trust review T2 r46: "An employer's HR team is generally not a HIPAA covered entity").
   */
  onlyWhere?: Record<string, string>;
}

export const COMPLIANCE_FRAMEWORKS: ComplianceFramework[] = [
  {
    name: 'NIST CSF',
    id: 'nist-csf',
    scope: 'Cybersecurity Framework: identify, protect, detect, respond, recover.',
    forCustomer: 'Your security program profiles the platform like any other system you run: it sits inside your network, your asset inventory and your incident process.',
    controls: ['Protect: role‑based access, multi‑factor sign‑in, AES‑256 encryption', 'Detect and respond: the audit trail of every query, document and analysis'],
    customerOwns: 'Your profile, risk assessment and target tiers.',
    industries: 'all',
  },
  {
    name: 'NIST 800-53',
    id: 'nist-800-53',
    scope: 'Security and privacy controls for information systems.',
    forCustomer: 'The platform is a component of your system boundary, so its controls are documented in your own system security plan.',
    controls: ['AC: access control by role, team and vertical', 'AU: audit and accountability records you can export', 'SC: encryption of stored data with AES‑256'],
    customerOwns: 'The system boundary, control baseline and authorization decision.',
    industries: 'all',
  },
  {
    name: 'SOC 2 Type II',
    id: 'soc-2',
    scope: 'Independently audited controls for security, availability and confidentiality.',
    forCustomer: 'When your auditor examines your controls, the platform runs on your infrastructure, so it is tested as part of your environment.',
    controls: ['Logical access: roles and multi‑factor authentication', 'Monitoring: audit trail and exportable access logs', 'Confidentiality: local processing, AES‑256 at rest'],
    customerOwns: 'Your SOC 2 report, auditor and control narrative.',
    industries: 'all',
  },
  {
    name: 'CMMC 2.0',
    id: 'cmmc',
    scope: 'Cybersecurity Maturity Model Certification for the defense supply chain.',
    forCustomer: 'Controlled unclassified information stays inside the enclave you have scoped for assessment; nothing leaves it for a cloud model.',
    controls: ['Access control and identification: roles, multi‑factor sign‑in', 'Audit and accountability: logged queries and exports', 'System protection: local processing, AES‑256 at rest'],
    customerOwns: 'Your assessment level, enclave scoping and assessor.',
    industries: ['manufacturing', 'aviation', 'construction'],
  },
  {
    name: 'HIPAA',
    id: 'hipaa',
    scope: 'Safeguards for protected health information.',
    forCustomer: 'Protected health information is processed on your own servers, so it stays under the safeguards your covered entity already operates.',
    controls: ['Access control: minimum‑necessary access by role', 'Audit controls: who viewed or analyzed which record', 'Transmission and storage: local processing, AES‑256 at rest'],
    customerOwns: 'Your risk analysis, policies and workforce training.',
    industries: ['healthcare', 'pharmaceuticals', 'hr'],
    // An employer is not a covered entity: HIPAA reaches HR's documents through a self-administered group health plan.
    onlyWhere: { hr: 'where it administers a group health plan' },
  },
  {
    name: 'PCI DSS',
    id: 'pci-dss',
    scope: 'Security standard for cardholder data.',
    forCustomer: 'If documents can contain cardholder data, the platform sits inside your cardholder data environment and is scoped with it.',
    controls: ['Restrict access by business need to know: roles', 'Track and monitor access: the audit trail', 'Protect stored data: AES‑256 encryption'],
    customerOwns: 'Your scoping, segmentation and report on compliance.',
    industries: ['financial-services', 'restaurant'],
  },
  {
    name: 'ISO 27001',
    id: 'iso-27001',
    scope: 'Information security management systems.',
    forCustomer: 'The platform joins the scope of your information security management system as one more asset with its own risk treatment.',
    controls: ['Access control and cryptography: roles, AES‑256', 'Logging and monitoring: the audit trail', 'Supplier relationships: no data shared with a model provider'],
    customerOwns: 'Your statement of applicability and certification audit.',
    industries: 'all',
  },
];

/** The frameworks that apply to one industry page, in the list's order. */
export function frameworksForIndustry(slug: string): ComplianceFramework[] {
  return COMPLIANCE_FRAMEWORKS.filter((f) => f.industries === 'all' || f.industries.includes(slug));
}

/** The page that explains the listings, linked by every badge row and compliance section. */
export const SECURITY_PATH = '/security';

/** That page's name wherever it is a link label (navigation, footer, cards): one spelling sitewide. */
export const SECURITY_LABEL = 'Security & Compliance';

/**
 * The label of every framework listing, on every page (review r7, C 2a: "Frameworks your deployment maps
 * to" on home and pricing but "The frameworks you answer to" on healthcare and financial services read as
 * two components): what the names are, the customer's scope, not certifications Vertiq holds. An h2 where
 * the band is a page's compliance section, the band's label elsewhere; /features/compliance-security's
 * section carries it as its title under the eyebrow.
 */
export const LISTING_HEADING = 'Frameworks your deployment maps to';

/** The compliance section's eyebrow over that one heading: the eyebrow names the subject, the heading what the names are. */
export const COVERAGE_EYEBROW = 'Compliance';

/** One sentence every framework listing carries: what it means and what it does not. */
export const LISTING_MEANING = 'Your deployment runs inside your own certification scope; a listing is not a certificate issued to Vertiq.';

/**
 * In place of `LISTING_MEANING` once the assurance collection holds Vertiq's own SOC 2 Type II entry
 * (as /security's framework intro changes, src/content/security.ts): "not a certificate issued to
 * Vertiq" would then contradict the report. Still true with one: a listing speaks of the customer's
 * scope; Vertiq's own report follows as the assurance line (src/components/AssuranceLine.tsx), its
 * dates and a link to the audit evidence on /security.
 */
export const LISTING_MEANING_WITH_ATTESTATION = {
  // Review round 6: "a listing names a framework that scope is assessed against" was hard to parse; review C r15: after
  // the label "Frameworks your deployment maps to" a full sentence explained it twice. Who assesses, where, and whose report it is not.
  sentence: 'Assessed by your auditors, in your scope: not Vertiq\u2019s reports.',
} as const;

/** The id of Vertiq's own SOC 2 Type II card on /security (src/pages/evidence/AssuranceSection.tsx). */
export const SOC2_REPORT_ID = 'soc2-report';
/** The id of the audit-evidence section on /security, which the assurance line on other pages links to. */
export const AUDIT_EVIDENCE_ID = 'audit-evidence';
/** The ids of the documents on request, the subprocessors and the framework list on /security, for its jump list and hero. */
export const DOCUMENTS_ID = 'documents';
export const SUBPROCESSORS_ID = 'subprocessors';
export const FRAMEWORKS_ID = 'frameworks';
