/**
 * Link-preview cards: one PNG per page at `/og/<path>.png` (src/page-info/ogCard.tsx), drawn after the
 * export by Satori and resvg (next/og's ImageResponse). A card depends only on its text and the card
 * design (not the site's address, so the configured test build reuses them), so each is cached in
 * `.cache/og/` under a hash of both and copied on the next build.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImageResponse } from 'next/og';
import { t } from '../src/i18n/translate';
import { pageSummaries } from '../src/machine-pages/pageSummaries';
import { OG_CARD_VERSION, OG_IMAGE_SIZE, OgCard, ogImagePath } from '../src/page-info/ogCard';

const FONTS = [
  { weight: 400 as const, file: 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff' },
  { weight: 700 as const, file: 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff' },
];

async function main(outDir = 'out', cacheDir = path.join('.cache', 'og')): Promise<void> {
  const started = performance.now();
  const siteName = t('app.title');
  const fonts = await Promise.all(FONTS.map(async ({ weight, file }) => ({ name: 'Inter', weight, style: 'normal' as const, data: await readFile(file) })));
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;
  let total = 0;
  for (const group of await pageSummaries()) {
    for (const page of group.pages) {
      total++;
      const card = { title: page.title, section: page.section, description: page.description, siteName };
      const key = createHash('sha256').update(JSON.stringify({ version: OG_CARD_VERSION, ...card })).digest('hex').slice(0, 24);
      const cached = path.join(cacheDir, `${key}.png`);
      const target = path.join(outDir, ogImagePath(page.pathname).slice(1));
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(cached, target);
        continue;
      } catch {
        // Not drawn yet.
      }
      const image = new ImageResponse(<OgCard {...card} />, { ...OG_IMAGE_SIZE, fonts });
      const png = Buffer.from(await image.arrayBuffer());
      await writeFile(cached, png);
      await writeFile(target, png);
      drawn++;
    }
  }
  console.log(`Link-preview cards: ${total} (${drawn} drawn, ${total - drawn} from .cache/og) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
