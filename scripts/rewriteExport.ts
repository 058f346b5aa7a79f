/** Build step after `next build`: Next's chunks in the exported HTML load after the first paint (scripts/afterPaintScripts.ts). */
import { rewriteExport } from './afterPaintScripts';

rewriteExport('out').then(
  (changed) => console.log(`After-paint scripts: ${changed} HTML files rewritten`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
