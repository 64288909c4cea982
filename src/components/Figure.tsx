/**
 * A product figure as pages show it (98%, <500 ms, Up to 80%...): the one component every stat band,
 * spec sheet and figure row renders a value through. When the business has supplied how the figure
 * was measured (content/methodology/), the value links to that entry on /methodology; otherwise it
 * renders exactly as plain text, so a site without methodology entries is unchanged.
 */
import { methodologyFor } from '../content/evidence.ts';
import { productFigureOf } from '../content/figures.ts';
import { methodologyHref } from '../content/evidence-paths.ts';

export function Figure({ value }: { value: string }) {
  const figure = productFigureOf(value);
  const entry = figure && methodologyFor(figure.id);
  if (!figure || !entry) return <>{value}</>;
  return (
    <a href={methodologyHref(figure.id)} className="underline decoration-current/30 decoration-dotted underline-offset-4 hover:decoration-solid" data-methodology-link={figure.id} title={`How "${figure.statement}" was measured`}>
      {value}
    </a>
  );
}
