/**
 * "Open in StackBlitz / CodeSandbox": builds the project from the demo's source (data from the server,
 * or the editor's text) and posts it. The project builder loads on first use, so first loads never
 * carry it (or lz-string).
 */
import type { SandboxInput } from './sandbox';

export type SandboxService = 'stackblitz' | 'codesandbox';

/** Opens the demo in `service` as a new Vite project; the page title and URL come from the document. */
export async function openSandbox(service: SandboxService, input: Omit<SandboxInput, 'title' | 'pageUrl'>): Promise<void> {
  const sandbox = await import('./sandbox');
  const project = sandbox.createSandboxProject({ ...input, title: document.title, pageUrl: `${window.location.origin}${window.location.pathname}` });
  const file = `src/Demo.${input.codeVariant === 'TS' ? 'tsx' : 'jsx'}`;
  sandbox.submitSandboxForm(service === 'stackblitz' ? sandbox.stackBlitzForm(project, file) : sandbox.codeSandboxForm(project, file));
}
