/**
 * Industry pages (SPEC.md section 2 "Other industry pages") as typed data, and the sixteen
 * industry cards the home page shows (13 industries + 3 audience pages).
 */
import Building2 from 'lucide-react/icons/building-2';
import Landmark from 'lucide-react/icons/landmark';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import Scale from 'lucide-react/icons/scale';
import Factory from 'lucide-react/icons/factory';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Zap from 'lucide-react/icons/zap';
import HardHat from 'lucide-react/icons/hard-hat';
import Pill from 'lucide-react/icons/pill';
import Users from 'lucide-react/icons/users';
import Plane from 'lucide-react/icons/plane';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import DraftingCompass from 'lucide-react/icons/drafting-compass';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Megaphone from 'lucide-react/icons/megaphone';
import PackageSearch from 'lucide-react/icons/package-search';
import type { FeatureCard } from './types.ts';

/** One card per industry and audience page, in navigation order: the home page's industry grid. */
export const INDUSTRY_CARDS: FeatureCard[] = [
  { icon: Building2, title: 'Commercial Real Estate', description: 'Abstract leases, estoppels and rent rolls in minutes, with every critical date and obligation cited.', href: '/commercial-real-estate' },
  { icon: Landmark, title: 'Financial Services', description: 'Review loan agreements, KYC files and disclosures on infrastructure your regulators already approve.', href: '/financial-services' },
  { icon: HeartPulse, title: 'Healthcare', description: 'Summarise clinical documents and prior authorisations without protected health information leaving your network.', href: '/healthcare' },
  { icon: Scale, title: 'Legal', description: 'Compare NDAs and MSAs against your playbook and flag deviating clauses before they reach signature.', href: '/legal' },
  { icon: Factory, title: 'Manufacturing', description: 'Check supplier quality agreements, specifications and deviation reports against your standards.', href: '/manufacturing' },
  { icon: GraduationCap, title: 'Education', description: 'Map policies and self-studies to accreditation standards and keep evidence organised for review.', href: '/education' },
  { icon: Zap, title: 'Energy', description: 'Extract pricing, curtailment and credit terms from power purchase and interconnection agreements.', href: '/energy' },
  { icon: HardHat, title: 'Construction', description: 'Track flow-down clauses, change orders and notice deadlines across every subcontract.', href: '/construction' },
  { icon: Pill, title: 'Pharmaceuticals', description: 'Review clinical trial agreements and batch record deviations with GxP-ready audit trails.', href: '/pharmaceuticals' },
  { icon: Users, title: 'HR', description: 'Keep handbooks and employment contracts consistent with policy and current employment law.', href: '/hr' },
  { icon: Plane, title: 'Aviation', description: 'Reconcile maintenance records with airworthiness directives and surface open compliance items.', href: '/aviation' },
  { icon: UtensilsCrossed, title: 'Restaurant', description: 'Read supplier and franchise agreements and turn inspection reports into corrective actions.', href: '/restaurant' },
  { icon: DraftingCompass, title: 'Architecture', description: 'Review owner-architect agreements and code analyses for scope, fee and liability risks.', href: '/architecture' },
  { icon: Clapperboard, title: 'Content Creators', description: 'Check sponsorship terms, usage rights and deliverables before you sign a brand deal.', href: '/content-creators' },
  { icon: Megaphone, title: 'Marketing', description: 'Turn campaign briefs and co-marketing agreements into clear obligations, approvals and deadlines.', href: '/marketing' },
  { icon: PackageSearch, title: 'Product Development', description: 'Trace requirements and supplier specifications so gaps surface before they reach production.', href: '/product-development' },
];
