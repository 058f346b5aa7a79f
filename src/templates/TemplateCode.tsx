/**
 * A template's code page: how to set it up (the packages to install and the entry file that renders
 * it) and every file of its folder, highlighted at build time in TypeScript and in the generated
 * JavaScript. The page shows the variant of the reader's code preference (`<html data-code-variant>`,
 * as for the demos); each block has its copy button.
 */
import 'server-only';
import codeStyles from '../code-block/CodeBlock.module.css';
import CodeCopyButton from '../code-block/CodeCopyButton';
import type { CodeVariant } from '../demos/codePreferences';
import { templateMainSource } from '../demos/sandbox';
import { t } from '../i18n/translate';
import { codeBlockHighlighter } from '../mdx/highlightCode';
import CodeVariantSwitch from './CodeVariantSwitch.client';
import type { TemplateInfo } from './templates';
import type { TemplateSources } from './templateSourcesTypes';
import styles from './TemplateCode.module.css';

type Language = 'tsx' | 'ts' | 'jsx' | 'js' | 'bash';

const LANGUAGE_NAMES: Record<Language, string> = { tsx: 'TSX', ts: 'TypeScript', jsx: 'JSX', js: 'JavaScript', bash: 'shell' };

function languageOf(fileName: string): Language {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  if (extension === 'tsx' || extension === 'ts' || extension === 'jsx' || extension === 'js') return extension;
  throw new Error(`Template file ${fileName}: only .ts, .tsx, .js and .jsx files are shown.`);
}

/** `OrdersTable.tsx` → `file-OrdersTable`; the same anchor for both variants of a file. */
export function fileAnchor(fileName: string): string {
  return `file-${fileName.replace(/\.[jt]sx?$/, '').replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export default async function TemplateCode({ template, sources }: { template: TemplateInfo; sources: TemplateSources }) {
  // Focusable so keyboard readers can scroll a long line sideways.
  const highlight: (code: string, lang: Language) => string = await codeBlockHighlighter(codeStyles.pre);
  /** One highlighted block with its copy button; `variant` hides it unless the reader's preference matches. */
  const block = (code: string, lang: Language, variant?: CodeVariant) => (
    <div className={codeStyles.block} data-code-block="" data-template-code={variant ?? 'any'}>
      {/* Shiki's output: escaped, highlighted source produced at build time from this project's files. */}
      <div dangerouslySetInnerHTML={{ __html: highlight(code, lang) }} />
      <CodeCopyButton languageName={LANGUAGE_NAMES[lang]} />
    </div>
  );
  const packages = Object.entries(sources.dependencies)
    .filter(([name]) => name !== 'react' && name !== 'react-dom')
    .map(([name, version]) => `${name}@${version}`);
  const titles = { TS: t('demo.variant.TS.title'), JS: t('demo.variant.JS.title') };

  return (
    <div className={styles.content}>
      <h1 className={styles.title}>{t('templates.codeTitle', { name: template.name })}</h1>
      <p className={styles.lead}>{template.description}</p>

      <h2 className={styles.heading}>{t('templates.setup')}</h2>
      <p>{t('templates.setupIntro', { count: String(sources.files.length) })}</p>
      {block(`npm install ${packages.join(' ')}`, 'bash')}
      <p>{t('templates.renderIntro')}</p>
      {block(templateMainSource(sources.entry, 'TS', template.product), 'tsx', 'TS')}
      {block(templateMainSource(sources.entry, 'JS', template.product), 'jsx', 'JS')}
      <p>{t('templates.exportIntro')}</p>

      <div className={styles.filesHeader}>
        <h2 className={styles.heading}>{t('templates.files')}</h2>
        <CodeVariantSwitch label={t('demo.variant')} titles={titles} />
      </div>
      <nav aria-label={t('templates.fileList')}>
        <ol className={styles.fileList}>
          {sources.files.map((file) => (
            <li key={file.name}>
              <a href={`#${fileAnchor(file.name)}`} className={styles.fileLink}>
                <span data-template-code="TS">{file.name}</span>
                <span data-template-code="JS">{file.jsName}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sources.files.map((file) => {
        const anchor = fileAnchor(file.name);
        return (
          <section key={file.name} id={anchor} aria-labelledby={`${anchor}-name`} className={styles.file}>
            <h3 id={`${anchor}-name`} className={styles.fileName}>
              <span data-template-code="TS">{file.name}</span>
              <span data-template-code="JS">{file.jsName}</span>
            </h3>
            {block(file.ts, languageOf(file.name), 'TS')}
            {block(file.js, languageOf(file.jsName), 'JS')}
          </section>
        );
      })}
    </div>
  );
}
