/**
 * "How We Measure Our Figures ->" to /methodology, on its own line: nothing while the business has published no
 * methodology entry (there is then no such page).
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from '../../components/Icon.tsx';
import { EVIDENCE } from '../../content/evidence.ts';
import { METHODOLOGY_PAGE } from '../../content/evidence-copy.ts';
import { METHODOLOGY_PATH } from '../../content/evidence-paths.ts';
import { navHref } from '../../render/paths.ts';
import { cx } from '../../components/cx.ts';

export function MethodologyPageLink({ className }: { className?: string }) {
  if (!EVIDENCE.methodology.length) return null;
  return (
    <p className={cx(className)}>
      <a href={navHref(METHODOLOGY_PATH)} className="inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800" data-methodology-page-link="">
        {METHODOLOGY_PAGE.linkLabel}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </p>
  );
}
