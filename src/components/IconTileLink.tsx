/**
 * A link as a bordered tile: its icon in a tinted square, its name, and (optionally, from sm) a line on what is there.
 * The 404's main sections: the icon over the name on phones, beside it from sm. (/investors' industries were row tiles
 * of this component until reviews B r24-r26 found thirteen link tiles there "repeat the footer and nav": they are an
 * unlinked list now, CompanyPage's Tags.)
 */
import type { LucideIcon } from 'lucide-react';
import { Icon } from './Icon.tsx';

export function IconTileLink({ href, icon, label, description }: { href: string; icon: LucideIcon; label: string; description?: string }) {
  return (
    <a href={href} className="group flex h-full flex-col items-start gap-2 rounded-card border border-slate-200 p-3 hover:border-blue-300 sm:flex-row sm:gap-3 sm:p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        <Icon icon={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900 group-hover:text-blue-700" data-tile-name="">
          {label}
        </span>
        {/* From sm: on phones the names alone keep a list of pages short (review r6: the 404 was ~3,400 px at 390). */}
        {description && <span className="mt-0.5 hidden text-sm leading-6 text-slate-600 sm:block">{description}</span>}
      </span>
    </a>
  );
}
