/**
 * Every icon on the site renders through here, decorative (aria-hidden) unless given a label.
 * Icons are lucide components imported per icon (`lucide-react/icons/<kebab-name>`), rendered
 * to inline SVG at build time.
 */
import type { LucideIcon } from 'lucide-react';

export function Icon({ icon: Glyph, className, label, strokeWidth }: { icon: LucideIcon; className?: string; label?: string; strokeWidth?: number }) {
  return label ? (
    <Glyph className={className} role="img" aria-label={label} strokeWidth={strokeWidth} />
  ) : (
    <Glyph className={className} aria-hidden="true" strokeWidth={strokeWidth} />
  );
}
