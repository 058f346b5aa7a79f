/**
 * The gallery's previews: each exported template page, in light and in dark, with its scripts, its
 * template bar and anything that waits on scripts taken out. What remains is the server-rendered
 * template with its styles: the gallery shows it scaled down (src/templates/TemplateGallery.tsx).
 * Run by scripts/build.ts after the export; a preview is made from the page, so it cannot drift.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATES, templateKey, templatePathname, templatePreviewPathname } from '../src/templates/templates';

/** The preview document of an exported template page in one colour scheme. */
export function previewHtml(html: string, scheme: 'light' | 'dark'): string {
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload|expect|manifest)"[^>]*>/gi, '')
    .replace(/<nav aria-label="Template"[\s\S]*?<\/nav>/, '')
    .replace(/<a class="skip-link"[\s\S]*?<\/a>/, '');
  if (!/<html\b/.test(stripped)) throw new Error('Template preview: the exported page has no <html> element.');
  // The pre-paint script that would set the scheme is gone: the class says it instead.
  return stripped.replace(/<html\b([^>]*)>/, (_match, attributes: string) => `<html${attributes.replace(/\sclass="[^"]*"/, '')} class="${scheme}" style="color-scheme: ${scheme}">`);
}

async function main(outDir = 'out'): Promise<void> {
  for (const template of TEMPLATES) {
    const page = path.join(outDir, `${templatePathname(template).slice(1)}.html`);
    const html = await readFile(page, 'utf8').catch(() => {
      throw new Error(`Template previews: ${page} is missing; the export has no ${templateKey(template)} template page.`);
    });
    for (const scheme of ['light', 'dark'] as const) {
      const file = path.join(outDir, templatePreviewPathname(template, scheme).slice(1));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, previewHtml(html, scheme));
    }
  }
  console.log(`Template previews: ${TEMPLATES.length * 2} written`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
