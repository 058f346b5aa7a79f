/**
 * Search quality over the built index (`out/search-index.json`): the hit rate of each query set named
 * on the command line (`npm run search:quality` names all four), with each miss under SHOW_MISSES=1.
 * e2e/search.spec.ts holds the served index to each set's floor.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createSearchEngine } from '../src/search/engine';
import { unpackIndex } from '../src/search/indexFile';
import { productOf } from '../src/search/pageProduct';
import { measureHitRate, type QualityQuery } from '../src/search/quality';

const engine = createSearchEngine(unpackIndex(JSON.parse(readFileSync('out/search-index.json', 'utf8')), 'out/search-index.json'));
for (const file of process.argv.slice(2)) {
  const { queries } = JSON.parse(readFileSync(file, 'utf8')) as { queries: QualityQuery[] };
  const report = measureHitRate(engine, queries, 3, productOf);
  console.log(`${file}: ${report.hits}/${report.total} = ${(report.rate * 100).toFixed(1)} %`);
  if (process.env.SHOW_MISSES === '1') for (const miss of report.misses) console.log(`  miss "${miss.query}" → ${miss.expected}${existsSync(`out${miss.expected}.html`) ? '' : ' (no such page)'}: ${miss.found.join(', ')}`);
}
