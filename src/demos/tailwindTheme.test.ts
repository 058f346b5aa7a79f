import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';
import { TAILWIND_DARK_VARIANT, TAILWIND_TOKENS, tailwindThemeBlock } from './tailwindTheme';

async function utilities(candidates: string[]): Promise<string> {
  const compiler = await compile(['@import "tailwindcss/utilities.css";', TAILWIND_DARK_VARIANT, tailwindThemeBlock()].join('\n'), {
    base: process.cwd(),
    onDependency: () => {},
  });
  return compiler.build(candidates);
}

describe('the Tailwind demos’ theme', () => {
  it('names only Material UI variables that the site’s theme stylesheet defines', async () => {
    const { readFile } = await import('node:fs/promises');
    const { existsSync } = await import('node:fs');
    // Written by the prebuild; the check runs wherever the site has been built.
    if (!existsSync('.generated/theme.css')) return;
    const themeCss = await readFile('.generated/theme.css', 'utf8');
    for (const mui of Object.values(TAILWIND_TOKENS)) expect(themeCss, mui).toContain(`${mui}:`);
  });

  it('turns token utilities into the Material UI variables themselves', async () => {
    const css = await utilities(['bg-primary', 'text-fg-muted', 'border-divider', 'rounded-theme', 'shadow-popup', 'hover:bg-hover', 'bg-primary/10']);
    expect(css).toMatch(/\.bg-primary\s*\{\s*background-color: var\(--mui-palette-primary-main\)/);
    expect(css).toMatch(/\.text-fg-muted\s*\{\s*color: var\(--mui-palette-text-secondary\)/);
    expect(css).toMatch(/\.border-divider\s*\{\s*border-color: var\(--mui-palette-divider\)/);
    expect(css).toMatch(/\.rounded-theme\s*\{\s*border-radius: var\(--mui-shape-borderRadius\)/);
    expect(css).toContain('var(--mui-shadows-8)');
    expect(css).toContain('var(--mui-palette-action-hover)');
    // An opacity modifier mixes the variable, so it follows the scheme as well.
    expect(css).toMatch(/color-mix\([^)]*var\(--mui-palette-primary-main\)/);
    // Inline: no Tailwind variable resolved once at the root.
    expect(css).not.toContain('--color-primary');
  });

  it('keeps the dark variant on the class the display settings set', async () => {
    const css = await utilities(['dark:bg-surface']);
    expect(css).toContain(':where(.dark, .dark *)');
  });
});
