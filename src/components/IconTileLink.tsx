/**
 * A link as a bordered tile: its icon in a tinted square, its name, and (optionally, from sm) a line on what is there.
 * The 404's main sections and /investors' industries served: one tile, so a grid of pages looks the same wherever it is.
 * `stacked`: the icon over the name at every width (a narrow tile in a many-column grid); otherwise only on phones,
 * beside the name from sm.
 */
import type { LucideIcon } from 'lucide-react';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

export function IconTileLink({ href, icon, label, description, stacked = false }: { href: string; icon: LucideIcon; label: string; description?: string; stacked?: boolean }) {
  return (
    <a href={href} className={cx('group flex h-full flex-col items-start gap-2 rounded-card border border-slate-200 p-3 hover:border-blue-300', stacked ? 'sm:p-4' : 'sm:flex-row sm:gap-3 sm:p-4')}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        <Icon icon={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900 group-hover:text-blue-700">{label}</span>
        {/* From sm: on phones the names alone keep a list of pages short (review r6: the 404 was ~3,400 px at 390). */}
        {description && <span className="mt-0.5 hidden text-sm leading-6 text-slate-600 sm:block">{description}</span>}
      </span>
    </a>
  );
}
