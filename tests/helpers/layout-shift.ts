/**
 * Cumulative layout shift in real Chromium: call before page.goto; the returned function reads the sum of
 * the shifts so far that no recent input excuses (as CLS counts them).
 */
import type { Page } from 'playwright-core';

export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { cls: number }).cls);
}
