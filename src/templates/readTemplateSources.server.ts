/** Reads a template's build-time data, `.generated/templates/<id>.json` (written by scripts/prebuild.ts). */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TemplateId } from './templates';
import type { TemplateSources } from './templateSourcesTypes';

/** The file's text, as the static `sources.json` route serves it. */
export async function readTemplateSourcesJson(id: TemplateId): Promise<string> {
  const file = path.join(process.cwd(), '.generated', 'templates', `${id}.json`);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Template ${id}: ${path.relative(process.cwd(), file)} is missing; scripts/prebuild.ts writes it (npm run build runs it first).`, { cause: error });
  }
}

export async function readTemplateSources(id: TemplateId): Promise<TemplateSources> {
  return JSON.parse(await readTemplateSourcesJson(id)) as TemplateSources;
}
