import { promises as fs } from 'node:fs';
import { createHighlighter } from 'shiki';
import { CODE_THEMES, tokenClassTransformer, tokenPalettes } from '../src/mdx/codeThemes.ts';
const files = (await fs.readdir('.generated/demos', { recursive: true })).filter((f) => f.endsWith('.json'));
const h = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['tsx', 'jsx', 'css'] });
const tc = tokenClassTransformer(await tokenPalettes());
const datas = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile('.generated/demos/' + f, 'utf8'))));
for (let r = 0; r < 2; r++) {
  const t = performance.now(); let n = 0, lines = 0;
  for (const d of datas) for (const v of d.variants) for (const [code, lang] of [[v.ts, 'tsx'], [v.js, 'jsx'], [v.tsPreview, 'tsx'], [v.jsPreview, 'jsx']]) {
    if (!code) continue; n++; lines += code.split('\n').length;
    h.codeToHtml(code, { lang, themes: CODE_THEMES, defaultColor: 'light', transformers: [tc] });
  }
  console.log('highlight', n, 'blocks', lines, 'lines', (performance.now() - t).toFixed(0), 'ms');
}
