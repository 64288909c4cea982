/**
 * The sample document each hero shows the product at work on (components/visuals/ProductAtWork.tsx),
 * by route path: a short document, three findings citing its words, one flag. Never the document the
 * page's demo shows (docs/product-rules.md#hero; tests/output/hero-visuals.test.ts checks it). Data of
 * the product picture rather than page prose, so it stays typed here, like the demos' samples.
 * Figures are illustrative (docs/product-rules.md#illustrative-figures); names are invented companies.
 */
import type { HeroSample } from './types.ts';

export const HERO_SAMPLES: Record<string, HeroSample> = {
  '/': {
    // The file name does not repeat the type the panel's title shows (review r5: the same words twice).
    documentName: 'Northbeam Payroll DPA (sample).pdf',
    documentType: 'Data processing addendum',
    original: [
      '3. Subprocessors. New subprocessors may be engaged on 10 days’ notice by email.',
      '5. Breaches. Processor notifies Controller within 72 hours of becoming aware of a breach.',
      '8. Transfers. Personal Data may be transferred to any country where Processor’s affiliates operate.',
    ],
    analysis: {
      findings: [
        { label: 'Subprocessors', value: '10 days’ notice, by email', cite: 'on 10 days’ notice by email' },
        { label: 'Breach notice', value: 'Within 72 hours', cite: 'within 72 hours of becoming aware' },
        { label: 'Transfers', value: 'Any affiliate country', cite: 'transferred to any country where Processor’s affiliates operate' },
      ],
      flags: ['No limit on transfer countries: check your data-residency commitments.'],
      flagCites: ['transferred to any country where Processor’s affiliates operate'],
    },
  },

  // Industry pages: a second document of the industry, beside the one the 'See It In Action' demo shows.
  '/commercial-real-estate': {
    documentName: 'Tenant estoppel certificate — Suite 410 (sample).pdf',
    documentType: 'Estoppel certificate',
    original: [
      '2. The Lease is in full force and effect. The current monthly Base Rent is $31,250.00, paid through June 30, 2025.',
      '4. Tenant holds a security deposit of $62,500.00. No rent has been paid more than one month in advance.',
      '6. To Tenant’s knowledge, Landlord is not in default, except that the HVAC repairs requested on February 3, 2025 remain incomplete.',
    ],
    analysis: {
      findings: [
        { label: 'Base rent', value: '$31,250.00/mo, paid to Jun 30', cite: 'monthly Base Rent is $31,250.00, paid through June 30, 2025' },
        { label: 'Security deposit', value: '$62,500.00 (two months)', cite: 'security deposit of $62,500.00' },
        { label: 'Default claim', value: 'HVAC repairs open since Feb 3, 2025', cite: 'HVAC repairs requested on February 3, 2025 remain incomplete' },
      ],
      flags: ['The tenant reserves a landlord default: resolve the HVAC claim before closing or hold back funds.'],
      flagCites: ['HVAC repairs requested on February 3, 2025 remain incomplete'],
    },
  },
  '/financial-services': {
    documentName: 'Compliance certificate — Q2 2025, Northfield Components (sample).pdf',
    documentType: 'Compliance certificate',
    original: [
      'For the fiscal quarter ended June 30, 2025, the Total Leverage Ratio was 3.62:1.00 (maximum permitted: 3.75:1.00).',
      'The Fixed Charge Coverage Ratio was 1.41:1.00 (minimum required: 1.25:1.00).',
      'Consolidated EBITDA includes restructuring add-backs of $1,180,000, being 14.2% of Consolidated EBITDA.',
    ],
    analysis: {
      findings: [
        { label: 'Total leverage', value: '3.62x, max 3.75x', cite: 'Total Leverage Ratio was 3.62:1.00' },
        { label: 'Charge coverage', value: '1.41x, min 1.25x', cite: 'Fixed Charge Coverage Ratio was 1.41:1.00' },
        { label: 'Add-backs', value: '$1.18M, 14.2%', cite: 'restructuring add-backs of $1,180,000, being 14.2%' },
      ],
      flags: ['Leverage headroom is 0.13x, and add‑backs sit just under their 15% cap.'],
      flagCites: ['Total Leverage Ratio was 3.62:1.00'],
    },
  },
  '/healthcare': {
    documentName: 'Prior authorization request — MRI lumbar spine (sample).pdf',
    documentType: 'Prior authorization',
    original: [
      'Requested service: MRI lumbar spine without contrast (CPT 72148). Diagnosis: lumbar radiculopathy (M54.16).',
      'Symptoms began 9 weeks ago. Physical therapy: 4 sessions completed over 2 weeks.',
      'Payer criterion 3: at least 6 weeks of conservative therapy, including physical therapy, before advanced imaging.',
    ],
    analysis: {
      findings: [
        { label: 'Service', value: 'MRI lumbar spine, CPT 72148', cite: 'MRI lumbar spine without contrast (CPT 72148)' },
        { label: 'Therapy so far', value: '2 weeks of physical therapy', cite: '4 sessions completed over 2 weeks' },
        { label: 'Criterion 3', value: '6 weeks before imaging', cite: 'at least 6 weeks of conservative therapy' },
      ],
      flags: ['The chart shows 2 weeks of therapy, not the 6 weeks the payer’s criterion 3 requires: likely denial as submitted.'],
      flagCites: ['at least 6 weeks of conservative therapy'],
    },
  },
  '/legal': {
    documentName: 'Asset purchase agreement — excerpt (sample).docx',
    documentType: 'Purchase agreement',
    original: [
      '2.3 Purchase Price. $4,800,000, of which $480,000 shall be held in escrow for 18 months following the Closing.',
      '8.2 Indemnification. Seller’s aggregate liability for breaches of representations shall not exceed $720,000.',
      '10.4 Governing Law. This Agreement is governed by the laws of the State of Delaware.',
    ],
    analysis: {
      findings: [
        { label: 'Purchase price', value: '$4,800,000', cite: '2.3 Purchase Price. $4,800,000' },
        { label: 'Escrow', value: '$480,000 for 18 months', cite: '$480,000 shall be held in escrow for 18 months' },
        { label: 'Indemnity', value: 'Capped at $720,000 (15%)', cite: 'shall not exceed $720,000' },
      ],
      flags: ['No carve-out from the cap for fundamental representations or fraud.'],
      flagCites: ['shall not exceed $720,000'],
    },
  },
  '/manufacturing': {
    documentName: 'Nonconformance report NCR-3381 (sample).pdf',
    documentType: 'Nonconformance report',
    original: [
      'Part: HX-200 housing, drawing rev D. Lot 24-0915, quantity inspected 500.',
      'Defect: bore diameter 12.08 mm against a specification of 12.00 ± 0.05 mm. 37 parts rejected.',
      'Disposition: use as is, pending engineering approval. Root cause: not yet identified.',
    ],
    analysis: {
      findings: [
        { label: 'Lot', value: '24-0915, 500 inspected', cite: 'Lot 24-0915, quantity inspected 500' },
        { label: 'Deviation', value: 'Bore 12.08 mm, limit 12.05 mm', cite: 'bore diameter 12.08 mm against a specification of 12.00 ± 0.05 mm' },
        { label: 'Rejected', value: '37 parts (7.4%)', cite: '37 parts rejected' },
      ],
      flags: ['Use-as-is disposition with no root cause: corrective action is missing.'],
      flagCites: ['Root cause: not yet identified'],
    },
  },
  '/education': {
    documentName: 'Transfer articulation agreement — Lakeside CC (sample).pdf',
    documentType: 'Articulation agreement',
    original: [
      '1. Students completing the Associate of Science with a cumulative GPA of 2.5 or higher are guaranteed admission.',
      '3. Up to 64 credit hours transfer toward the bachelor’s degree.',
      '7. This agreement expires August 31, 2026 and is reviewed every two years.',
    ],
    analysis: {
      findings: [
        { label: 'Admission guarantee', value: 'GPA 2.5 or higher', cite: 'cumulative GPA of 2.5 or higher' },
        { label: 'Transfer credit', value: 'Up to 64 hours', cite: 'Up to 64 credit hours transfer' },
        { label: 'Expiry', value: 'Aug 31, 2026', cite: 'expires August 31, 2026' },
      ],
      flags: ['Expires within the current accreditation cycle: schedule the renewal review.'],
      flagCites: ['expires August 31, 2026'],
    },
  },
  '/energy': {
    documentName: 'Interconnection agreement — Substation 7 (sample).pdf',
    documentType: 'Interconnection agreement',
    original: [
      'Interconnection capacity: 80 MW at the Substation 7 point of interconnection.',
      'Network upgrades, estimated at $6,400,000, are the Interconnection Customer’s responsibility.',
      'Commercial operation must be achieved by December 31, 2026, failing which this Agreement may be terminated.',
    ],
    analysis: {
      findings: [
        { label: 'Capacity', value: '80 MW', cite: 'Interconnection capacity: 80 MW' },
        { label: 'Network upgrades', value: '$6.4M, customer’s cost', cite: 'estimated at $6,400,000' },
        { label: 'Commercial operation', value: 'By Dec 31, 2026', cite: 'achieved by December 31, 2026' },
      ],
      flags: ['The upgrade cost is an estimate with no cap: overruns fall on the project.'],
      flagCites: ['estimated at $6,400,000'],
    },
  },
  '/construction': {
    documentName: 'Change order request CO-014 — Level 3 framing (sample).pdf',
    documentType: 'Change order',
    original: [
      'Scope: add 14 steel headers at Level 3 openings per revised structural sheet S-301.',
      'Cost: $86,400 (labor $31,900; material $54,500). Schedule impact: 6 working days.',
      'Subcontractor reserves the right to claim extended general conditions.',
    ],
    analysis: {
      findings: [
        { label: 'Scope', value: '14 steel headers, sheet S-301', cite: 'add 14 steel headers' },
        { label: 'Cost', value: '$86,400', cite: 'Cost: $86,400' },
        { label: 'Schedule', value: '+6 working days', cite: 'Schedule impact: 6 working days' },
      ],
      flags: ['The reserved claim for extended general conditions leaves the total cost open.'],
      flagCites: ['Subcontractor reserves the right to claim extended general conditions'],
    },
  },
  '/pharmaceuticals': {
    documentName: 'Batch record review — Lot B2407 (sample).pdf',
    documentType: 'Batch record',
    original: [
      'Step 12, granulation: end-point moisture 2.9% (limit: NMT 2.5%). Entry initialled, no deviation number recorded.',
      'Step 18, compression: tablet hardness 9–12 kP across 20 samples, within limits.',
      'Yield: 96.1% (expected range: 95–102%).',
    ],
    analysis: {
      findings: [
        { label: 'Granulation moisture', value: '2.9%, limit 2.5%', cite: 'end-point moisture 2.9% (limit: NMT 2.5%)' },
        { label: 'Tablet hardness', value: '9–12 kP, within limits', cite: 'tablet hardness 9–12 kP' },
        { label: 'Yield', value: '96.1%', cite: 'Yield: 96.1%' },
      ],
      flags: ['An out-of-limit result has no deviation number: the batch cannot be released as recorded.'],
      flagCites: ['end-point moisture 2.9% (limit: NMT 2.5%)'],
    },
  },
  '/hr': {
    documentName: 'Offer letter — Senior Analyst (sample).docx',
    documentType: 'Offer letter',
    original: [
      'Base salary: $92,000 per year, paid semi-monthly. Position classified as exempt.',
      'Sign-on bonus: $8,000, repayable in full if employment ends within 12 months.',
      'Employee agrees not to work for a competitor anywhere in the United States for 24 months after leaving.',
    ],
    analysis: {
      findings: [
        { label: 'Base salary', value: '$92,000, exempt', cite: 'Base salary: $92,000 per year' },
        { label: 'Sign-on bonus', value: '$8,000, 12‑month clawback', cite: 'repayable in full if employment ends within 12 months' },
        { label: 'Non-compete', value: '24 months, nationwide', cite: 'anywhere in the United States for 24 months' },
      ],
      flags: ['A nationwide 24‑month non-compete may be unenforceable in several states: review with counsel.'],
      flagCites: ['anywhere in the United States for 24 months'],
    },
  },
  '/aviation': {
    documentName: 'Service bulletin SB 32-0147 — main gear (sample).pdf',
    documentType: 'Service bulletin',
    original: [
      'Effectivity: aircraft serial numbers 1101 through 1240.',
      'Inspect the main landing gear side-brace fitting for cracks within 600 flight hours or 12 months, whichever occurs first.',
      'Compliance: recommended. Referenced by proposed AD 2025-NM-118.',
    ],
    analysis: {
      findings: [
        { label: 'Effectivity', value: 'Serials 1101–1240', cite: 'serial numbers 1101 through 1240' },
        { label: 'Inspection', value: '600 FH or 12 months', cite: 'within 600 flight hours or 12 months' },
        { label: 'Status', value: 'Recommended; AD proposed', cite: 'Referenced by proposed AD 2025-NM-118' },
      ],
      flags: ['A proposed AD references this bulletin: plan the inspection as if mandatory.'],
      flagCites: ['Referenced by proposed AD 2025-NM-118'],
    },
  },
  '/restaurant': {
    documentName: 'Produce supply agreement — Valley Fresh (sample).pdf',
    documentType: 'Supply agreement',
    original: [
      'Pricing is fixed for 90 days, then adjusts weekly to the regional market index.',
      'Minimum order: $1,200 per delivery, three deliveries per week.',
      'Product failing inspection on delivery may be refused; credits are issued within 30 days.',
    ],
    analysis: {
      findings: [
        { label: 'Price lock', value: '90 days, then weekly index', cite: 'fixed for 90 days' },
        { label: 'Minimum order', value: '$1,200, 3 deliveries a week', cite: 'Minimum order: $1,200 per delivery' },
        { label: 'Credits', value: 'Within 30 days', cite: 'credits are issued within 30 days' },
      ],
      flags: ['The minimum commits about $3,600 a week regardless of covers.'],
      flagCites: ['Minimum order: $1,200 per delivery'],
    },
  },
  '/architecture': {
    documentName: 'Code review memo — Level 2 egress (sample).docx',
    documentType: 'Code review',
    original: [
      'Level 2 assembly space: occupant load 310, calculated at 15 net square feet per occupant.',
      'Two exits are provided, separated by 38 feet. Required separation: one-third of the 126-foot diagonal.',
      'Exit door hardware per current door schedule: lever sets, no panic hardware.',
    ],
    analysis: {
      findings: [
        { label: 'Occupant load', value: '310', cite: 'occupant load 310' },
        { label: 'Exit separation', value: '38 ft provided, 42 ft required', cite: 'separated by 38 feet' },
        { label: 'Door hardware', value: 'Lever sets, no panic hardware', cite: 'lever sets, no panic hardware' },
      ],
      flags: ['Exit separation falls 4 feet short of one-third of the diagonal.'],
      flagCites: ['separated by 38 feet'],
    },
  },

  // Audience pages: a second document of the audience's work, beside the demo's.
  '/content-creators': {
    documentName: 'Music license — podcast theme (sample).pdf',
    documentType: 'Music license',
    original: [
      'License fee: $1,500, one time. Term: 2 years from first publication.',
      'Use is limited to the podcast episodes; trailers and paid advertising require a separate license.',
      'Licensor may revoke this license on 30 days’ notice.',
    ],
    analysis: {
      findings: [
        { label: 'Fee', value: '$1,500 one time', cite: 'License fee: $1,500' },
        { label: 'Term', value: '2 years', cite: 'Term: 2 years from first publication' },
        { label: 'Excluded uses', value: 'Trailers, paid ads', cite: 'trailers and paid advertising require a separate license' },
      ],
      flags: ['Revocable on 30 days’ notice: the back catalog could need re-editing.'],
      flagCites: ['Licensor may revoke this license on 30 days’ notice'],
    },
  },
  '/marketing': {
    documentName: 'Agency statement of work — Q3 campaign (sample).pdf',
    documentType: 'Statement of work',
    original: [
      'Fees: $48,000 retainer plus media commission of 12% of gross spend.',
      'Deliverables: 6 video assets and 24 static assets, two rounds of revisions each.',
      'Agency retains ownership of raw footage and working files.',
    ],
    analysis: {
      findings: [
        { label: 'Retainer', value: '$48,000', cite: '$48,000 retainer' },
        { label: 'Commission', value: '12% of gross spend', cite: 'media commission of 12% of gross spend' },
        { label: 'Deliverables', value: '6 video, 24 static', cite: '6 video assets and 24 static assets' },
      ],
      flags: ['Raw footage stays with the agency: re-cuts will need it or a new shoot.'],
      flagCites: ['Agency retains ownership of raw footage and working files'],
    },
  },
  '/product-development': {
    documentName: 'Design verification report — drop test (sample).pdf',
    documentType: 'Test report',
    original: [
      'Requirement R-4.2: survive 26 drops from 1.5 m onto concrete with no loss of function.',
      'Result: 9 of 10 units passed. Unit 7 lost display function after drop 19.',
      'Test performed on pre-production units built with the rev B housing.',
    ],
    analysis: {
      findings: [
        { label: 'Requirement', value: '26 drops from 1.5 m', cite: '26 drops from 1.5 m onto concrete' },
        { label: 'Result', value: '9 of 10 passed', cite: '9 of 10 units passed' },
        { label: 'Failure', value: 'Display, after drop 19', cite: 'Unit 7 lost display function after drop 19' },
      ],
      flags: ['Tested on the rev B housing: rev C production units need their own run.'],
      flagCites: ['pre-production units built with the rev B housing'],
    },
  },

  '/solutions': {
    documentName: 'Vendor onboarding packet — Harlow Freight (sample).pdf',
    documentType: 'Onboarding packet',
    original: [
      'Certificate of insurance: general liability $2,000,000 per occurrence; policy expires October 31, 2025.',
      'Banking details: remit-to account changed on the attached letter dated August 4, 2025.',
      'Signed agreement: payment terms net 45; the data protection schedule is not attached.',
    ],
    analysis: {
      findings: [
        { label: 'Liability cover', value: '$2M a claim, to Oct 31, 2025', cite: 'general liability $2,000,000 per occurrence; policy expires October 31, 2025' },
        { label: 'Payment terms', value: 'Net 45', cite: 'payment terms net 45' },
        { label: 'Missing', value: 'Data protection schedule', cite: 'the data protection schedule is not attached' },
      ],
      flags: ['Bank details changed by letter: verify by phone before the first payment.'],
      // The change the flag rests on, which no finding cites (design review B r48 item 4: the flag's passage was plain text).
      flagCites: ['remit-to account changed on the attached letter dated August 4, 2025'],
    },
  },

  // /technology/rag: answers retrieved from a policy, each on the passage it came from.
  '/technology/rag': {
    documentName: 'Travel and expense policy v4 (sample).pdf',
    documentType: 'Expense policy',
    original: [
      '4.1 Lodging. Hotels are reimbursed up to $325 a night in New York, Boston and San Francisco, and up to $225 a night elsewhere.',
      '4.3 Approvals. Any single expense above $2,500 requires prior written approval from a vice president.',
      '6.2 Air travel. Economy class for flights under 6 hours; premium economy for longer flights.',
    ],
    analysis: {
      findings: [
        { label: 'Hotel limit, New York', value: '$325 a night', cite: 'up to $325 a night in New York, Boston and San Francisco' },
        { label: 'Approval needed above', value: '$2,500, by a vice president', cite: 'above $2,500 requires prior written approval from a vice president' },
        { label: 'Class on a 7‑hour flight', value: 'Premium economy', cite: 'premium economy for longer flights' },
      ],
      flags: ['No rule covers a flight of exactly 6 hours: ask the policy owner.'],
      flagCites: ['flights under 6 hours'],
    },
  },

  // Solution pages: document analysis keeps its demo and shows another document here; contract
  // intelligence has no demo. The other four show their demo sample here instead (SolutionPage).
  // /technology: the pipeline's output on one document; its flag is the Agent Orchestration card's sample line (the hero
  // shows the architecture since design review G r51 item 1).
  '/technology': {
    // A controlled document's number, not the card's title again (design review r44: "Records retention policy" twice).
    documentName: 'IG-POL-07 retention v4.2 (sample).pdf',
    documentType: 'Records retention policy',
    original: [
      '4.1 Contracts are retained for 7 years after expiry, then destroyed.',
      '4.3 Backups are kept for 90 days and may be stored with the Company’s hosting provider.',
      '6.2 A legal hold suspends destruction until released in writing by the General Counsel.',
    ],
    analysis: {
      findings: [
        { label: 'Contract retention', value: '7 years after expiry', cite: 'retained for 7 years after expiry' },
        { label: 'Backups', value: '90 days, at the hosting provider', cite: 'kept for 90 days' },
        { label: 'Legal hold', value: 'Released in writing by General Counsel', cite: 'released in writing by the General Counsel' },
      ],
      flags: ['Backups may sit with a hosting provider: check they stay in your region.'],
      flagCites: ['kept for 90 days'],
    },
  },

  '/solutions/document-analysis': {
    documentName: 'Purchase order terms — PO 88172 (sample).pdf',
    documentType: 'Purchase order',
    original: [
      'Delivery: 2,400 units by September 15, 2025. Liquidated damages of 0.5% of the order value per day of delay.',
      'Payment terms: net 60 days from receipt of a correct invoice.',
      'Warranty: 12 months from delivery; remedy limited to repair or replacement.',
    ],
    analysis: {
      findings: [
        { label: 'Delivery', value: '2,400 units by Sep 15, 2025', cite: '2,400 units by September 15, 2025' },
        // One unbroken phrase (design review I r51 item 8: "a day" alone on a line at 390), short enough to stay beside its
        // label at 390 as the other facts do (design review J r52 pricing item 8: "Late delivery:" alone above it).
        { label: 'Late delivery', value: '0.5%\u00a0of\u00a0order\u00a0a\u00a0day', cite: 'Liquidated damages of 0.5% of the order value per day of delay' },
        { label: 'Payment', value: 'Net 60 days', cite: 'net 60 days' },
      ],
      flags: ['Liquidated damages have no cap: a month’s delay costs 15% of the order.'],
      flagCites: ['Liquidated damages of 0.5% of the order value per day of delay'],
    },
  },
  '/solutions/contract-intelligence': {
    documentName: 'Master supply agreement — excerpt (sample).pdf',
    documentType: 'Supply agreement',
    original: [
      '3.1 Term. Five years from April 1, 2021, renewing automatically for one-year terms unless terminated on 180 days’ notice.',
      '5.2 Pricing. Prices increase each January 1 by CPI plus 2%.',
      '9.1 Exclusivity. Buyer shall purchase all of its requirements of the Products from Supplier.',
    ],
    analysis: {
      findings: [
        { label: 'Renewal notice', value: '180 days', cite: 'terminated on 180 days’ notice' },
        // "CPI + 2%" kept together (design review G r51 item 5: "CPI + / 2% yearly" in the playbook sample at 1280).
        { label: 'Price escalation', value: 'CPI\u00a0+\u00a02% yearly', cite: 'by CPI plus 2%' },
        { label: 'Exclusivity', value: 'All requirements', cite: 'purchase all of its requirements' },
      ],
      flags: ['Requirements exclusivity with uncapped CPI-plus pricing: no way to test the market for five years.'],
      flagCites: ['purchase all of its requirements'],
    },
  },
};

/** The hero sample of a route; throws naming the route and the place to add one. */
export function heroSample(path: string): HeroSample {
  const sample = HERO_SAMPLES[path];
  if (!sample) throw new Error(`No hero sample for "${path}": add one to HERO_SAMPLES in src/content/hero-samples.ts.`);
  return sample;
}
