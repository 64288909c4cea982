/** Home's feature cells in headed groups (design review F r51 home item 2): every feature in exactly one group. */
import { describe, expect, it } from 'vitest';
import { groupCells } from '../../src/pages/product/FeaturePanel.tsx';
import { HOME } from '../../src/content/home.ts';
import { FEATURE_CARDS, featurePath } from '../../src/content/features.ts';
import { requireLinks, type LinkedCard } from '../../src/pages/product/LinkTiles.tsx';

const card = (href: string): LinkedCard => ({ ...FEATURE_CARDS[0]!, title: href, href });

describe('groupCells', () => {
  it('keeps each group\'s order and every card', () => {
    const groups = groupCells([card('/a'), card('/b'), card('/c')], [{ title: 'One', hrefs: ['/c', '/a'] }, { title: 'Two', hrefs: ['/b'] }]);
    expect(groups.map((g) => [g.title, g.cards.map((c) => c.href)])).toEqual([['One', ['/c', '/a']], ['Two', ['/b']]]);
  });

  it('fails on a card in no group, in two, or a group naming a page no card links', () => {
    expect(() => groupCells([card('/a'), card('/b')], [{ title: 'One', hrefs: ['/a'] }])).toThrow('"/b" is in 0 groups');
    expect(() => groupCells([card('/a')], [{ title: 'One', hrefs: ['/a'] }, { title: 'Two', hrefs: ['/a'] }])).toThrow('"/a" is in 2 groups');
    expect(() => groupCells([card('/a')], [{ title: 'One', hrefs: ['/a', '/z'] }])).toThrow('/z');
  });

  it('puts home\'s eight features in two groups of four, in sentence case', () => {
    const groups = groupCells(requireLinks(FEATURE_CARDS), HOME.features.groups.map((g) => ({ title: g.title, hrefs: g.slugs.map((slug) => featurePath({ slug })) })));
    expect(groups.map((g) => g.cards.length)).toEqual([4, 4]);
    for (const g of groups) expect(g.title).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
  });
});
