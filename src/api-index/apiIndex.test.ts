import { describe, expect, it } from 'vitest';
import type { ApiPageEntry } from '../api-reference/pageIndex';
import { apiPages, sections } from '../navigation/sections';
import { API_INDEX_PATHNAME, apiIndexGroups } from './apiIndex';

const page = (section: ApiPageEntry['section'], title: string, pathname: string, kind: ApiPageEntry['kind'] = 'api'): ApiPageEntry => ({
  section,
  pathname,
  title,
  kind,
  guide: kind === 'api' ? null : pathname.replace(/\/[^/]+$/, ''),
  names: [title],
});

const PRODUCTS = [
  { id: 'material-ui', name: 'Material UI' },
  { id: 'joy-ui', name: 'Joy UI' },
  { id: 'base-ui', name: 'Base UI' },
  { id: 'system', name: 'MUI System' },
];

describe('apiIndexGroups', () => {
  it('groups pages by product in product order, sorted by name, and leaves out products without any', () => {
    const groups = apiIndexGroups(PRODUCTS, [
      page('base-ui', 'useToastManager', '/base-ui/react-toast/hooks-api', 'hooks-api'),
      page('material-ui', 'ButtonGroup', '/material-ui/api/button-group'),
      page('base-ui', 'AlertDialog', '/base-ui/react-alert-dialog/components-api', 'components-api'),
      page('material-ui', 'Accordion', '/material-ui/api/accordion'),
      page('material-ui', 'Button', '/material-ui/api/button'),
    ]);
    expect(groups.map((group) => [group.name, group.entries.map((entry) => entry.title)])).toEqual([
      ['Material UI', ['Accordion', 'Button', 'ButtonGroup']],
      ['Base UI', ['AlertDialog', 'useToastManager']],
    ]);
    expect(groups[1]?.entries[1]).toEqual({ title: 'useToastManager', pathname: '/base-ui/react-toast/hooks-api', kind: 'hooks-api' });
  });

  it('refuses a page of no known product, naming it', () => {
    expect(() => apiIndexGroups(PRODUCTS.slice(0, 1), [page('joy-ui', 'Sheet', '/joy-ui/api/sheet')])).toThrow(
      'API index: /joy-ui/api/sheet belongs to "joy-ui", which is not a product of the site.',
    );
  });

  it("lists every one of the site's API pages once", () => {
    const listed = apiIndexGroups(sections, apiPages).flatMap((group) => group.entries.map((entry) => entry.pathname));
    expect(listed.toSorted()).toEqual(apiPages.map((entry) => entry.pathname).toSorted());
  });
});

it('serves the index where SPEC §2 maps /api', () => {
  expect(API_INDEX_PATHNAME).toBe('/api-docs');
});
