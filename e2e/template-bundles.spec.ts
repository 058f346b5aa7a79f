/**
 * A template page loads its own template's code and no other's (issue 36): each template's live
 * page is a route of its own that imports it (src/app/<product>/getting-started/templates/<id>/page.tsx),
 * so the template is a client component of that route alone. Every template gets a marker, a string literal of its own source that
 * no other template's source has and that is in the JavaScript its own page loads; no other template
 * page may load it. The markers are found, not written down, so a template that grows or changes keeps
 * being checked.
 */
import { expect, test, type Page } from './fixtures';
import { TEMPLATES, templateKey, templatePathname, templateSourcesPathname } from '../src/templates/templates';
import type { TemplateSources } from '../src/templates/templateSourcesTypes';

const PLAIN = /^[A-Za-z0-9 ,.:;!?()-]{16,200}$/;

/**
 * Plain strings of a source file, as they reach the compiled code: string literals, and JSX text with
 * its line breaks folded into single spaces. Long enough to be specific, and with no quotes or other
 * characters the minifier may escape.
 */
function literalsOf(source: string): string[] {
  const literals = [...source.matchAll(/(['"])([^'"\n]{16,200})\1/g)].map((match) => match[2]!);
  const texts = [...source.matchAll(/>([^<>{}]{16,400})</g)].map((match) => match[1]!.trim().replace(/\s+/g, ' '));
  return [...literals, ...texts].filter((text) => PLAIN.test(text));
}

/** The text of every script `path` loads until it has hydrated and the network is quiet. */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const bodies: Array<Promise<string>> = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await page.goto(path);
  // The framework scripts start after the first paint (scripts/afterPaintScripts.ts): wait for the page
  // to hydrate, then for the chunks it asks for.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).join('\n');
}

test('a template page loads its own template’s code and no other template’s', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const sources = new Map<string, string>();
  for (const template of TEMPLATES) {
    const data = (await (await request.get(templateSourcesPathname(template))).json()) as TemplateSources;
    sources.set(templateKey(template), data.files.map((file) => file.ts).join('\n'));
  }
  const scripts = new Map<string, string>();
  for (const template of TEMPLATES) {
    // A fresh context each time: every script the page needs is fetched, none comes from a cache.
    const context = await browser.newContext({ baseURL });
    scripts.set(templateKey(template), await loadedScripts(await context.newPage(), templatePathname(template)));
    await context.close();
  }
  const problems: string[] = [];
  // Material UI's sign-in is a subset of its sign-in side (the same form and dialog): it has no string
  // of its own to look for. Any other template without one would make this check blind: it fails.
  const withoutOwnStrings: string[] = [];
  for (const template of TEMPLATES) {
    const key = templateKey(template);
    const others = [...sources].filter(([other]) => other !== key).map(([, text]) => text);
    // Compared both as written and as compiled: JSX text that wraps differently is the same string.
    const othersStrings = new Set(others.flatMap(literalsOf));
    const isOwn = (literal: string) => !othersStrings.has(literal) && !others.some((text) => text.includes(literal));
    const own = literalsOf(sources.get(key)!).filter(isOwn);
    if (own.length === 0) {
      withoutOwnStrings.push(key);
      continue;
    }
    const marker = own.find((literal) => scripts.get(key)!.includes(literal));
    if (!marker) {
      problems.push(`${key}: no string of its own source is in the scripts its page loads`);
      continue;
    }
    for (const [other, body] of scripts) {
      if (other !== key && body.includes(marker)) problems.push(`${other} loads ${key}'s code (“${marker}”)`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(withoutOwnStrings).toEqual(['material-ui/sign-in']);
});
