import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { articleToMarkdown } from './htmlToMarkdown';

function articleOf(html: string): DefaultTreeAdapterTypes.Element {
  const stack: DefaultTreeAdapterTypes.ParentNode[] = [parse(`<!doctype html><body><article>${html}</article></body>`)];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if ('tagName' in node && node.tagName === 'article') return node;
    stack.push(...node.childNodes.filter((child): child is DefaultTreeAdapterTypes.Element => 'childNodes' in child));
  }
  throw new Error('no article');
}

const convert = (html: string, demo: (name: string) => string | null = () => null) => articleToMarkdown(articleOf(html), { siteUrl: 'https://example.com', demo });

describe('articleToMarkdown', () => {
  it('writes headings, paragraphs, inline code, emphasis, keys and links (site links made absolute)', () => {
    const md = convert(
      '<nav aria-label="Breadcrumbs"><ol><li>Material UI</li></ol></nav><h1>Button</h1><p class="description">Buttons <em>start</em> actions.</p>' +
        '<h2 id="variants">Variants<a href="#variants" class="heading-anchor">#</a><button>Rate</button></h2>' +
        '<p>The <code>variant</code> prop, <strong>three</strong> values; press <kbd>Enter</kbd>. See <a href="/material-ui/api/button">the API</a> or <a href="https://mui.com">MUI</a>.</p>',
    );
    expect(md).toBe(
      [
        '# Button',
        '',
        'Buttons *start* actions.',
        '',
        '## Variants',
        '',
        'The `variant` prop, **three** values; press <kbd>Enter</kbd>. See [the API](https://example.com/material-ui/api/button) or [MUI](https://mui.com).',
        '',
      ].join('\n'),
    );
  });

  it('keeps code blocks verbatim with their language, and leaves out controls, status regions, ad slots and the feedback control', () => {
    const md = convert(
      '<div data-code-block=""><pre data-language="tsx"><code><span class="line">const a = `x`;</span>\n<span class="line">  return &lt;Button /&gt;;</span></code></pre><button>Copy</button><span role="status">Copied</span></div><div data-ad-slot="x">Ad</div><section data-feedback=""><h2>Was this page helpful?</h2></section>',
    );
    expect(md).toBe('```tsx\nconst a = `x`;\n  return <Button />;\n```\n');
  });

  it('keeps an install block’s npm command only', () => {
    const panel = (manager: string, command: string) => `<div role="tabpanel" data-install-panel="${manager}"><div data-code-block=""><pre data-language="bash"><code><span class="line">${command}</span></code></pre></div></div>`;
    const md = convert(`<div data-install-tabs=""><div role="tablist"><button>npm</button><button>pnpm</button></div>${panel('npm', 'npm install x')}${panel('pnpm', 'pnpm add x')}${panel('yarn', 'yarn add x')}</div>`);
    expect(md).toBe('```bash\nnpm install x\n```\n');
  });

  it('turns tables into GFM tables (pipes escaped) and lists into Markdown lists, nested ones indented', () => {
    const md = convert(
      '<table><thead><tr><th>Prop</th><th>Type</th></tr></thead><tbody><tr><td><code>size</code></td><td><code>\'small\' | \'large\'</code></td></tr></tbody></table>' +
        '<ul><li>One</li><li>Two<ul><li>Inner</li></ul></li></ul><ol start="3"><li><p>Three</p></li></ol>',
    );
    expect(md).toBe(
      ["| Prop | Type |", '| --- | --- |', "| `size` | `'small' \\| 'large'` |", '', '- One', '- Two', '', '  - Inner', '', '3. Three', ''].join('\n'),
    );
  });

  it('replaces a demo section by what the demo callback returns, and drops it on null', () => {
    const html = '<p>Before</p><section data-demo="BasicButtons"><div role="toolbar"><button>TS</button></div><pre>highlighted</pre></section><section data-demo="Gone"><p>x</p></section><p>After</p>';
    const md = convert(html, (name) => (name === 'BasicButtons' ? '```tsx\nexport default function BasicButtons() {}\n```' : null));
    expect(md).toBe('Before\n\n```tsx\nexport default function BasicButtons() {}\n```\n\nAfter\n');
  });

  it('quotes callouts and escapes Markdown characters in prose', () => {
    expect(convert('<aside><p>Use <code>*</code> with care: a_b [x]</p></aside>')).toBe('> Use `*` with care: a\\_b \\[x\\]\n');
  });
});

describe('API rows', () => {
  it('become one table: name, each labelled cell, description (pipes in types escaped)', () => {
    const row = (name: string, type: string, fallback: string, text: string) =>
      `<li data-api-kind="prop" data-api-name="${name}"><div><a href="#${name}"><code>${name}</code></a></div><div><span>Type<!-- -->: </span><code>${type}</code></div><div><span>Default<!-- -->: </span>${fallback}</div><div><p>${text}</p><p>More.</p></div></li>`;
    const md = convert(`<ul>${row('checked', 'boolean', '—', 'Whether it is on.')}${row('size', "'small' | 'large'", '<code>\'small\'</code>', 'The size.')}</ul>`);
    expect(md).toBe(
      [
        '| Name | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `checked` | `boolean` | — | Whether it is on. More. |',
        "| `size` | `'small' \\| 'large'` | `'small'` | The size. More. |",
        '',
      ].join('\n'),
    );
  });
});
