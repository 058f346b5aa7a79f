import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { remarkInstallTabs } from './remarkInstallTabs';

async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, { remarkPlugins: [remarkInstallTabs], jsx: true }));
}

describe('remarkInstallTabs', () => {
  it('turns an npm install block into tabs with the pnpm and yarn commands derived, numbered per page', async () => {
    const out = await compiled('Install it:\n\n```bash\nnpm install @mui/joy\n```\n\nThen the icons:\n\n```sh\nnpm install -D @mui/icons-material\n```\n');
    expect(out).toContain('<InstallTabs id="install-1">');
    expect(out).toContain('<InstallPanel block="install-1" manager="pnpm">');
    expect(out).toContain('"pnpm add @mui/joy\\n"');
    expect(out).toContain('"yarn add @mui/joy\\n"');
    expect(out).toContain('<InstallTabs id="install-2">');
    expect(out).toContain('"yarn add --dev @mui/icons-material\\n"');
  });

  it('leaves other shell blocks and other languages alone', async () => {
    const out = await compiled('```bash\nnpx create-next-app@latest\n```\n\n```js\nnpm install x\n```\n');
    expect(out).not.toContain('InstallTabs');
    expect(out).toContain('npx create-next-app@latest');
  });
});
