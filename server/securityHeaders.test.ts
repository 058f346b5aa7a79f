import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readDocsConfig, externalOrigins } from '../src/config/docsConfig';
import { contentSecurityPolicy, hasLiveDemos, hasSandboxExport, inlineScriptHashes } from './securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['a bare inline script', '<script>a()</script>', ['a()']],
    ['attributes, upper case and spaced end tag', '<SCRIPT id="x" nonce="">b()</script >', ['b()']],
    ['a module and a JavaScript type', '<script type="module">c()</script><script type="text/javascript">d()</script>', ['c()', 'd()']],
    ['a `>` inside a quoted attribute', '<script data-x="1>2">e()</script>', ['e()']],
    ['data-src is not src', '<script data-src="/x.js">f()</script>', ['f()']],
    ['non-ASCII text hashed as UTF-8', '<script>g("é→")</script>', ['g("é→")']],
    ['an empty script', '<script></script>', ['']],
    ['the same script twice', '<script>h()</script><script>h()</script>', ['h()']],
  ])('hashes %s', (_label, html, bodies) => {
    expect(inlineScriptHashes(html)).toEqual(bodies.map(sha256));
  });

  it.each([
    ['external scripts', '<script src="/_next/static/chunks/a.js" async></script><script async src=/b.js></script>'],
    ['JSON data blocks', '<script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>'],
    ['custom elements named like script', '<script-island>x()</script-island>'],
  ])('skips %s', (_label, html) => {
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes CRLF line endings as the browser sees them (LF)', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc();</script>')).toEqual([sha256('a();\nb();\nc();')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('is self-only without configuration', () => {
    expect(contentSecurityPolicy(externalOrigins(readDocsConfig({})), ["'sha256-abc='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; " +
        "object-src 'none'; form-action 'self'; worker-src 'self'; manifest-src 'self'",
    );
  });

  it('lists each configured origin under its directive', () => {
    const origins = externalOrigins(
      readDocsConfig({ DOCS_ANALYTICS_ID: 'G-1', DOCS_FONTS_URL: 'https://fonts.googleapis.com/css2?family=Inter', DOCS_AD_FEED_URL: 'https://feed.ads.example/ads.json' }),
    );
    const directives = new Map(contentSecurityPolicy(origins, []).split('; ').map((d) => [d.split(' ')[0], d] as const));
    expect(directives.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(directives.get('connect-src')).toContain('https://feed.ads.example');
    expect(directives.get('style-src')).toContain('https://fonts.googleapis.com');
    expect(directives.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(directives.get('img-src')).toContain('https:');
    expect(directives.get('script-src')).not.toContain('feed.ads.example');
  });
});

describe('pages with live demos', () => {
  const origins = externalOrigins(readDocsConfig({}));
  const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part] as const));

  it('recognises a page by its demo sections only', () => {
    expect(hasLiveDemos('<main><section class="a" data-demo="BasicButtons" data-code-block="">')).toBe(true);
    expect(hasLiveDemos('<p>Write data-demo="X" in MDX</p>')).toBe(false);
  });

  it('allows eval (the live editor) and posting to StackBlitz and CodeSandbox there, and nowhere else', () => {
    const demo = directives(contentSecurityPolicy(origins, [], { liveDemos: true }));
    expect(demo.get('script-src')).toBe("script-src 'self' 'unsafe-eval'");
    expect(demo.get('form-action')).toBe("form-action 'self' https://stackblitz.com https://codesandbox.io");
    const plain = directives(contentSecurityPolicy(origins, []));
    expect(plain.get('script-src')).toBe("script-src 'self'");
    expect(plain.get('form-action')).toBe("form-action 'self'");
  });

  it('lets a template page post its export to the sandbox services without eval', () => {
    expect(hasSandboxExport('<nav><div class="tools" data-sandbox-export=""><button>')).toBe(true);
    expect(hasSandboxExport('<p>the data-sandbox-export attribute</p>')).toBe(false);
    const template = directives(contentSecurityPolicy(origins, [], { sandboxExport: true }));
    expect(template.get('script-src')).toBe("script-src 'self'");
    expect(template.get('form-action')).toBe("form-action 'self' https://stackblitz.com https://codesandbox.io");
  });
});
