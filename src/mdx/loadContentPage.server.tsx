/**
 * Turns a content file into a rendered page at build time: front matter, the table of contents and
 * the MDX body as React elements (highlighted code included). Nothing from here reaches the browser.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import * as runtime from 'react/jsx-runtime';
import { evaluate } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import remarkGfm from 'remark-gfm';
import type { ShikiTransformer } from 'shiki';
import { parseContentFile, type FrontMatter } from './frontMatter';
import { tokenClassTransformer, tokenPalettes } from './codeThemes';
import { CODE_THEMES, getHighlighter } from './highlighter.server';
import { rehypeHeadings, type TocEntry } from './rehypeHeadings';
import { rehypeTableLabels } from './rehypeTableLabels';
import { remarkInstallTabs } from '../install-tabs/remarkInstallTabs';
import { mdxComponentsFor } from './mdxComponents';

const CONTENT_ROOT = path.join(process.cwd(), 'content');

export interface ContentPage {
  frontMatter: FrontMatter;
  toc: TocEntry[];
  content: React.ReactElement;
}

/** Records the fence language on `<pre>` so the copy button can say what it copies. */
const languageOnPre: ShikiTransformer = {
  name: 'language-on-pre',
  pre(node) {
    node.properties['data-language'] = this.options.lang;
  },
};

/** Loads, checks and renders `content/<file>`; errors name the file. */
export const loadContentPage = cache(async (file: string): Promise<ContentPage> => {
  const relative = `content/${file}`;
  const source = await readFile(path.join(CONTENT_ROOT, file), 'utf8');
  const { frontMatter, body } = parseContentFile(source, relative);
  const toc: TocEntry[] = [];
  const highlighter = await getHighlighter();
  const tokenClasses = tokenClassTransformer(await tokenPalettes());
  let compiled;
  try {
    compiled = await evaluate(body, {
      ...runtime,
      baseUrl: import.meta.url,
      remarkPlugins: [remarkGfm, remarkInstallTabs],
      rehypePlugins: [
        [rehypeShikiFromHighlighter, highlighter, { themes: CODE_THEMES, defaultColor: 'light', transformers: [tokenClasses, languageOnPre], fallbackLanguage: 'txt' }],
        [rehypeHeadings, { toc }],
        [rehypeTableLabels, { pageTitle: frontMatter.title }],
      ],
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not compile ${relative}: ${reason}`);
  }
  const Content = compiled.default;
  return { frontMatter, toc, content: <Content components={mdxComponentsFor(file)} /> };
});
