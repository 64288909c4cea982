/**
 * The compliance coverage section: the seven frameworks the site lists, or those that apply to the
 * page's industry (docs/product-rules.md#compliance-frameworks), one shared list. A split section (statement on the left, the frameworks as one
 * ruled list on the right), each linking to what the listing means on /security.
 */
import { COMPLIANCE_FRAMEWORKS, LISTING_HEADING, LISTING_MEANING, SECURITY_PATH, type ComplianceFramework } from '../content/compliance.ts';
import { Section } from './Section.tsx';

export function ComplianceSection({ intro, frameworks = COMPLIANCE_FRAMEWORKS }: { intro: string; frameworks?: ComplianceFramework[] }) {
  return (
    <Section id="compliance" name="compliance" tone="dark" align="split" eyebrow={LISTING_HEADING} title="Built for the frameworks you answer to" intro={`${intro} ${LISTING_MEANING}`}>
      <ul className="border-t border-white/10" data-cards="compliance">
        {frameworks.map((framework) => (
          <li key={framework.name} className="grid gap-1 border-b border-white/10 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6" data-card="">
            <h3 className="font-semibold">
              <a href={`${SECURITY_PATH}#${framework.id}`} className="underline decoration-white/30 underline-offset-4 hover:decoration-white">
                {framework.name}
              </a>
            </h3>
            <p className="text-sm leading-6 text-slate-300">{framework.scope}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
