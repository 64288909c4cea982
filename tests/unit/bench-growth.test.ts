/** The scale bench's linear-growth verdict (tools/bench/growth.ts). */
import { describe, expect, it } from 'vitest';
import { phaseGrowth } from '../../tools/bench/growth.ts';

const run = (pages: number, timings: Record<string, number>) => ({ pages, timings: Object.entries(timings).map(([phase, ms]) => ({ phase, ms })) });

describe('linear growth', () => {
  it('holds when every per-page cost falls, even with a phase that took 0 ms at the small size', () => {
    const growth = phaseGrowth(run(1000, { load: 80, render: 900, check: 0, write: 400 }), run(10000, { load: 80, render: 6300, check: 0, write: 3400 }));
    expect(growth.map((g) => g.phase)).toEqual(['render', 'check', 'write']);
    expect(growth.every((g) => g.linear)).toBe(true);
  });

  it('fails on a phase whose per-page cost grows past the slack', () => {
    const growth = phaseGrowth(run(1000, { render: 600, css: 200 }), run(10000, { render: 6000, css: 4000 }));
    expect(growth.find((g) => g.phase === 'css')).toMatchObject({ small: 0.2, large: 0.4, linear: false });
    expect(growth.find((g) => g.phase === 'render')?.linear).toBe(true);
  });

  it('counts a phase that appears only at the larger size, once it is more than noise', () => {
    expect(phaseGrowth(run(1000, { render: 600 }), run(10000, { render: 6000, spill: 900 })).find((g) => g.phase === 'spill')?.linear).toBe(false);
    expect(phaseGrowth(run(1000, { render: 600 }), run(10000, { render: 6000, spill: 2 })).find((g) => g.phase === 'spill')?.linear).toBe(true);
  });

  it("holds with a small phase that appears only at the larger size (the last writes' wait), under 1% of the build", () => {
    const small = run(1000, { write: 437, render: 2123, flush: 0, headers: 0.9, check: 25 });
    const large = run(10000, { write: 4346, render: 14518, flush: 21, headers: 12.4, check: 175 });
    expect(phaseGrowth(small, large).every((g) => g.linear)).toBe(true);
    // The same phase at 2% of the build is growth.
    expect(phaseGrowth(small, run(10000, { write: 4346, render: 14518, flush: 400, check: 175 })).find((g) => g.phase === 'flush')?.linear).toBe(false);
  });

  it('leaves the once-per-build phases out', () => {
    expect(phaseGrowth(run(1000, { load: 10, assets: 5, render: 1 }), run(10000, { load: 900, assets: 500, render: 10 })).map((g) => g.phase)).toEqual(['render']);
  });
});
