/**
 * `<Demo name="BasicButtons" />` in MDX: the live component from the page's `demos/` folder and its
 * TypeScript source, highlighted at build time. (The full demo block — JS/TS toggle, styling variants,
 * toolbar, editing — is the demos issue; this is its rendering core.)
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import CodeCopyButton from '../code-block/CodeCopyButton';
import codeStyles from '../code-block/CodeBlock.module.css';
import { CODE_THEMES, getHighlighter } from '../mdx/highlighter.server';
import LiveDemo from './LiveDemo.client';
import styles from './Demo.module.css';

/** Renders demo `name` of the page whose content file is `pageFile` (relative to content/). */
export default async function Demo({ name, pageFile }: { name: string; pageFile: string }) {
  const id = `${path.posix.dirname(pageFile)}/demos/${name}`;
  const file = path.join(process.cwd(), 'content', `${id}.tsx`);
  const source = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Demo "${name}" of content/${pageFile} not found: create content/${id}.tsx.`);
  });
  const highlighter = await getHighlighter();
  const html = highlighter.codeToHtml(source.trimEnd(), {
    lang: 'tsx',
    themes: CODE_THEMES,
    defaultColor: 'light',
    transformers: [
      {
        name: 'demo-pre-class',
        pre(node) {
          if (codeStyles.pre) this.addClassToHast(node, codeStyles.pre);
        },
      },
    ],
  });
  return (
    <figure className={styles.demo} data-demo={name} aria-label={name}>
      <div className={styles.frame}>
        <LiveDemo id={id} />
      </div>
      <div className={codeStyles.block} data-code-block="">
        {/* Shiki's output: escaped, highlighted source produced at build time from our own files. */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <CodeCopyButton languageName="TSX" />
      </div>
    </figure>
  );
}
