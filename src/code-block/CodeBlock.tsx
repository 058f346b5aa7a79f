/** A highlighted code block from MDX (`pre` element) with its copy button; rendered on the server. */
import type { ComponentProps } from 'react';
import CodeCopyButton from './CodeCopyButton';
import styles from './CodeBlock.module.css';

const LANGUAGE_NAMES: Record<string, string> = { bash: 'shell', sh: 'shell', tsx: 'TSX', jsx: 'JSX', ts: 'TypeScript', js: 'JavaScript', json: 'JSON', css: 'CSS', html: 'HTML', yaml: 'YAML', diff: 'diff' };

/** Wraps Shiki's `<pre>`; `data-language` was recorded by the highlighter. */
export default function CodeBlock(props: ComponentProps<'pre'> & { 'data-language'?: string }) {
  const { 'data-language': language, className, ...rest } = props;
  const languageName = language && language !== 'txt' ? (LANGUAGE_NAMES[language] ?? language) : undefined;
  return (
    <div className={styles.block} data-code-block="">
      <pre {...rest} className={`${className ?? ''} ${styles.pre}`} data-language={language} />
      <CodeCopyButton languageName={languageName} />
    </div>
  );
}
