/** `npm run feedback:report [-- --csv=pages|comments] [--limit=N]`: what readers said, from the collector's SQLite file. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readFeedbackConfig } from '../server/feedback/config';
import { commentsCsv, pagesCsv, textReport } from '../server/feedback/report';
import { openFeedbackStore } from '../server/feedback/store';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const unknown = args.filter((arg) => !/^--(csv|limit)=/.test(arg));
const csv = option('csv');
const limit = Number(option('limit') ?? 20);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (unknown.length) fail(`Unknown option ${unknown[0]}. Usage: npm run feedback:report -- [--csv=pages|comments] [--limit=N]`);
if (csv !== undefined && csv !== 'pages' && csv !== 'comments') fail(`--csv must be "pages" or "comments", not "${csv}".`);
if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a whole number of at least 1, not "${option('limit')}".`);

const config = readFeedbackConfig(process.env, fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(config.dbPath)) fail(`No feedback database at ${config.dbPath} (set DOCS_FEEDBACK_DB, or run the server to create it).`);
const store = openFeedbackStore(config.dbPath);
try {
  if (csv === 'pages') process.stdout.write(pagesCsv(store.pageCounts()));
  else if (csv === 'comments') process.stdout.write(commentsCsv(store.latestComments(limit)));
  else process.stdout.write(textReport(store.pageCounts(), store.latestComments(limit)));
} finally {
  store.close();
}
