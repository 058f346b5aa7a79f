/**
 * Every playground as the build renders it into its page: the island at its defaults, through the
 * demo runtime and Joy's provider, with its controls, the live component and the code,
 * and no React error or warning.
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import CssVarsPlayground from './CssVarsPlayground.client';
import { cssVarsConfigs, type CssVarsPlaygroundName } from './cssVarsConfigs';
import { printCssVars } from './cssVars';
import { defaultValues, printUsage, type UsageConfig } from './usage';
import UsagePlayground from './UsagePlayground.client';
import { usageConfigs, type UsagePlaygroundName } from './usageConfigs';

/** The page HTML of `element` once everything it waits for has loaded, and the errors React met. */
async function serverHtml(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  return { html: await new Response(prelude).text(), errors };
}

/** The text React writes for `text` in HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('the usage playgrounds, rendered on the server', () => {
  it.each(Object.keys(usageConfigs) as UsagePlaygroundName[])('%s', async (name) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config: UsageConfig = usageConfigs[name];
    const { html, errors: renderErrors } = await serverHtml(<UsagePlayground component={name} />);
    expect(renderErrors).toEqual([]);
    // No boundary left to the browser: `<!--$!-->` marks one whose server render failed.
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain(`data-joy-playground="usage" data-component="${name}"`);
    // A tooltip is in the page only once shown; its button is there.
    expect(html).toContain(`class="Mui${config.onInteraction ? 'IconButton' : config.target}-root`);
    expect(html).toContain(escaped(printUsage(config, defaultValues(config))));
    for (const control of config.controls) expect(html).toContain(control.prop);
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  });
});

describe('the CSS variables playgrounds, rendered on the server', () => {
  it.each(Object.keys(cssVarsConfigs) as CssVarsPlaygroundName[])('%s', async (name) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = cssVarsConfigs[name];
    const { html, errors: renderErrors } = await serverHtml(<CssVarsPlayground component={name} />);
    expect(renderErrors).toEqual([]);
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain(`class="Mui${config.target}-root`);
    expect(html).toContain(escaped(printCssVars(config, {}, 'md')));
    for (const control of config.vars) expect(html).toContain(`>${control.name}</label>`);
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  });
});
