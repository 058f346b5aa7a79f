/**
 * How the search engine was chosen: builds MiniSearch (with the site's settings, src/search/engine.ts)
 * and FlexSearch over the built index `out/search-index.json` and prints, for each, the serialized
 * index size (gzip), build time, query latency p50/p95 over the quality queries and every prefix of
 * them (as typed), and the top-3 hit rate on e2e/search-queries.json.
 * FlexSearch is not a dependency of the site: install it anywhere and pass that folder, e.g.
 *   mkdir -p /tmp/engines && npm --prefix /tmp/engines install flexsearch@0.8.212
 *   npx tsx scripts/compareSearchEngines.mjs /tmp/engines
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createSearchEngine } from '../src/search/engine.ts';
import { unpackIndex } from '../src/search/indexFile.ts';
import { expandQuery } from '../src/search/synonyms.ts';

const enginesDir = process.argv[2];
if (!enginesDir) throw new Error('Usage: npx tsx scripts/compareSearchEngines.mjs <folder where flexsearch is installed>');
const records = unpackIndex(JSON.parse(readFileSync('out/search-index.json', 'utf8')), 'out/search-index.json');
const { queries } = JSON.parse(readFileSync('e2e/search-queries.json', 'utf8'));
const typed = queries.flatMap(({ query }) => [...query].map((_, i) => query.slice(0, i + 1)).filter((prefix) => prefix.trim().length > 1));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const pageOf = (url) => url.split('#')[0];

function report(name, { build, search, serialized }) {
  const started = performance.now();
  const engine = build();
  const buildMs = performance.now() - started;
  const times = typed.map((query) => {
    const t0 = performance.now();
    search(engine, query);
    return performance.now() - t0;
  }).sort((a, b) => a - b);
  const hits = queries.filter(({ query, expected }) => [...new Set(search(engine, query).map(pageOf))].slice(0, 3).includes(expected)).length;
  const size = serialized(engine);
  console.log(`${name.padEnd(11)} index ${kb(size.length)} (${kb(gzipSync(size).length)} gzip), build ${buildMs.toFixed(0)} ms, query p50 ${percentile(times, 50).toFixed(2)} ms p95 ${percentile(times, 95).toFixed(2)} ms over ${times.length} typed queries, top-3 hit rate ${((hits / queries.length) * 100).toFixed(1)} %`);
}

console.log(`${records.length} records, ${queries.length} quality queries`);
report('MiniSearch', {
  build: () => createSearchEngine(records),
  search: (engine, query) => engine.search(query, 20).map((hit) => hit.url),
  // The site ships the packed records (out/search-index.json) and indexes them in the browser.
  serialized: () => readFileSync('out/search-index.json'),
});

const { default: FlexSearch } = await import(pathToFileURL(path.join(enginesDir, 'node_modules/flexsearch/dist/flexsearch.bundle.module.min.mjs')).href);
const BOOST = { title: 4, page: 1.5, text: 1 };
report('FlexSearch', {
  build: () => {
    const index = new FlexSearch.Document({ tokenize: 'forward', encoder: 'LatinBalance', document: { id: 'id', index: ['title', 'page', 'text'] } });
    for (const record of records) index.add(record);
    return index;
  },
  // Same synonyms; results of each field merged with the same boosts by rank.
  search: (index, query) => {
    const scores = new Map();
    for (const variant of expandQuery(query)) {
      for (const { field, result } of index.search(variant, { limit: 20, suggest: true })) {
        result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + BOOST[field] / (rank + 1)));
      }
    }
    return [...scores].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([id]) => id);
  },
  serialized: (index) => {
    const parts = [];
    index.export((key, data) => parts.push(`${key}:${data ?? ''}`));
    return Buffer.from(parts.join('\n'));
  },
});
