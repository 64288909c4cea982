/**
 * Each solution page's visual of its own, by slug (design review G r51 item 4: the three detail pages were one template with
 * only the text changed), built from the page's own sample: one content module a page. The other pages have none.
 */
import type { QuotableSample } from './sample-quote.ts';
import { renewalTimeline, type TimelineVisual } from './contract-intelligence.ts';
import { requirementGrid, type RequirementsVisual } from './regulatory-compliance.ts';
import { riskRating, type RatingVisual } from './risk-assessment.ts';

export type SolutionVisual = RatingVisual | RequirementsVisual | TimelineVisual;

const BUILDERS: Record<string, (sample: QuotableSample) => SolutionVisual> = {
  'contract-intelligence': renewalTimeline,
  'regulatory-compliance': requirementGrid,
  'risk-assessment': riskRating,
};

export function solutionVisual(slug: string, sample: QuotableSample): SolutionVisual | undefined {
  return BUILDERS[slug]?.(sample);
}
