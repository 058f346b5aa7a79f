'use client';
/**
 * The demo toolbar (WAI-ARIA toolbar: one tab stop, arrow keys mirrored in right-to-left, Home and
 * End): styling menu, TS/JS, the code panel's button, edit, copy, reset focus, reset, and the more
 * menu (source link, code links, StackBlitz/CodeSandbox). It owns the copy state and its announcement.
 *
 * Hand-written rather than Base UI's Toolbar and Menu (@base-ui/react 1.9): this toolbar hydrates on
 * every demo page's first load, where those two, bundled and minified, weigh 64 KB gzip (Menu brings
 * Floating UI and its floating tree; Toolbar alone is 7.7 KB), against 2.6 KB for this file, DemoMenu
 * and their helpers together. Base UI's Toolbar would also need a DirectionProvider fed from the
 * display settings to mirror its arrow keys in right-to-left.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { choiceAttributes, clickEventAttributes, type EventAction } from '../analytics/clickEvents';
import { createCopyController } from '../code-block/copy';
import { Icon } from '../layout/icons';
import { demoHash, STYLING_BY_ID, type CodeVariant } from './codePreferences';
import { setCodeStyling, setCodeVariant } from './codePreferenceStore';
import { toolbarTarget, type DemoBlockLabels, type DemoVariantInfo } from './demoBlockData';
import DemoMenu from './DemoMenu.client';
import { openSandbox, type SandboxService } from './openSandbox';
import styles from './Demo.module.css';

type ToolbarItemProps = { tabIndex: number; onFocus: () => void; 'data-toolbar-item': '' };

export interface DemoToolbarProps {
  name: string;
  labels: DemoBlockLabels;
  variants: DemoVariantInfo[];
  /** The styling showing now. */
  variant: DemoVariantInfo;
  codeVariant: CodeVariant;
  /** The id of the code panel the code button controls. */
  panelId: string;
  expanded: boolean;
  editing: boolean;
  /** The full source showing now: the editor's text while editing, else the variant's. */
  currentSource: () => string;
  dependencies: Record<string, string>;
  copiedMs: number;
  onToggleCode: () => void;
  onToggleEditing: () => void;
  onResetFocus: () => void;
  onReset: () => void;
  /** The reader pointed at or focused the toolbar (the block prefetches the full code). */
  onIntent: () => void;
}

function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** Moves focus between the toolbar's items for arrow keys, Home and End. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (!(event.target as HTMLElement).hasAttribute('data-toolbar-item')) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item]')];
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const next = toolbarTarget(event.key, items.indexOf(event.target as HTMLElement), items.length, rtl);
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

export default function DemoToolbar(props: DemoToolbarProps) {
  const { name, labels, variants, variant, codeVariant, panelId, expanded, editing, currentSource, dependencies, copiedMs } = props;
  const multiple = variants.length > 1;
  const hasPreview = variant.hasPreview[codeVariant];
  const [copied, setCopied] = useState(false);
  const [status, setStatus] = useState('');
  const [activeItem, setActiveItem] = useState('');
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

  const copyLink = (target: CodeVariant) => {
    const url = `${window.location.origin}${window.location.pathname}${demoHash(name, target, multiple ? variant.label : undefined)}`;
    copyText(url).then(
      () => setStatus(labels.linkCopied),
      () => {},
    );
  };

  const exportTo = (service: SandboxService) =>
    void openSandbox(service, { name, codeVariant, source: currentSource(), extraFiles: variant.extraFiles, dependencies, styling: variant.styling });

  // One tab stop: the last focused item keeps tabindex 0.
  const itemKeys = useMemo(() => [...(multiple ? ['styling'] : []), 'TS', 'JS', 'code', 'edit', 'copy', 'focus', 'reset', 'more'], [multiple]);
  const current = itemKeys.includes(activeItem) ? activeItem : itemKeys[0]!;
  const item = (key: string): ToolbarItemProps => ({ tabIndex: key === current ? 0 : -1, onFocus: () => setActiveItem(key), 'data-toolbar-item': '' });

  // Analytics (src/analytics/clickEvents.ts): every demo event names the demo; a switch's label is the value it picks.
  const demoEvent = (eventAction: EventAction<'demo'>, eventLabel: string = name) => clickEventAttributes('demo', { eventAction, eventLabel, demoName: name });
  const demoChoice = (eventAction: EventAction<'demo'>, chosen: string, current: string) => choiceAttributes('demo', { eventAction, eventLabel: chosen, demoName: name }, current);

  const codeLabel = hasPreview ? (expanded ? labels.collapseCode : labels.expandCode) : expanded ? labels.hideCode : labels.showCode;

  return (
    <div role="toolbar" aria-label={labels.toolbar} className={styles.toolbar} onKeyDown={onToolbarKeyDown} onPointerEnter={props.onIntent} onFocus={props.onIntent}>
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
            analytics: demoChoice('styling', v.styling, variant.styling),
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
            {...demoChoice('code_variant', v, codeVariant)}
          >
            {v}
          </button>
        ))}
      </span>
      <button type="button" className={styles.textButton} aria-expanded={expanded} aria-controls={panelId} onClick={props.onToggleCode} {...item('code')} {...demoEvent('code', expanded ? 'collapse' : 'expand')}>
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
        onClick={props.onToggleEditing}
        {...item('edit')}
        {...demoEvent('edit', editing ? 'stop' : 'start')}
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
        onClick={() => void copyController.current?.copy(currentSource())}
        {...item('copy')}
        {...demoEvent('copy')}
      >
        <Icon name={copied ? 'check' : 'copy'} size={18} />
        {copied ? <span className={styles.copiedText}>{labels.copied}</span> : null}
      </button>
      <button type="button" className={styles.toolButton} aria-label={labels.resetFocus} title={labels.resetFocus} onClick={props.onResetFocus} {...item('focus')} {...demoEvent('reset_focus')}>
        <Icon name="focus" size={18} />
      </button>
      <button type="button" className={styles.toolButton} aria-label={labels.reset} title={labels.reset} onClick={props.onReset} {...item('reset')} {...demoEvent('reset')}>
        <Icon name="refresh" size={18} />
      </button>
      <DemoMenu
        label={labels.more}
        button={<Icon name="more" size={18} />}
        toolbarItem={item('more')}
        items={[
          ...(variant.sourceUrl ? [{ key: 'source', label: labels.viewSource, href: variant.sourceUrl, analytics: demoEvent('view_source') }] : []),
          { key: 'js-link', label: labels.copyJsLink, onSelect: () => copyLink('JS'), analytics: demoEvent('copy_link', 'JS') },
          { key: 'ts-link', label: labels.copyTsLink, onSelect: () => copyLink('TS'), analytics: demoEvent('copy_link', 'TS') },
          { key: 'stackblitz', label: labels.stackblitz, onSelect: () => exportTo('stackblitz'), analytics: demoEvent('sandbox', 'stackblitz') },
          { key: 'codesandbox', label: labels.codesandbox, onSelect: () => exportTo('codesandbox'), analytics: demoEvent('sandbox', 'codesandbox') },
        ]}
      />
      <span className={styles.visuallyHidden} role="status">
        {copied ? labels.announceCopied : status}
      </span>
    </div>
  );
}
