/**
 * The Material Icons finder (`<IconFinder />` in MDX): every icon of the installed
 * `@mui/icons-material`, searched by name and meaning, filtered by theme. The server renders the
 * controls and the first icons; the island (IconFinder.client.tsx) fetches the index and each
 * screenful's markup as the reader scrolls (scripts/iconFinderData.ts writes them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clickEventAttributes } from '../analytics/clickEvents';
import { t } from '../i18n/translate';
import { CODE_BLOCK_COPIED_MS } from '../code-block/copy';
import type { IconFinderLabels } from './IconFinder.client';
import IconFinderIsland from './LazyIconFinder.client';
import type { IconIndex } from './iconNames';

/** Icons the server draws before the island runs: the first rows of Filled at any width. */
const SERVER_ICONS = 40;

export default function IconFinder() {
  const dir = path.join(process.cwd(), '.generated', 'icons');
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as IconIndex;
  const firstChunk = JSON.parse(readFileSync(path.join(dir, 'filled', '0.json'), 'utf8')) as Record<string, string>;
  const initial = index.names
    .filter(([base]) => base in firstChunk)
    .slice(0, SERVER_ICONS)
    .map(([base]) => ({ base, markup: firstChunk[base] ?? '' }));
  const labels: IconFinderLabels = {
    search: t('icons.search'),
    searchHint: t('icons.searchHint'),
    theme: t('icons.theme'),
    total: t('icons.total', { count: index.count.toLocaleString('en'), version: index.version, names: index.names.length.toLocaleString('en') }),
    results: t('icons.results'),
    all: t('icons.all'),
    none: t('icons.none'),
    loading: t('icons.loading'),
    failed: t('icons.failed'),
    grid: t('icons.grid'),
    keys: t('icons.keys'),
    close: t('icons.close'),
    import: t('icons.import'),
    usage: t('icons.usage'),
    sizes: t('icons.sizes'),
    colors: t('icons.colors'),
    themes: t('icons.themes'),
    openTheme: t('icons.openTheme'),
    copy: {
      label: t('copy.copyCode', { what: t('copy.languageCode', { language: 'TSX' }) }),
      copiedLabel: t('copy.copiedCode', { what: t('copy.languageCode', { language: 'TSX' }) }),
      copyText: t('copy.copy'),
      copiedText: t('copy.copied'),
      announceText: t('copy.announce'),
      analytics: clickEventAttributes('code_block', { eventAction: 'copy', eventLabel: 'TSX' }),
    },
  };
  return <IconFinderIsland labels={labels} initial={initial} copiedMs={CODE_BLOCK_COPIED_MS} />;
}
