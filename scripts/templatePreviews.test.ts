import { describe, expect, it } from 'vitest';
import { previewHtml } from './templatePreviews';

const PAGE =
  '<!DOCTYPE html><html lang="en" dir="ltr" class="light"><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/>' +
  '<link rel="expect" href="#x" blocking="render"/><script>document.documentElement.className="dark"</script></head><body>' +
  '<a class="skip-link" href="#main-content">Skip</a><div><nav aria-label="Template" class="bar"><a href="/back">All templates</a></nav>' +
  '<div id="main-content"><main><h1>Sign in</h1></main></div></div><script src="/c.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>';

describe('previewHtml', () => {
  it('keeps the template and its styles, drops scripts, preloads, the bar and the skip link', () => {
    const html = previewHtml(PAGE, 'dark');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<main><h1>Sign in</h1></main>');
    expect(html).not.toMatch(/<script|modulepreload|blocking="render"|All templates|skip-link/);
  });

  it('sets the colour scheme on <html>, replacing the exported class', () => {
    expect(previewHtml(PAGE, 'dark')).toContain('<html lang="en" dir="ltr" class="dark" style="color-scheme: dark">');
    expect(previewHtml(PAGE, 'light')).toContain('<html lang="en" dir="ltr" class="light" style="color-scheme: light">');
  });

  it('refuses a document without <html>', () => {
    expect(() => previewHtml('<p>nothing</p>', 'light')).toThrow('no <html> element');
  });
});
