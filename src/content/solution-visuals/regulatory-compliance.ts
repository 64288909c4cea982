/**
 * Regulatory compliance's own visual (design review G r51 item 4): what "Map and score" (its step 3) makes of the sample
 * policy, each PCI DSS v4.0 requirement beside the policy's words and scored met, partial or missing. The requirements are
 * the standard's; every passage is checked against the sample (docs/product-rules.md#illustrative-figures). Four gaps, as
 * the page's audit record says (content/solutions.ts SAMPLE_AUDIT_RECORDS).
 */
import { sampleQuote, sampleTitle, type QuotableSample } from './sample-quote.ts';

export type RequirementStatus = 'Met' | 'Partial' | 'Missing';

export interface RequirementRow {
  ref: string;
  requirement: string;
  /** The policy's words that answer it, or null where it says nothing. */
  cite: string | null;
  status: RequirementStatus;
}

export interface RequirementsVisual {
  kind: 'requirements';
  title: string;
  subject: string;
  rows: RequirementRow[];
}

export function requirementGrid(sample: QuotableSample): RequirementsVisual {
  const quote = (passage: string) => sampleQuote('regulatory-compliance', sample, passage);
  return {
    kind: 'requirements',
    title: 'Sample policy mapped to PCI DSS v4.0',
    subject: sampleTitle(sample),
    rows: [
      { ref: '8.3.6', requirement: 'Passwords of at least 12 characters', cite: quote('at least 8 characters'), status: 'Partial' },
      { ref: '8.3.9', requirement: 'Passwords changed every 90 days', cite: quote('Passwords are changed every 90 days'), status: 'Met' },
      { ref: '8.4', requirement: 'MFA for everyone with access to cardholder data', cite: quote('remote access to the corporate network by employees'), status: 'Partial' },
      { ref: '10.5.1', requirement: 'Three months of logs at hand', cite: quote('retained for 90 days on the central log server'), status: 'Met' },
      { ref: '10.5.1', requirement: 'Twelve months of log history', cite: null, status: 'Missing' },
      { ref: '12.1.2', requirement: 'Policy reviewed every 12 months', cite: quote('reviewed every two years'), status: 'Partial' },
    ],
  };
}
