'use client';
/**
 * The interactive part of a demo block: the live component in its frame, the toolbar (a WAI-ARIA
 * toolbar: one tab stop, arrow keys move between controls), the code panel's open state, copying,
 * links, the StackBlitz/CodeSandbox export and live editing. The highlighted code arrives as
 * server-rendered children; which of them shows is decided by CSS over `<html data-code-variant
 * data-code-styling>` and this panel's `data-expanded`.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { createCopyController } from '../code-block/copy';
import { Icon } from '../layout/icons';
import { demoHash, parseDemoHash, STYLING_BY_ID, STYLING_IDS, type CodeStyling, type CodeVariant, type StylingId } from './codePreferences';
import { getPreferences, SERVER_PREFERENCES, setCodeStyling, setCodeVariant, subscribePreferences } from './codePreferenceStore';
import DemoMenu from './DemoMenu.client';
import LiveDemo from './LiveDemo.client';
import { useNearViewport } from './useNearViewport';
import styles from './Demo.module.css';

const DemoEditor = lazy(() => import('./DemoEditor.client'));

export interface DemoVariantInfo {
  styling: StylingId;
  label: CodeStyling;
  moduleId: string;
  hasPreview: Record<CodeVariant, boolean>;
  sourceUrl: string;
}

export interface DemoBlockLabels {
  toolbar: string;
  stylings: Record<StylingId, string>;
  stylingMenu: Record<StylingId, string>;
  variant: string;
  variantTitles: Record<CodeVariant, string>;
  showCode: string;
  hideCode: string;
  expandCode: string;
  collapseCode: string;
  copySource: string;
  copied: string;
  announceCopied: string;
  resetFocus: string;
  reset: string;
  edit: string;
  stopEditing: string;
  more: string;
  viewSource: string;
  copyJsLink: string;
  copyTsLink: string;
  linkCopied: string;
  stackblitz: string;
  codesandbox: string;
  editorLabels: Record<CodeVariant, string>;
  editorHint: string;
  loadingEditor: string;
  editError: string;
  crashed: string;
  crashedHint: string;
}

export interface DemoBlockProps {
  name: string;
  bg: 'outlined' | 'inline' | 'gradient' | 'playground';
  variants: DemoVariantInfo[];
  dependencies: Record<string, string>;
  copiedMs: number;
  labels: DemoBlockLabels;
  /** The highlighted code views (server-rendered). */
  children: ReactNode;
}

type ToolbarItemProps = { tabIndex: number; onFocus: () => void; 'data-toolbar-item': '' };

const noSubscription = () => () => {};

function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

