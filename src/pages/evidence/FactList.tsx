/**
 * A fact whose value is a list (a case study's integrations, a model's known limits): one item a line, in the fact's
 * value cell. Shared so every evidence list reads alike.
 */
import type { ReactNode } from 'react';
import { cx } from '../../components/cx.ts';

export function FactList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cx('grid gap-1', className)}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
