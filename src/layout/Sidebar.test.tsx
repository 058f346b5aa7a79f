// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import materialUi from '../../content/material-ui/pages';
import { clickEventFor } from '../analytics/clickEvents';
import { flattenPages } from '../navigation/registry';
import type { PageItem, Section } from '../navigation/types';
import Sidebar from './Sidebar';

const section: Section = {
  id: 'material-ui',
  name: 'Material UI',
  description: 'Components.',
  pathPrefix: '/material-ui',
  landing: '/material-ui/a',
  pages: [
    { pathname: '/material-ui/start', title: 'Start', children: [{ pathname: '/material-ui/a', title: 'A' }] },
    {
      pathname: '/material-ui/more',
      title: 'More',
      children: [
        { pathname: '/material-ui/more/inputs', subheader: 'Inputs', children: [{ pathname: '/material-ui/react-slider', newFeature: true, plan: 'pro' }] },
        { pathname: '/material-ui/more/nested', title: 'Nested', children: [{ pathname: '/material-ui/old', deprecated: true, legacy: true, beta: true, unstable: true, planned: true }] },
      ],
    },
    { pathname: '/material-ui/api-group', title: 'API', collapsed: true, children: [{ pathname: '/material-ui/api/slider', title: 'Slider' }] },
    { pathname: '/store-link', title: 'Store', href: 'https://mui.com/store/' },
    { pathname: '/material-ui/x-charts-link', title: 'Charts', href: 'https://mui.com/x/react-charts/' },
  ],
};

function render(pathname: string, shown: Section = section) {
  document.body.innerHTML = renderToStaticMarkup(<Sidebar section={shown} pathname={pathname} />);
  return document.querySelector('nav') as HTMLElement;
}

describe('Sidebar', () => {
  it('is a labelled navigation that is also the small-screen drawer', () => {
    const nav = render('/material-ui/a');
    expect(nav.getAttribute('aria-label')).toBe('Material UI pages');
    expect(nav.getAttribute('popover')).toBe('auto');
    expect(nav.id).toBe('sidebar');
  });

  it('marks only the current page', () => {
    const nav = render('/material-ui/react-slider');
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('href')).toBe('/material-ui/react-slider');
    expect(current[0]?.textContent).toBe('SliderProNew');
  });

  it('shows every flag as a chip, plan first', () => {
    const nav = render('/material-ui/a');
    const chips = [...nav.querySelectorAll('a[href="/material-ui/old"] [data-flag]')].map((chip) => chip.textContent);
    expect(chips).toEqual(['Planned', 'Unstable', 'Beta', 'Legacy', 'Deprecated']);
  });

  it('opens top-level groups, and nested groups only when they hold the current page', () => {
    const details = (nav: HTMLElement, title: string) =>
      [...nav.querySelectorAll('details')].find((d) => d.querySelector('summary')?.textContent === title) as HTMLDetailsElement;
    expect(details(render('/material-ui/a'), 'Nested').open).toBe(false);
    expect(details(render('/material-ui/old'), 'Nested').open).toBe(true);
    expect(details(render('/material-ui/old'), 'Start').open).toBe(true);
  });

  it('keeps a collapsed top-level group closed unless it holds the current page', () => {
    const api = (nav: HTMLElement) => [...nav.querySelectorAll('details')].find((d) => d.querySelector('summary')?.textContent === 'API') as HTMLDetailsElement;
    expect(api(render('/material-ui/a')).open).toBe(false);
    expect(api(render('/material-ui/api/slider')).open).toBe(true);
  });

  it('renders subheaders as headings of their group, not links', () => {
    const nav = render('/material-ui/a');
    expect([...nav.querySelectorAll('p')].map((p) => p.textContent)).toContain('Inputs');
    expect(nav.querySelector('a[href="/material-ui/more/inputs"]')).toBeNull();
  });

  it('opens external links in a new tab and says so', () => {
    const link = render('/material-ui/a').querySelector('a[href="https://mui.com/store/"]') as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('tracks a click on an external link as outbound, with the product its URL names', () => {
    const nav = render('/material-ui/a');
    const charts = nav.querySelector('a[href="https://mui.com/x/react-charts/"]');
    expect(clickEventFor(charts, () => 0)).toEqual({
      category: 'outbound',
      params: { eventAction: 'sidebar', eventLabel: 'https://mui.com/x/react-charts/', productId: 'charts', productCategoryId: 'x' },
    });
    const store = nav.querySelector('a[href="https://mui.com/store/"]');
    expect(clickEventFor(store, () => 0)?.params).toEqual({ eventAction: 'sidebar', eventLabel: 'https://mui.com/store/' });
  });
});

describe('the Material UI sidebar', () => {
  /** Items of the sidebar's "MUI X" group. */
  const muiX = (items: readonly PageItem[]): PageItem[] =>
    items.flatMap((item) => (item.subheader === 'MUI X' ? (item.children ?? []) : muiX(item.children ?? [])));

  it('has an MUI X group of outbound links, none of them a page', () => {
    const items = muiX(materialUi.pages);
    expect(items.map((item) => [item.title, item.href])).toEqual([
      ['Data Grid', 'https://mui.com/x/react-data-grid/'],
      ['Date and Time Pickers', 'https://mui.com/x/react-date-pickers/'],
      ['Charts', 'https://mui.com/x/react-charts/'],
      ['Tree View', 'https://mui.com/x/react-tree-view/'],
    ]);
    expect(flattenPages(items)).toEqual([]);
  });

  it('renders each MUI X link with the product its URL names in the click event', () => {
    const nav = render('/material-ui/getting-started', materialUi);
    const events = muiX(materialUi.pages).map((item) => clickEventFor(nav.querySelector(`a[href="${item.href}"][target="_blank"]`), () => 0));
    expect(events.map((event) => [event?.category, event?.params.productId, event?.params.productCategoryId])).toEqual([
      ['outbound', 'data-grid', 'x'],
      ['outbound', 'date-pickers', 'x'],
      ['outbound', 'charts', 'x'],
      ['outbound', 'tree-view', 'x'],
    ]);
  });
});