export default function DemoBlock({ name, bg, variants, dependencies, copiedMs, labels, children }: DemoBlockProps) {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences, () => SERVER_PREFERENCES);
  // False in the server HTML and during hydration, true once the toolbar's handlers are attached.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const { codeVariant } = preferences;
  const preferred = STYLING_IDS[preferences.codeStyling];
  const variant = variants.find((v) => v.styling === preferred) ?? variants[0]!;
  const multiple = variants.length > 1;
  const hasPreview = variant.hasPreview[codeVariant];

  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [edited, setEdited] = useState<{ component: ComponentType; version: number } | null>(null);
  const [copied, setCopied] = useState(false);
  const [status, setStatus] = useState('');
  const [activeItem, setActiveItem] = useState('');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Live components mount as they approach the viewport: a page of ten demos pays for the visible few at load.
  const nearViewport = useNearViewport(frameRef);
  const editorText = useRef<string | null>(null);
  const copyController = useRef<ReturnType<typeof createCopyController>>(null);

  useEffect(() => {
    const controller = createCopyController({ resetAfterMs: copiedMs, writeText: copyText, onChange: setCopied });
    copyController.current = controller;
    return () => controller.dispose();
  }, [copiedMs]);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), copiedMs);
    return () => clearTimeout(timer);
  }, [status, copiedMs]);

  // A link to this demo's code (`#BasicButtons.js`, `#tailwind-BasicSlider.tsx`) opens it in that variant.
  useEffect(() => {
    const applyHash = () => {
      const target = parseDemoHash(window.location.hash);
      if (!target || target.demo !== name) return;
      setCodeVariant(target.codeVariant, { persist: false });
      if (target.codeStyling) setCodeStyling(target.codeStyling, { persist: false });
      setExpanded(true);
      requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: 'start' }));
    };
    applyHash();
    window.addEventListener('hashchange', applyHash);
    return () => window.removeEventListener('hashchange', applyHash);
  }, [name]);

  /** The full source currently shown: the editor's text while editing, else the highlighted block's. */
  const currentSource = useCallback((): string => {
    if (editing && editorText.current !== null) return editorText.current;
    return currentSourceFromBlocks(rootRef.current, multiple ? variant.styling : 'any', codeVariant);
  }, [editing, multiple, variant.styling, codeVariant]);

  const extraFiles = (): { name: string; source: string }[] => {
    const blocks = rootRef.current?.querySelectorAll<HTMLElement>(`[data-demo-code][data-file][data-styling="${multiple ? variant.styling : 'any'}"]`) ?? [];
    return [...blocks].map((block) => ({ name: block.dataset.file ?? '', source: block.querySelector('pre')?.textContent ?? '' }));
  };

  const copySource = () => void copyController.current?.copy(currentSource());

  const copyLink = (target: CodeVariant) => {
    const url = `${window.location.origin}${window.location.pathname}${demoHash(name, target, multiple ? variant.label : undefined)}`;
    copyText(url).then(
      () => setStatus(labels.linkCopied),
      () => {},
    );
  };

  const openSandbox = async (service: 'stackblitz' | 'codesandbox') => {
    const sandbox = await import('./sandbox');
    const project = sandbox.createSandboxProject({
      name,
      title: document.title,
      codeVariant,
      source: currentSource(),
      extraFiles: extraFiles(),
      dependencies,
      pageUrl: `${window.location.origin}${window.location.pathname}`,
    });
    const file = `src/Demo.${codeVariant === 'TS' ? 'tsx' : 'jsx'}`;
    sandbox.submitSandboxForm(service === 'stackblitz' ? sandbox.stackBlitzForm(project, file) : sandbox.codeSandboxForm(project, file));
  };

  const resetDemo = () => {
    setEdited(null);
    editorText.current = null;
    setResetKey((key) => key + 1);
  };

  const resetFocus = () => sentinelRef.current?.focus();

  const onEdited = useCallback((component: ComponentType | null, text: string) => {
    editorText.current = text;
    setEdited((previous) => (component ? { component, version: (previous?.version ?? 0) + 1 } : previous));
  }, []);

  // The toolbar: one tab stop; arrow keys (mirrored in right-to-left), Home and End move between controls.
  const itemKeys = useMemo(
    () => [...(multiple ? ['styling'] : []), 'TS', 'JS', 'code', 'edit', 'copy', 'focus', 'reset', 'more'],
    [multiple],
  );
  const current = itemKeys.includes(activeItem) ? activeItem : itemKeys[0]!;
  const item = (key: string): ToolbarItemProps => ({ tabIndex: key === current ? 0 : -1, onFocus: () => setActiveItem(key), 'data-toolbar-item': '' });
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).hasAttribute('data-toolbar-item')) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item]')];
    const index = items.indexOf(event.target as HTMLElement);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const codeLabel = hasPreview ? (expanded ? labels.collapseCode : labels.expandCode) : expanded ? labels.hideCode : labels.showCode;
  const showsCode = expanded || hasPreview || editing;

  return (
    <div ref={rootRef} className={styles.block} data-hydrated={hydrated || undefined}>
      <div ref={frameRef} className={styles.frame} data-bg={bg} data-demo-frame="">
        <div ref={sentinelRef} tabIndex={-1} className={styles.sentinel} />
        {nearViewport ? (
          <LiveDemo
            key={`${variant.moduleId}-${resetKey}-${edited?.version ?? 0}`}
            moduleId={variant.moduleId}
            component={edited?.component}
            crashedLabel={labels.crashed}
            crashedHint={labels.crashedHint}
          />
        ) : null}
      </div>
      <div role="toolbar" aria-label={labels.toolbar} className={styles.toolbar} onKeyDown={onToolbarKeyDown}>
        {multiple ? (
          <DemoMenu
            radio
            label={labels.stylingMenu[variant.styling]}
            button={
              <>
                <span>{labels.stylings[variant.styling]}</span>
                <Icon name="expand" size={18} />
              </>
            }
            buttonClassName={styles.textButton}
            toolbarItem={item('styling')}
            items={variants.map((v) => ({
              key: v.styling,
              label: labels.stylings[v.styling],
              checked: v.styling === variant.styling,
              onSelect: () => setCodeStyling(STYLING_BY_ID[v.styling]),
            }))}
          />
        ) : null}
        <span role="group" aria-label={labels.variant} className={styles.variantGroup}>
          {(['TS', 'JS'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={styles.variantButton}
              aria-pressed={codeVariant === v}
              title={labels.variantTitles[v]}
              onClick={() => setCodeVariant(v)}
              {...item(v)}
            >
              {v}
            </button>
          ))}
        </span>
        <button type="button" className={styles.textButton} aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((value) => !value)} {...item('code')}>
          <Icon name="code" size={18} />
          <span>{codeLabel}</span>
        </button>
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.toolButton}
          aria-pressed={editing}
          aria-label={editing ? labels.stopEditing : labels.edit}
          title={editing ? labels.stopEditing : labels.edit}
          onClick={() => {
            if (!editing) setExpanded(true);
            setEditing((value) => !value);
          }}
          {...item('edit')}
        >
          <Icon name="edit" size={18} />
        </button>
        <button
          type="button"
          className={styles.toolButton}
          data-copy-button=""
          data-copied={copied || undefined}
          aria-label={copied ? labels.copied : labels.copySource}
          title={labels.copySource}
          onClick={copySource}
          {...item('copy')}
        >
          <Icon name={copied ? 'check' : 'copy'} size={18} />
          {copied ? <span className={styles.copiedText}>{labels.copied}</span> : null}
        </button>
        <button type="button" className={styles.toolButton} aria-label={labels.resetFocus} title={labels.resetFocus} onClick={resetFocus} {...item('focus')}>
          <Icon name="focus" size={18} />
        </button>
        <button type="button" className={styles.toolButton} aria-label={labels.reset} title={labels.reset} onClick={resetDemo} {...item('reset')}>
          <Icon name="refresh" size={18} />
        </button>
        <DemoMenu
          label={labels.more}
          button={<Icon name="more" size={18} />}
          toolbarItem={item('more')}
          items={[
            { key: 'source', label: labels.viewSource, href: variant.sourceUrl },
            { key: 'js-link', label: labels.copyJsLink, onSelect: () => copyLink('JS') },
            { key: 'ts-link', label: labels.copyTsLink, onSelect: () => copyLink('TS') },
            { key: 'stackblitz', label: labels.stackblitz, onSelect: () => void openSandbox('stackblitz') },
            { key: 'codesandbox', label: labels.codesandbox, onSelect: () => void openSandbox('codesandbox') },
          ]}
        />
        <span className={styles.visuallyHidden} role="status">
          {copied ? labels.announceCopied : status}
        </span>
      </div>
      <div id={panelId} className={styles.panel} data-expanded={expanded || undefined} data-editing={editing || undefined} data-empty={!showsCode || undefined}>
        {children}
        {editing ? (
          <Suspense fallback={<p className={styles.editorLoading}>{labels.loadingEditor}</p>}>
            <DemoEditor
              key={`${variant.moduleId}-${codeVariant}-${resetKey}`}
              moduleId={variant.moduleId}
              readInitialCode={() => currentSourceFromBlocks(rootRef.current, multiple ? variant.styling : 'any', codeVariant)}
              fileName={`${name}.${codeVariant === 'TS' ? 'tsx' : 'jsx'}`}
              label={labels.editorLabels[codeVariant]}
              hint={labels.editorHint}
              errorTitle={labels.editError}
              onChange={onEdited}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** The highlighted full source of a styling and variant, as plain text. */
function currentSourceFromBlocks(root: HTMLElement | null, styling: string, variant: CodeVariant): string {
  const selector = (lang: string) => `[data-demo-code][data-kind="full"]:not([data-file])[data-styling="${styling}"][data-lang="${lang}"] pre`;
  return (root?.querySelector(selector(variant)) ?? root?.querySelector(selector('any')))?.textContent ?? '';
}
