/**
 * "Open in StackBlitz / CodeSandbox" for a template: fetches the template's files (both code
 * variants, written at build time) and posts the project. Loaded on first use only.
 */
import type { CodeVariant } from '../demos/codePreferences';
import type { SandboxService } from '../demos/openSandbox';
import { codeSandboxForm, createTemplateSandboxProject, stackBlitzForm, submitSandboxForm } from '../demos/sandbox';
import type { TemplateSources } from './templateSourcesTypes';

/** Where a template's files are served (`src/app/…/templates/[id]/sources.json/route.ts`). */
export function templateSourcesUrl(id: string): string {
  return `/material-ui/getting-started/templates/${id}/sources.json`;
}

export async function openTemplateSandbox(service: SandboxService, { id, name, codeVariant }: { id: string; name: string; codeVariant: CodeVariant }): Promise<void> {
  const response = await fetch(templateSourcesUrl(id));
  if (!response.ok) throw new Error(`The ${name} template's files could not be loaded (${response.status} ${templateSourcesUrl(id)}).`);
  const sources = (await response.json()) as TemplateSources;
  const ts = codeVariant === 'TS';
  const project = createTemplateSandboxProject({
    entry: sources.entry,
    title: name,
    codeVariant,
    files: sources.files.map((file) => ({ name: ts ? file.name : file.jsName, source: ts ? file.ts : file.js })),
    dependencies: sources.dependencies,
    pageUrl: `${window.location.origin}${window.location.pathname}`,
  });
  const file = `src/${sources.entry}.${ts ? 'tsx' : 'jsx'}`;
  submitSandboxForm(service === 'stackblitz' ? stackBlitzForm(project, file) : codeSandboxForm(project, file));
}
