/**
 * `<Demo name="BasicButtons" />` in MDX: the demo block. The server renders the collapsed previews at
 * build time (TS and JS, each styling, highlighted by Shiki), and the page's CSS shows the one matching
 * `<html data-code-variant data-code-styling>`, so the reader's variant is there from the first paint.
 * The full sources, highlighted the same way, are a static JSON file the panel fetches when it first
 * expands (demoCodeViews.server.ts). The toolbar and the live component are the client island
 * `DemoBlock`, which gets each styling's plain sources as data for copying, editing and the sandbox
 * export.
 */
import 'server-only';
import path from 'node:path';
import { docsConfig } from '../config';
import { t } from '../i18n/translate';
import { DEMO_COPIED_MS } from '../code-block/copy';
import { STYLING_BY_ID } from './codePreferences';
import type { DemoBlockLabels, DemoVariantInfo } from './demoBlockData';
import DemoBlock from './LazyDemoBlock.client';
import DemoCodeViewBlock from './DemoCodeViewBlock';
import { demoCodeUrl, demoCodeViews, readDemoData } from './demoCodeViews.server';
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
    loadingCode: t('demo.loadingCode'),
    codeError: t('demo.codeError'),
    retry: t('demo.retry'),
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
  const data = await readDemoData(id, `Demo "${name}" of content/${pageFile}`);
  const previews = await demoCodeViews(data, 'preview');
  const variants: DemoVariantInfo[] = data.variants.map((variant) => ({
    styling: variant.styling,
    label: STYLING_BY_ID[variant.styling],
    moduleId: variant.moduleId,
    hasPreview: { TS: variant.tsPreview !== null, JS: variant.jsPreview !== null },
    sourceUrl: docsConfig.config.repositoryUrl ? `${docsConfig.config.repositoryUrl}/blob/main/content/${variant.moduleId}.tsx` : null,
    sources: { TS: variant.ts, JS: variant.ts === variant.js ? null : variant.js },
    extraFiles: variant.extraFiles,
  }));
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
        codeUrl={demoCodeUrl(id)}
        serverRendered={!iframe && !data.clientOnly}
      >
        {previews.map((view) => (
          <DemoCodeViewBlock key={view.key} view={view} />
        ))}
      </DemoBlock>
    </section>
  );
}
