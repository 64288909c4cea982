/**
 * The product figures a prose section is the point of (a technology explainer's, a /learn lesson's):
 * value over a label that gives only its unit and context, so the number is said once (design review:
 * "80%" over "Up to 80% lower..." said it twice). One figure takes the row; two or three share it from sm.
 * `then` completes a two-part figure ("Under 1 s per response, <500 ms on average": one claim, one box).
 */
import type { SectionFigure } from '../content/types.ts';
import { Figure } from './Figure.tsx';
import { cx } from './cx.ts';

export type { SectionFigure };

export function SectionFigures({ figures }: { figures: readonly SectionFigure[] }) {
  const lone = figures.length === 1;
  return (
    <dl className={cx('mt-6 grid gap-6 rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6', !lone && (figures.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'))} data-section="claims">
      {figures.map((figure) => (
        <div key={figure.value} className={cx('flex flex-col border-l-2 border-blue-700 pl-4', lone && 'sm:flex-row sm:items-center sm:gap-5')} data-claim="">
          <dt className="text-3xl font-bold tracking-tight text-slate-900">
            <Figure value={figure.value} />
          </dt>
          <dd className={cx('mt-1 text-sm leading-5 text-slate-600', lone && 'sm:mt-0 sm:text-base')}>
            {figure.label}
            {figure.then && (
              <>
                {', '}
                <span className="font-semibold whitespace-nowrap text-slate-900">
                  <Figure value={figure.then.value} />
                </span>{' '}
                {figure.then.label}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
