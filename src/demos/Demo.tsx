/**
 * `<Demo name="BasicButtons" />` in MDX: the demo block. The server renders every code view at build
 * time (TS and JS, each styling, preview and full source, highlighted by Shiki), and the page's CSS
 * shows the one matching `<html data-code-variant data-code-styling>`, so the reader's variant is there
 * from the first paint. The toolbar and the live component are the client island `DemoBlock`, which
 * gets each styling's plain sources as data for copying, editing and the sandbox export.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import codeStyles from '../code-block/CodeBlock.module.css';
import { docsConfig } from '../config';
import { t } from '../i18n/translate';
import { tokenClassTransformer, tokenPalettes } from '../mdx/codeThemes';
import { CODE_THEMES, getHighlighter } from '../mdx/highlighter.server';
import { DEMO_COPIED_MS } from '../code-block/copy';
import { STYLING_BY_ID, type StylingId } from './codePreferences';
import type { DemoData } from './demoData';
import type { DemoBlockLabels, DemoVariantInfo } from './demoBlockData';
import DemoBlock from './DemoBlock.client';
import styles from './Demo.module.css';

const DEMO_BACKGROUNDS = ['outlined', 'inline', 'gradient', 'playground'] as const;
export type DemoBackground = (typeof DEMO_BACKGROUNDS)[number];

export interface DemoProps {
  name: string;
  /** The page's content file, relative to content/ (supplied by the MDX component map). */
  pageFile: string;
  /** The frame's background: `outlined` (default), `inline`, `gradient` or `playground`. */
  bg?: DemoBackground;
  /** Renders the demo in an iframe of its own (fixed or sticky positioning, its own scroll container). */
  iframe?: boolean;
  /** An iframe demo's height in pixels; IFRAME_DEMO_HEIGHT when left out. */
  height?: number;
}

/** The default height of an iframe demo, reserved in the page's HTML. */
export const IFRAME_DEMO_HEIGHT = 400;

async function readDemo(id: string, pageFile: string, name: string): Promise<DemoData> {
  const file = path.join(process.cwd(), '.generated', 'demos', `${id}.json`);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(
      `Demo "${name}" of content/${pageFile} not found: create content/${id}.tsx (or a folder content/${id}/ with system.tsx, tailwind.tsx, css.tsx), then run npm run build.`,
    );
  });
  return JSON.parse(text) as DemoData;
}

function labels(name: string): DemoBlockLabels {
  const stylings = { system: t('demo.styling.system'), tailwind: t('demo.styling.tailwind'), css: t('demo.styling.css') };
  return {
    toolbar: t('demo.toolbar', { name }),
    stylings,
    stylingMenu: {
      system: t('demo.styling', { styling: stylings.system }),
      tailwind: t('demo.styling', { styling: stylings.tailwind }),
      css: t('demo.styling', { styling: stylings.css }),
    },
    variant: t('demo.variant'),
    variantTitles: { JS: t('demo.variant.JS.title'), TS: t('demo.variant.TS.title') },
    showCode: t('demo.showCode'),
    hideCode: t('demo.hideCode'),
    expandCode: t('demo.expandCode'),
    collapseCode: t('demo.collapseCode'),
    copySource: t('demo.copySource'),
    copied: t('copy.copied'),
    announceCopied: t('copy.announce'),
    resetFocus: t('demo.resetFocus'),
    reset: t('demo.reset'),
    edit: t('demo.edit'),
    stopEditing: t('demo.stopEditing'),
    more: t('demo.more'),
    viewSource: t('demo.viewSource'),
    copyJsLink: t('demo.copyJsLink'),
    copyTsLink: t('demo.copyTsLink'),
    linkCopied: t('demo.linkCopied'),
    stackblitz: t('demo.stackblitz'),
    codesandbox: t('demo.codesandbox'),
    editorLabels: {
      JS: t('demo.editorLabel', { variant: 'JavaScript', name }),
      TS: t('demo.editorLabel', { variant: 'TypeScript', name }),
    },
    editorHint: t('demo.editorHint'),
    loadingEditor: t('demo.loadingEditor'),
    editError: t('demo.editError'),
    crashed: t('demo.crashed'),
    crashedHint: t('demo.crashedHint'),
    frameTitle: t('demo.frameTitle', { name }),
  };
}

