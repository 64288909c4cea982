/**
 * Every icon on the site renders through here, decorative (aria-hidden) unless given a label.
 * Icons are lucide components imported per icon (`lucide-react/icons/<kebab-name>`), rendered
 * to inline SVG at build time.
 *
 * The SVG is written lean: only the viewBox and the icon's shapes, with the stroke settings lucide
 * repeats on every icon (fill, stroke, line caps and joins, width 2) given once by `.icon` in
 * src/styles/main.css. Industry pages carry ~30 icons, so this keeps ~0.4 KB gzip out of their
 * HTML (first-load budget, BENCHMARKS.md). Should lucide's component shape change so its shapes
 * cannot be read, the icon falls back to lucide's own rendering.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type IconNode = [tag: string, attrs: Record<string, string | number>, children?: IconNode][];

const shapesCache = new WeakMap<LucideIcon, IconNode | null>();

/** The icon's shapes (lucide's icon node), read from the component without rendering it. */
function iconShapes(Glyph: LucideIcon): IconNode | null {
  if (shapesCache.has(Glyph)) return shapesCache.get(Glyph)!;
  let node: IconNode | null = null;
  try {
    // lucide-react's icons are forwardRef components that render <Icon icon={{ node, ... }} />.
    const render = (Glyph as unknown as { render?: (props: object, ref: null) => ReactElement<{ icon?: { node?: IconNode; size?: number } }> }).render;
    const icon = render?.({}, null)?.props?.icon;
    if (Array.isArray(icon?.node) && (icon.size ?? 24) === 24) node = icon.node;
  } catch {
    node = null;
  }
  shapesCache.set(Glyph, node);
  return node;
}

function shapes(node: IconNode): ReactNode[] {
  return node.map(([tag, { key, ...attrs }, children], i) => createElement(tag, { key: key ?? i, ...attrs }, children ? shapes(children) : undefined));
}

export function Icon({ icon: Glyph, className, label, strokeWidth }: { icon: LucideIcon; className?: string; label?: string; strokeWidth?: number }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' as const };
  const node = iconShapes(Glyph);
  if (!node) return <Glyph className={className} strokeWidth={strokeWidth} {...a11y} />;
  return (
    <svg viewBox="0 0 24 24" className={className ? `icon ${className}` : 'icon'} strokeWidth={strokeWidth} {...a11y}>
      {shapes(node)}
    </svg>
  );
}
