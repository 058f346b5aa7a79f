/**
 * Build-time data of each page template (content/<product>/templates/<id>/): every source file a
 * reader copies, in TypeScript and in the JavaScript variant generated like the demos', and the npm
 * packages they import with the installed versions (for the StackBlitz / CodeSandbox export).
 * Tests (`*.test.ts`) stay out: they are this project's checks, not part of the template.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEMPLATES, templateEntryName, templateFolder, templateKey, type TemplateRef } from '../src/templates/templates';
import type { TemplateFile, TemplateSources } from '../src/templates/templateSourcesTypes';
import { installedVersion } from './demoData';
import { dependenciesOf, importsOf, toJavaScript } from './demoSources';

/** Whether a file of the folder is part of the template a reader copies. */
export function isTemplateSourceFile(name: string): boolean {
  return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');
}

/** The entry file first, then the others by name. */
export function orderTemplateFiles<T extends { name: string }>(files: readonly T[], entry: string): T[] {
  return [...files].sort((a, b) => (a.name === entry ? -1 : b.name === entry ? 1 : a.name < b.name ? -1 : 1));
}

/** Reads one template's files and writes their JavaScript variants. */
export async function templateSources(root: string, ref: TemplateRef): Promise<TemplateSources> {
  const { id, product } = ref;
  const folder = path.join(root, templateFolder(ref));
  const entry = `${templateEntryName(id)}.tsx`;
  const names = (await readdir(folder)).filter(isTemplateSourceFile);
  if (!names.includes(entry)) throw new Error(`Template ${templateKey(ref)}: ${templateFolder(ref)}/${entry} is missing; it is the template's entry.`);
  const packages = new Set<string>();
  const files: TemplateFile[] = [];
  for (const name of names) {
    const ts = await readFile(path.join(folder, name), 'utf8');
    const imports = importsOf(ts);
    const outside = imports.filter((specifier) => specifier.startsWith('.') && !specifier.startsWith('./'));
    if (outside.length > 0) throw new Error(`Template ${templateKey(ref)}: ${name} imports ${outside.join(', ')} from outside its folder; a template is copied as one folder.`);
    for (const dependency of dependenciesOf(imports)) packages.add(dependency);
    files.push({ name, ts, js: await toJavaScript(ts, name), jsName: name.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js') });
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...packages].sort()) dependencies[name] = await installedVersion(root, name);
  return { product, id, entry: templateEntryName(id), files: orderTemplateFiles(files, entry), dependencies };
}

/** Every template's data, each product's in its gallery's order. */
export function allTemplateSources(root: string): Promise<TemplateSources[]> {
  return Promise.all(TEMPLATES.map((template) => templateSources(root, template)));
}
