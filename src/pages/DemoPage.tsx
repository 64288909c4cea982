/** /demo: the schedule-demo form beside a short "what to expect" column. */
import { PageHero } from '../components/Hero.tsx';
import { DocumentAnalysisVisual } from '../components/visuals/DocumentAnalysisVisual.tsx';
import { HOME } from '../content/home.ts';
import { IconBadge } from '../components/Cards.tsx';
import { DemoRequestFormIsland } from '../islands/index.tsx';
import { DEMO_EXPECTATIONS, DEMO_FORM_HEADING, DEMO_HERO } from '../content/demo-page.ts';

export function DemoPage() {
  return (
    <>
      <PageHero hero={DEMO_HERO} visual={<DocumentAnalysisVisual document={HOME.demo.document} />} />
      <section aria-label="Demo request" className="bg-white py-16 sm:py-20" data-section="demo-request">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-3">
            <DemoRequestFormIsland heading={DEMO_FORM_HEADING} />
          </div>
          <aside aria-labelledby="expect-heading" className="min-w-0 lg:col-span-2" data-section="what-to-expect">
            <h2 id="expect-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {DEMO_EXPECTATIONS.title}
            </h2>
            <ul className="mt-6 grid gap-6">
              {DEMO_EXPECTATIONS.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="shrink-0">
                    <IconBadge icon={item.icon} />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-8 border-t border-slate-200 pt-6 text-sm leading-6 text-slate-600">{DEMO_EXPECTATIONS.footnote}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
