/**
 * The specialized-AI benefits section: why a model of the industry's own, as a compact band of
 * reasons (a rule and a check, no card chrome), so it reads apart from the team cards above and the
 * agent catalogue below (on white: the demo before it is the muted section). From lg a split section, the heading in the first third and the reasons two by two
 * beside it (design review E r41: the team cards, these reasons and the agents, three four-column rows one after
 * another, "make the page feel templated"); in two columns the reasons end about level with the heading's intro. The platform's figures are not repeated here: they stand where they are
 * the point (the feature and technology pages). From sm each reason spans two rows of the list's grid
 * (subgrid), so a title that wraps beside one-line titles does not start its description lower than
 * theirs; the titles are written to fit one line at 1280 px (tests/browser/industry-layout.test.ts), as a
 * wrapped one left a blank line under the other three (review r5, "Predictable cost at portfolio scale"); each row of
 * two is one such row.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import type { Step } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';
import { FigureText } from '../../components/Figure.tsx';

export interface BenefitsSectionProps {
  eyebrow: string;
  title: string;
  intro: string;
  points: Step[];
}

export function BenefitsSection({ eyebrow, title, intro, points }: BenefitsSectionProps) {
  return (
    <Section id="benefits" name="benefits" align="split" eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 sm:gap-y-8" data-benefits="">
        {points.map((point) => (
          <li key={point.title} className="border-t border-slate-300 pt-4 sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:border-t-2 sm:border-blue-700">
            <h3 className="flex gap-2 font-semibold text-slate-900">
              <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
              {point.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-pretty text-slate-600"><FigureText>{point.description}</FigureText></p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
