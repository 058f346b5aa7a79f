// Runs one Lighthouse audit and prints its report (JSON) on stdout.
// Plain JavaScript run by `node`, not tsx: Lighthouse sends functions into the page as source text, and
// tsx's transform adds a `__name` helper to them that does not exist in the page ("__name is not defined").
// Usage: node scripts/lighthouseRun.mjs <url> <chrome debugging port> <comma-separated categories>
import lighthouse from 'lighthouse';

const [url, port, categories] = process.argv.slice(2);
if (!url || !port || !categories) {
  console.error('Usage: node scripts/lighthouseRun.mjs <url> <port> <categories>');
  process.exit(2);
}
const result = await lighthouse(url, { port: Number(port), output: 'json', logLevel: 'error', onlyCategories: categories.split(',') });
if (!result) {
  console.error(`Lighthouse returned no result for ${url}.`);
  process.exit(1);
}
process.stdout.write(JSON.stringify(result.lhr));