/** Renders demo `name` of the page whose content file is `pageFile`. */
export default async function Demo({ name, pageFile, bg = 'outlined', iframe = false, height }: DemoProps) {
  if (!DEMO_BACKGROUNDS.includes(bg)) throw new Error(`Demo "${name}" of content/${pageFile}: bg must be one of ${DEMO_BACKGROUNDS.join(', ')}, not "${bg}".`);
  if (height !== undefined && (!iframe || !Number.isInteger(height) || height < 120 || height > 1200)) {
    throw new Error(`Demo "${name}" of content/${pageFile}: height is for iframe demos, a whole number of pixels from 120 to 1200, not ${String(height)}.`);
  }
  const id = `${path.posix.dirname(pageFile)}/demos/${name}`;
  const data = await readDemo(id, pageFile, name);
  const highlighter = await getHighlighter();
  const tokenClasses = tokenClassTransformer(await tokenPalettes());
  const highlight = (code: string, lang: 'tsx' | 'jsx' | 'css') =>
    highlighter.codeToHtml(code.trimEnd(), {
      lang,
      themes: CODE_THEMES,
      defaultColor: 'light',
      transformers: [
        tokenClasses,
        {
          name: 'demo-pre-class',
          pre(node) {
            if (codeStyles.pre) this.addClassToHast(node, codeStyles.pre);
            // Focusable so keyboard users can scroll the code; copying and editing go through the toolbar.
            node.properties.tabindex = '0';
          },
        },
      ],
    });
  const multiple = data.variants.length > 1;
  const blocks: React.ReactNode[] = [];
  const variants: DemoVariantInfo[] = [];
  for (const variant of data.variants) {
    const styling: StylingId | 'any' = multiple ? variant.styling : 'any';
    const same = variant.ts === variant.js;
    const samePreview = variant.tsPreview === variant.jsPreview;
    const block = (key: string, lang: 'TS' | 'JS' | 'any', kind: 'preview' | 'full', code: string, language: 'tsx' | 'jsx' | 'css', file?: string) => (
      <div key={key} className={styles.code} data-demo-code="" data-styling={styling} data-lang={lang} data-kind={kind} data-file={file}>
        {file ? <p className={styles.fileName}>{file}</p> : null}
        {/* Shiki's output: escaped, highlighted source produced at build time from our own files. */}
        <div dangerouslySetInnerHTML={{ __html: highlight(code, language) }} />
      </div>
    );
    if (variant.tsPreview) blocks.push(block(`${variant.styling}-ts-preview`, samePreview ? 'any' : 'TS', 'preview', variant.tsPreview, 'tsx'));
    if (variant.jsPreview && !samePreview) blocks.push(block(`${variant.styling}-js-preview`, 'JS', 'preview', variant.jsPreview, 'jsx'));
    blocks.push(block(`${variant.styling}-ts`, same ? 'any' : 'TS', 'full', variant.ts, 'tsx'));
    if (!same) blocks.push(block(`${variant.styling}-js`, 'JS', 'full', variant.js, 'jsx'));
    for (const extra of variant.extraFiles) {
      blocks.push(block(`${variant.styling}-${extra.name}`, 'any', 'full', extra.source, extra.name.endsWith('.css') ? 'css' : 'tsx', extra.name));
    }
    variants.push({
      styling: variant.styling,
      label: STYLING_BY_ID[variant.styling],
      moduleId: variant.moduleId,
      hasPreview: { TS: variant.tsPreview !== null, JS: variant.jsPreview !== null },
      sourceUrl: `${docsConfig.config.repositoryUrl}/blob/main/content/${variant.moduleId}.tsx`,
      sources: { TS: variant.ts, JS: same ? null : variant.js },
      extraFiles: variant.extraFiles,
    });
  }
  return (
    <section className={styles.demo} data-demo={name} data-code-block="" aria-label={t('demo.label', { name })}>
      <DemoBlock
        name={name}
        bg={bg}
        variants={variants}
        dependencies={data.dependencies}
        copiedMs={DEMO_COPIED_MS}
        labels={labels(name)}
        iframeHeight={iframe ? (height ?? IFRAME_DEMO_HEIGHT) : null}
      >
        {blocks}
      </DemoBlock>
    </section>
  );
}
