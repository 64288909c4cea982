/** /about and /investors: hero, key figures, content blocks, optional compliance section, contact band. */
import CircleCheck from 'lucide-react/icons/circle-check';
import { PageHero } from '../components/Hero.tsx';
import { Section, type SectionTone } from '../components/Section.tsx';
import { CardGrid } from '../components/Cards.tsx';
import { ComplianceSection } from '../components/ComplianceSection.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import type { CompanyBlock, CompanyPageContent, CompanyStat } from '../content/company.ts';
import { CtaPanel } from './resources/CtaPanel.tsx';
import { salesMailto } from './resources/mailto.ts';

function StatBand({ stats }: { stats: CompanyStat[] }) {
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white" data-section="stats">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 border-l-2 border-blue-700 pl-4" data-stat="">
            <dt className="text-sm leading-5 text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Alternating white and muted backgrounds keep long pages readable. */
const BLOCK_TONES: SectionTone[] = ['white', 'muted'];

function Block({ block, tone }: { block: CompanyBlock; tone: SectionTone }) {
  const hasProse = Boolean(block.paragraphs || block.bullets);
  return (
    <Section id={block.id} name={block.id} tone={tone} align="left" eyebrow={block.eyebrow} title={block.title}>
      {hasProse && (
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-600 lg:col-span-3">
            {block.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </div>
          {block.bullets && (
            <ul className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-6 lg:col-span-2">
              {block.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-slate-700">
                  <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
                  {bullet}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {block.cards && <CardGrid cards={block.cards} name={block.id} />}
    </Section>
  );
}

export function CompanyPage({ page }: { page: CompanyPageContent }) {
  const { contact } = page;
  return (
    <>
      <PageHero hero={page.hero} />
      <StatBand stats={page.stats} />
      {page.blocks.map((block, i) => (
        <Block key={block.id} block={block} tone={BLOCK_TONES[i % BLOCK_TONES.length]} />
      ))}
      {page.compliance && <ComplianceSection intro={page.compliance.intro} />}
      <CtaPanel id="contact" title={contact.title} description={contact.description}>
        <ButtonLink href={salesMailto(contact.subject)} size="lg">
          {contact.label}
        </ButtonLink>
        {contact.secondary && (
          <ButtonLink href={navHref(contact.secondary.path)} variant="secondary" size="lg">
            {contact.secondary.label}
          </ButtonLink>
        )}
      </CtaPanel>
      {page.disclaimer && (
        <p className="mx-auto max-w-3xl px-4 pb-16 text-center text-xs leading-5 text-slate-600 sm:px-6" data-disclaimer="">
          {page.disclaimer}
        </p>
      )}
    </>
  );
}
