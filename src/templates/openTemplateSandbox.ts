/**
 * "Open in StackBlitz / CodeSandbox" for a template: fetches the template's files (both code
 * variants, written at build time) and posts the project. Loaded on first use only.
 */
import type { CodeVariant } from '../demos/codePreferences';
import type { SandboxService } from '../demos/openSandbox';
import { codeSandboxForm, createTemplateSandboxProject, stackBlitzForm, submitSandboxForm } from '../demos/sandbox';
import { templateSourcesPathname, type TemplateInfo } from './templates';
import type { TemplateSources } from './templateSourcesTypes';

export async function openTemplateSandbox(service: SandboxService, template: TemplateInfo, codeVariant: CodeVariant): Promise<void> {
  const { name, product } = template;
  // Served by `src/app/<product>/getting-started/templates/[id]/sources.json/route.ts`.
  const url = templateSourcesPathname(template);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${name} template's files could not be loaded (${response.status} ${url}).`);
  const sources = (await response.json()) as TemplateSources;
  const ts = codeVariant === 'TS';
  const project = createTemplateSandboxProject({
    entry: sources.entry,
    title: name,
    codeVariant,
    files: sources.files.map((file) => ({ name: ts ? file.name : file.jsName, source: ts ? file.ts : file.js })),
    dependencies: sources.dependencies,
    pageUrl: `${window.location.origin}${window.location.pathname}`,
    product,
  });
  const file = `src/${sources.entry}.${ts ? 'tsx' : 'jsx'}`;
  submitSandboxForm(service === 'stackblitz' ? stackBlitzForm(project, file) : codeSandboxForm(project, file));
}
