import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('<MaterialLocales />', () => {
  it('renders one row per installed locale, naming the gaps and the empty English one', async () => {
    const { default: MaterialLocales } = await import('./MaterialLocales');
    const html = renderToStaticMarkup(<MaterialLocales />);
    const rows = html.match(/<tr>/g) ?? [];
    // The header row plus one row per locale.
    expect(rows.length).toBeGreaterThan(51);
    expect(html).toContain('<code>deDE</code>');
    expect(html).toContain('German (Germany) (<code>de-DE</code>)');
    expect(html).toContain('None: English is built in');
    // hyAM has no Breadcrumbs or Pagination texts, so its components are listed one by one.
    expect(html).toMatch(/<code>hyAM<\/code>.*?Alert, Autocomplete, Rating, TablePagination/);
  });
});
