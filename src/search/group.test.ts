import { describe, expect, it } from 'vitest';
import type { SearchHit } from './engine';
import { groupByProduct } from './group';
import type { SearchProduct } from './types';

const hit = (id: string, product: SearchProduct): SearchHit => ({ id, url: `/${id}`, title: id, page: '', product, kind: 'guide', score: 1, terms: [] });

describe('groupByProduct', () => {
  const hits = [hit('a', 'joy-ui'), hit('b', 'material-ui'), hit('c', 'joy-ui'), hit('d', 'base-ui')];

  it('puts the current product first and keeps the rest in order of their best hit', () => {
    const groups = groupByProduct(hits, 'base-ui');
    expect(groups.map((group) => group.product)).toEqual(['base-ui', 'joy-ui', 'material-ui']);
    expect(groups[1]?.hits.map((h) => h.id)).toEqual(['a', 'c']);
  });

  it('keeps rank order when there is no current product or it has no hits', () => {
    expect(groupByProduct(hits, undefined).map((group) => group.product)).toEqual(['joy-ui', 'material-ui', 'base-ui']);
    expect(groupByProduct(hits, 'system').map((group) => group.product)).toEqual(['joy-ui', 'material-ui', 'base-ui']);
    expect(groupByProduct([], 'joy-ui')).toEqual([]);
  });
});
