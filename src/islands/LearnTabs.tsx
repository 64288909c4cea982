import type { LearnTab } from '../content/types.ts';
export interface LearnTabsProps {
  tabs: LearnTab[];
}
export function LearnTabs({ tabs }: LearnTabsProps) {
  return <div>{tabs.map((t) => <div key={t.id}>{t.title}</div>)}</div>;
}
