/**
 * A link as a rounded chip with its icon: a row of sibling pages (a feature page's other features, the
 * 404's industries). 44 px tall on phones, where it is tapped; its text's height from sm.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

/** `icon` may be left out where a row of chips must stay light (the solution pages' "Used in": design review G r51 item 6). */
export function ChipLink({ href, icon, className, children }: { href: string; icon?: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={cx('inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 px-3 py-2 text-sm font-medium text-slate-700 hover:border-blue-300 hover:text-blue-700 sm:min-h-0', className)}
    >
      {icon && <Icon icon={icon} className="size-4 text-blue-700" />}
      {children}
    </a>
  );
}
