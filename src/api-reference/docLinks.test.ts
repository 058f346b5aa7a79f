import { describe, expect, it } from 'vitest';
import { muiDocsTarget, rewriteDocLinks, siteHref, type SitePages } from './docLinks';

const pages: SitePages = new Map([
  ['/material-ui/react-dialog', new Set(['basic-dialog', 'props'])],
  ['/material-ui/react-transitions', new Set(['child-requirements', 'props'])],
  ['/material-ui/customization/palette', new Set(['adding-a-custom-colour'])],
  ['/material-ui/api/menu-item', new Set(['props', 'prop-dense'])],
  ['/base-ui/react-checkbox-group', new Set(['demos'])],
]);

describe('muiDocsTarget', () => {
  it('reads MUI paths, mui.com URLs and base-ui.com URLs as pages of this site', () => {
    expect(muiDocsTarget('/material-ui/react-dialog/')).toEqual({ pathname: '/material-ui/react-dialog', fragment: '' });
    expect(muiDocsTarget('https://mui.com/material-ui/api/menu-item/#props')).toEqual({ pathname: '/material-ui/api/menu-item', fragment: 'props' });
    expect(muiDocsTarget('https://www.mui.com/joy-ui/react-stack/?x=1#limitations')).toEqual({ pathname: '/joy-ui/react-stack', fragment: 'limitations' });
    expect(muiDocsTarget('https://base-ui.com/react/components/checkbox-group')).toEqual({ pathname: '/base-ui/react-checkbox-group', fragment: '' });
    expect(muiDocsTarget('https://base-ui.com/react/handbook/forms#validation')).toEqual({ pathname: '/base-ui/handbook/forms', fragment: 'validation' });
  });

  it('maps MUI pathnames that differ here', () => {
    expect(muiDocsTarget('/material-ui/transitions/#transition-slots')).toEqual({ pathname: '/material-ui/react-transitions', fragment: 'transition-slots' });
  });

  it('leaves other links alone', () => {
    expect(muiDocsTarget('https://developer.mozilla.org/en-US/docs/Web/API/ValidityState')).toBeNull();
    expect(muiDocsTarget('https://github.com/mui/material-ui/issues/27853')).toBeNull();
    expect(muiDocsTarget('#props')).toBeNull();
    expect(muiDocsTarget('guide')).toBeNull();
    expect(muiDocsTarget('mailto:a@b.c')).toBeNull();
  });
});

describe('siteHref', () => {
  it('points a MUI link at the same page here, keeping an anchor the page has', () => {
    expect(siteHref('https://mui.com/material-ui/react-dialog/', pages)).toBe('/material-ui/react-dialog');
    expect(siteHref('https://mui.com/material-ui/api/menu-item/#props', pages)).toBe('/material-ui/api/menu-item#props');
  });

  it("uses this site's heading for a section MUI names differently", () => {
    expect(siteHref('/material-ui/transitions/#transition-slots', pages)).toBe('/material-ui/react-transitions#child-requirements');
    expect(siteHref('https://mui.com/material-ui/customization/palette/#custom-colors', pages)).toBe('/material-ui/customization/palette#adding-a-custom-colour');
  });

  it("links to the page's top when the page has no such anchor", () => {
    expect(siteHref('https://mui.com/material-ui/react-dialog/#no-such-section', pages)).toBe('/material-ui/react-dialog');
  });

  it('drops a link to a page this site does not have', () => {
    expect(siteHref('https://mui.com/blog/lab-tree-view-to-mui-x/', pages)).toBeNull();
    expect(siteHref('/material-ui/react-missing/', pages)).toBeNull();
    expect(siteHref('https://base-ui.com/react/components/meter', pages)).toBeNull();
  });

  it('keeps links elsewhere as written', () => {
    expect(siteHref('https://www.w3.org/WAI/ARIA/apg/patterns/combobox/', pages)).toBe('https://www.w3.org/WAI/ARIA/apg/patterns/combobox/');
  });
});

describe('rewriteDocLinks', () => {
  it('rewrites each Markdown link and keeps the text of a dropped one', () => {
    expect(
      rewriteDocLinks('The transition. [Follow this guide](/material-ui/transitions/#transition-slots) to learn more, [the blog](https://mui.com/blog/x/) or [MDN](https://developer.mozilla.org/).', pages),
    ).toBe('The transition. [Follow this guide](/material-ui/react-transitions#child-requirements) to learn more, the blog or [MDN](https://developer.mozilla.org/).');
  });

  it('keeps code spans in link text, and leaves links inside code as written', () => {
    expect(rewriteDocLinks('Use [`MenuItem`](https://mui.com/material-ui/api/menu-item/#props) not `[x](/material-ui/react-dialog/)`.', pages)).toBe(
      'Use [`MenuItem`](/material-ui/api/menu-item#props) not `[x](/material-ui/react-dialog/)`.',
    );
    expect(rewriteDocLinks('```md\n[x](/material-ui/react-dialog/)\n```', pages)).toBe('```md\n[x](/material-ui/react-dialog/)\n```');
  });
});
