import { describe, expect, it } from 'vitest';
import { contentSections } from '../navigation/contentSections';
import { flattenPages } from '../navigation/registry';
import type { PageItem } from '../navigation/types';
import { matchesFilter } from './filter';
import { componentGroups } from './groups';
import { PICTURE_HEIGHT, PICTURE_WIDTH, PICTURES, pictureFor } from './pictures';

const material = contentSections.find((section) => section.id === 'material-ui');

describe('All components groups', () => {
  it('gives every Material UI component page a card with a picture, grouped like the sidebar', () => {
    if (!material) throw new Error('no material-ui section');
    const componentsGroup = material.pages.find((item) => item.pathname === '/material-ui/components');
    const componentPages = flattenPages(componentsGroup?.children ?? [])
      .map((item) => item.pathname)
      .filter((pathname) => /\/react-[a-z-]+$/.test(pathname) || pathname === '/material-ui/icons');
    const groups = componentGroups(material.pages, '/material-ui/components');
    expect(groups.flatMap((group) => group.cards.map((card) => card.pathname)).sort()).toEqual(componentPages.sort());
    expect(groups.map((group) => group.title)).toEqual(expect.arrayContaining(['Inputs', 'Data display', 'Feedback', 'Surfaces', 'Navigation', 'Layout', 'Lab', 'Utils']));
  });

  it('leaves out guides and external links, and groups left empty', () => {
    const pages: PageItem[] = [
      {
        pathname: '/p/components',
        children: [
          { pathname: '/p/components/a', subheader: 'Inputs', children: [{ pathname: '/p/react-button' }, { pathname: '/p/about-the-lab' }, { pathname: '/p/react-slider', href: 'https://example.com' }] },
          { pathname: '/p/components/b', subheader: 'Guides', children: [{ pathname: '/p/overview' }] },
        ],
      },
    ];
    expect(componentGroups(pages, '/p/components')).toEqual([{ title: 'Inputs', cards: [{ pathname: '/p/react-button', title: 'Button' }] }]);
    expect(() => componentGroups(pages, '/p/missing')).toThrow('The sidebar has no "/p/missing" group');
  });

  it('filters by name ignoring case, spaces and hyphens', () => {
    expect(matchesFilter('Bottom Navigation', 'bottomnav')).toBe(true);
    expect(matchesFilter('Click-Away Listener', 'click away')).toBe(true);
    expect(matchesFilter('Text Field', 'FIELD')).toBe(true);
    expect(matchesFilter('Slider', 'switch')).toBe(false);
    expect(matchesFilter('Slider', '')).toBe(true);
  });

  it('draws every shape inside the canvas', () => {
    for (const [name, shapes] of Object.entries(PICTURES)) {
      for (const shape of shapes) {
        const [x1, y1, x2, y2] =
          shape.kind === 'rect' ? [shape.x, shape.y, shape.x + shape.w, shape.y + shape.h] : shape.kind === 'circle' ? [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r] : [shape.x1, shape.y1, shape.x2, shape.y2];
        expect(Math.min(x1, x2), name).toBeGreaterThanOrEqual(0);
        expect(Math.min(y1, y2), name).toBeGreaterThanOrEqual(0);
        expect(Math.max(x1, x2), name).toBeLessThanOrEqual(PICTURE_WIDTH);
        expect(Math.max(y1, y2), name).toBeLessThanOrEqual(PICTURE_HEIGHT);
      }
    }
    expect(pictureFor('/material-ui/react-button')).toBe(PICTURES.button);
    expect(pictureFor('/material-ui/react-unknown')).toBeUndefined();
  });
});
