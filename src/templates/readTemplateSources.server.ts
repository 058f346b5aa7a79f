/** Reads a template's build-time data, `.generated/templates/<product>/<id>.json` (written by scripts/prebuild.ts). */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { templateKey, type TemplateRef } from './templates';
import type { TemplateSources } from './templateSourcesTypes';

/** The file's text, as the static `sources.json` route serves it. */
export async function readTemplateSourcesJson(ref: TemplateRef): Promise<string> {
  const file = path.join(process.cwd(), '.generated', 'templates', ref.product, `${ref.id}.json`);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Template ${templateKey(ref)}: ${path.relative(process.cwd(), file)} is missing; scripts/prebuild.ts writes it (npm run build runs it first).`, { cause: error });
  }
}

export async function readTemplateSources(ref: TemplateRef): Promise<TemplateSources> {
  return JSON.parse(await readTemplateSourcesJson(ref)) as TemplateSources;
}
