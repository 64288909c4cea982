/**
 * /demo: the schedule-demo form in the hero (level with the headline from lg, right after it on phones) with the
 * company's own assurance under it when supplied, what happens after sending it (under the hero copy, beside the
 * form from lg, after it on phones), a customer's measured result under those steps when the business has case
 * studies (on phones the assurance follows them), then what the session covers and a note on data.
 */
import type { ReactNode } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { PageHero } from '../components/Hero.tsx';
import { IconBadge } from '../components/Cards.tsx';
import { Icon } from '../components/Icon.tsx';
import { DemoRequestFormIsland } from '../islands/index.tsx';
import { navHref } from '../render/paths.ts';
import { EVIDENCE } from '../content/evidence.ts';
import { DemoProof } from './product/CustomerProof.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { DEMO_EXPECTATIONS, DEMO_FORM_HEADING, DEMO_HERO, DEMO_NEXT_STEPS, DEMO_SECURITY_NOTE } from '../content/demo-page.ts';
import { StepNumber } from '../components/StepNumber.tsx';
import { CheckList } from '../components/CheckList.tsx';

/** One item of the page's two lists: a marker (step number or icon) beside a title and its sentence. */
function MarkedItem({ marker, title, description }: { marker: ReactNode; title: string; description: string }) {
  return (
    <li className="flex gap-4">
      {marker}
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-pretty text-slate-600">{description}</p>
      </div>
    </li>
  );
}

/** What happens after sending the form: under the hero copy, beside the taller form from lg. */
function NextSteps() {
  return (
    <div data-section="next-steps">
      {/* At the form heading's size (about 20 px): inside the hero it is a sub-part of the page's
          top, not a section of its own set at section size (review r4). An h2 still: no h2 above it. */}
      <h2 className="text-xl font-semibold text-slate-900">{DEMO_NEXT_STEPS.title}</h2>
      <ol className="mt-4 grid gap-6">
        {DEMO_NEXT_STEPS.steps.map((step, i) => (
          <MarkedItem
            key={step.title}
            marker={<StepNumber n={i + 1} />}
            title={step.title}
            description={step.description}
          />
        ))}
      </ol>
    </div>
  );
}

export function DemoPage() {
  return (
    <>
      <PageHero
        hero={DEMO_HERO}
        // 30 px on phones, as /pricing's: at 36 px the balanced title set in three lines with ~80 px dead on the right at
        // 390 (design review V r53 item 8); at 30 px it sets in two.
        smallerTitleOnPhones
        // The form level with the eyebrow, the assurance under it (review C r15: centred beside the steps, proof and
        // assurance, the form started ~400 px below the headline and left an empty column beside the assurance); the
        // two columns now end near level. On phones the assurance comes last, after what happens next and the proof: between
        // the form and the steps that explain it, it split them (review C r22).
        visual={
          <>
            <DemoRequestFormIsland heading={DEMO_FORM_HEADING} />
            <ComplianceBadges framed onlyWithAssurance compact className="max-lg:order-last lg:mt-10" />
          </>
        }
        visualTop
        visualPartsBelowLg
        underCopy={
          <>
            <NextSteps />
            <DemoProof studies={EVIDENCE.caseStudies} />
          </>
        }
      />
      {/* The site's section heading above both columns, so the list and the data card start on one line
          and the card stretches to the list's height (review: it ended ~60 px above it at 1280). */}
      <section aria-labelledby="session-heading" className="bg-white py-16 sm:py-20" data-section="demo-request">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{DEMO_EXPECTATIONS.eyebrow}</p>
          <h2 id="session-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {DEMO_EXPECTATIONS.title}
          </h2>
          <div className="mt-10 grid gap-10 lg:grid-cols-5 lg:gap-12">
            <div className="min-w-0 lg:col-span-3" data-section="what-to-expect">
              <ul className="grid gap-6">
                {DEMO_EXPECTATIONS.items.map((item) => (
                  <MarkedItem
                    key={item.title}
                    marker={
                      <span className="shrink-0">
                        <IconBadge icon={item.icon} />
                      </span>
                    }
                    title={item.title}
                    description={item.description}
                  />
                ))}
              </ul>
            </div>
            <aside aria-labelledby="data-note-heading" className="flex min-w-0 flex-col rounded-card border border-slate-200 bg-slate-50 p-6 lg:col-span-2" data-section="demo-data-note">
              <h3 id="data-note-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Icon icon={ShieldCheck} className="size-5 text-blue-700" />
                {DEMO_SECURITY_NOTE.title}
              </h3>
              {/* The site's check list, not disc bullets (design review Q r47). */}
              <CheckList items={DEMO_SECURITY_NOTE.points} size="sm" className="mt-4" />
              <a href={navHref(DEMO_SECURITY_NOTE.link.path)} className="mt-5 inline-flex items-center gap-1 self-start py-0.5 text-sm font-semibold text-blue-700 hover:underline lg:mt-auto lg:pt-5">
                {DEMO_SECURITY_NOTE.link.label}
                <Icon icon={ArrowRight} className="size-4" />
              </a>
            </aside>
          </div>
        </div>
      </section>
    </>
  );
}
