import { describe, expect, it } from 'vitest';
import {
  archiveMonths,
  collectTags,
  filterPosts,
  formatDate,
  monthKey,
  monthLabel,
  toggleTag,
} from './filters';
import type { Post } from './posts';

function post(id: string, date: string, tags: string[]): Post {
  return {
    id,
    title: id,
    excerpt: '',
    tags,
    author: { name: 'Ada Okafor', avatar: '/static/images/avatars/ada.svg' },
    date,
    image: '/static/images/scenes/lake.svg',
    imageAlt: '',
  };
}

const posts = [
  post('plans', '2026-10-02', ['Databases', 'Performance']),
  post('rows', '2026-09-30', ['Databases', 'Infrastructure']),
  post('tokens', '2026-09-18', ['Frontend']),
  post('flames', '2026-08-07', ['Performance']),
];

const ids = (list: Post[]) => list.map((item) => item.id);

describe('dates', () => {
  it('derives month keys and labels', () => {
    expect(monthKey('2026-09-18')).toBe('2026-09');
    expect(monthLabel('2026-09')).toBe('September 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });

  it('formats a day without leading zeros', () => {
    expect(formatDate('2026-09-08')).toBe('Sep 8, 2026');
    expect(formatDate('2026-12-25')).toBe('Dec 25, 2026');
  });
});

describe('collectTags', () => {
  it('lists each tag once, alphabetically', () => {
    expect(collectTags(posts)).toEqual([
      'Databases',
      'Frontend',
      'Infrastructure',
      'Performance',
    ]);
  });
});

describe('toggleTag', () => {
  it('adds a missing tag and removes a present one without mutating', () => {
    const selected = ['Frontend'];
    expect(toggleTag(selected, 'Databases')).toEqual(['Frontend', 'Databases']);
    expect(toggleTag(selected, 'Frontend')).toEqual([]);
    expect(selected).toEqual(['Frontend']);
  });
});

describe('filterPosts', () => {
  it('returns every post when nothing is selected', () => {
    expect(ids(filterPosts(posts, { tags: [], month: null }))).toEqual(ids(posts));
  });

  it('matches posts with any selected tag, keeping their order', () => {
    expect(ids(filterPosts(posts, { tags: ['Performance'], month: null }))).toEqual([
      'plans',
      'flames',
    ]);
    expect(
      ids(filterPosts(posts, { tags: ['Frontend', 'Infrastructure'], month: null })),
    ).toEqual(['rows', 'tokens']);
  });

  it('narrows to one month, combined with the tags', () => {
    expect(ids(filterPosts(posts, { tags: [], month: '2026-09' }))).toEqual([
      'rows',
      'tokens',
    ]);
    expect(
      ids(filterPosts(posts, { tags: ['Databases'], month: '2026-09' })),
    ).toEqual(['rows']);
    expect(filterPosts(posts, { tags: ['Frontend'], month: '2026-08' })).toEqual([]);
  });
});

describe('archiveMonths', () => {
  it('counts posts per month, newest month first', () => {
    expect(archiveMonths([...posts].reverse())).toEqual([
      { key: '2026-10', label: 'October 2026', count: 1 },
      { key: '2026-09', label: 'September 2026', count: 2 },
      { key: '2026-08', label: 'August 2026', count: 1 },
    ]);
  });
});
