/** The compliance frameworks the site lists (SPEC.md section 1), exactly as written there. */
export const COMPLIANCE_FRAMEWORKS = [
  { name: 'NIST CSF', scope: 'Cybersecurity Framework: identify, protect, detect, respond, recover.' },
  { name: 'NIST 800-53', scope: 'Security and privacy controls for information systems.' },
  { name: 'SOC 2 Type II', scope: 'Independently audited controls for security, availability and confidentiality.' },
  { name: 'CMMC 2.0', scope: 'Cybersecurity Maturity Model Certification for the defense supply chain.' },
  { name: 'HIPAA', scope: 'Safeguards for protected health information.' },
  { name: 'PCI DSS', scope: 'Security standard for cardholder data.' },
  { name: 'ISO 27001', scope: 'Information security management systems.' },
] as const;
