import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import ApiIndexRoute, { metadata } from '../app/api-docs/page';
import { apiPages } from '../navigation/sections';

it('server-renders the whole list in an article the search index and Markdown export can read', () => {
  const html = renderToStaticMarkup(<ApiIndexRoute />);
  for (const page of apiPages) expect(html, page.pathname).toContain(`href="${page.pathname}"`);
  expect(html).toMatch(/<article><h1[^>]*>API reference<\/h1><p class="[^"]*description[^"]*">/);
  expect(metadata.alternates?.canonical).toBe('/api-docs');
});
