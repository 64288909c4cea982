/**
 * A name list filled down its columns (src/pages/product/LinkTiles.tsx NameLinkList `down`): the first n % c columns one
 * name longer, the grid's column flow told where a shorter column opens (design review r44: home's thirteen industries
 * row by row left "Architecture" alone in a fifth row).
 */
import { describe, expect, it } from 'vitest';
import { shortColumnOpeners } from '../../src/pages/product/LinkTiles.tsx';

describe('shortColumnOpeners', () => {
  it('sends back to the first row the name that opens a column after a shorter one', () => {
    // 5 / 4 / 4: the third column opens at the tenth name (the second opens at the sixth on its own).
    expect([...shortColumnOpeners(13, { columns: 3, rows: 5 }, 'Industries')]).toEqual([9]);
    // 4 / 3 / 3 / 3: the third and fourth open at the eighth and eleventh.
    expect([...shortColumnOpeners(13, { columns: 4, rows: 4 }, 'Industries')]).toEqual([7, 10]);
    // Columns of one length need nothing.
    expect([...shortColumnOpeners(12, { columns: 3, rows: 4 }, 'Industries')]).toEqual([]);
    expect([...shortColumnOpeners(3, { columns: 3, rows: 1 }, 'Teams')]).toEqual([]);
  });

  it('fails the build, naming the list, when the rows do not fit the count', () => {
    expect(() => shortColumnOpeners(14, { columns: 3, rows: 4 }, 'Industries')).toThrow(/"Industries": 14 names in 3 columns take 5 rows, not 4/);
  });
});
