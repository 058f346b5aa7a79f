import { describe, expect, it } from 'vitest';
import type { ApiPageEntry } from '../api-reference/pageIndex';
import { apiTabsOf, groupApiTabs, withApiPages } from './apiPages';
import { checkPagesAgainstFiles, findActivePage } from './registry';
import type { Section } from './types';

const section: Section = { id: 'material-ui', name: 'Material UI', description: 'd', pathPrefix: '/material-ui', landing: '/material-ui/a', pages: [{ pathname: '/material-ui/a', title: 'A' }] };
const base: Section = { ...section, id: 'base-ui', name: 'Base UI', pathPrefix: '/base-ui', landing: '/base-ui/react-switch', pages: [{ pathname: '/base-ui/react-switch' }] };
const pages: ApiPageEntry[] = [
  { section: 'material-ui', pathname: '/material-ui/api/slider', title: 'Slider', kind: 'api', guide: null, names: ['Slider'] },
  { section: 'material-ui', pathname: '/material-ui/api/button', title: 'Button', kind: 'api', guide: null, names: ['Button'] },
  { section: 'base-ui', pathname: '/base-ui/react-switch/hooks-api', title: 'Switch', kind: 'hooks-api', guide: '/base-ui/react-switch', names: ['useSwitch'] },
  { section: 'base-ui', pathname: '/base-ui/react-switch/components-api', title: 'Switch', kind: 'components-api', guide: '/base-ui/react-switch', names: ['Switch.Root'] },
];

describe('API pages in the registry', () => {
  const [material, baseUi] = withApiPages([section, base], pages, 'API');

  it('appends an API group, sorted by title, of typed api pages', () => {
    expect(material?.pages[1]).toEqual({
      pathname: '/material-ui/api-group',
      title: 'API',
      collapsed: true,
      children: [
        { pathname: '/material-ui/api/button', title: 'Button', kind: 'api' },
        { pathname: '/material-ui/api/slider', title: 'Slider', kind: 'api' },
      ],
    });
    expect(findActivePage(material?.pages ?? [], '/material-ui/api/slider')?.parents.map((p) => p.title)).toEqual(['API']);
  });

  it('keeps tab pages off the sidebar and lists them for their guide in tab order', () => {
    expect(baseUi?.pages).toEqual(base.pages);
    expect(apiTabsOf(pages, '/base-ui/react-switch').map((p) => p.kind)).toEqual(['components-api', 'hooks-api']);
    expect(apiTabsOf(pages, '/material-ui/a')).toEqual([]);
  });

  it('does not ask for an .mdx file behind a generated API page', () => {
    expect(checkPagesAgainstFiles(material ? [material] : [], ['material-ui/a.mdx'])).toEqual([]);
  });
});

describe('groupApiTabs', () => {
  it('gives each guide the tabs apiTabsOf gives it', () => {
    const groups = groupApiTabs(pages);
    expect([...groups.keys()]).toEqual(['/base-ui/react-switch']);
    expect(groups.get('/base-ui/react-switch')).toEqual(apiTabsOf(pages, '/base-ui/react-switch'));
  });
});
