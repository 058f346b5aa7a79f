import { describe, expect, it } from 'vitest';
import type { ApiComponent, ApiSectionData } from '../../src/api-reference/types';
import { headingIds, rewriteSectionLinks, sitePages } from './siteLinks';

function component(overrides: Partial<ApiComponent>): ApiComponent {
  return {
    name: 'Dialog',
    section: 'material-ui',
    packageName: '@mui/material',
    pathname: '/material-ui/api/dialog',
    anchor: '',
    description: '',
    imports: [],
    props: [],
    slots: [],
    classes: [],
    inheritance: null,
    themeDefaultProps: null,
    forwardsRef: true,
    demos: [],
    ...overrides,
  };
}

describe('headingIds', () => {
  it('slugs h2–h6 headings as the page renders them, skipping code blocks and repeating slugs like GitHub', () => {
    const mdx = ['---', 'title: Dialog', '---', '# Dialog', '', '## Basic dialog', '', '```md', '## Not a heading', '```', '### Building with `useAutocomplete`', '## **Bold** [link](/x) heading', '## Basic dialog'].join('\n');
    expect(headingIds(mdx)).toEqual(['basic-dialog', 'building-with-useautocomplete', 'bold-link-heading', 'basic-dialog-1']);
  });
});

describe('rewriteSectionLinks', () => {
  const dialog = component({
    props: [{ name: 'open', type: 'boolean', default: null, description: 'See [Modal](https://mui.com/material-ui/api/modal/#props).', required: true, deprecated: 'Use [the guide](https://mui.com/blog/x/) instead.', signature: null }],
    slots: [{ name: 'transition', default: 'Fade', description: 'The transition. [Follow this guide](/material-ui/transitions/#transition-slots) to learn more.' }],
  });
  const modal = component({ name: 'Modal', pathname: '/material-ui/api/modal' });
  const section: ApiSectionData = { section: 'material-ui', packageName: '@mui/material', packageVersion: '9.5.0', components: [dialog, modal], hooks: [], skipped: [], deprecated: [] };
  const pages = sitePages([{ pathname: '/material-ui/react-transitions', anchors: ['child-requirements'] }], [section]);

  it('knows the anchors of API pages', () => {
    expect([...(pages.get('/material-ui/api/dialog') ?? [])]).toEqual(expect.arrayContaining(['props', 'slots', 'prop-open', 'slot-transition']));
  });

  it('rewrites the links of descriptions and deprecation reasons, and nothing else', () => {
    const [rewrittenDialog] = rewriteSectionLinks(section, pages).components;
    expect(rewrittenDialog?.slots[0]?.description).toBe('The transition. [Follow this guide](/material-ui/react-transitions#child-requirements) to learn more.');
    expect(rewrittenDialog?.props[0]).toMatchObject({ description: 'See [Modal](/material-ui/api/modal#props).', deprecated: 'Use the guide instead.', type: 'boolean' });
  });
});
