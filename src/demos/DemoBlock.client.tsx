'use client';
/**
 * The interactive part of a demo block: the live component in its frame, the toolbar, the code panel
 * and the state they share (panel open, editing, the edited component, resets). The sources it copies,
 * edits and exports arrive as data from the server component; the highlighted code arrives as
 * server-rendered children, shown by CSS.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { STYLING_IDS } from './codePreferences';
import { getPreferences, SERVER_PREFERENCES, subscribePreferences } from './codePreferenceStore';
import { demoSource, differsFromServerRender, pickVariant, SERVER_RENDER_SETTINGS, type DemoBlockLabels, type DemoVariantInfo } from './demoBlockData';
import { demoCodeLoader } from './demoCodeLoader';
import { createDemoGate } from './demoGate';
import { preloadDemo } from './demoLoader';
import DemoCodePanel from './DemoCodePanel.client';
import DemoToolbar from './DemoToolbar.client';
import LiveDemo from './LiveDemo.client';
import { useDemoHash } from './useDemoHash';
import { useNearViewport } from './useNearViewport';
import { isDefaultCustomization } from '../theme/themeCustomization';
import { useThemeCustomization } from '../theme/useThemeCustomization';
import styles from './Demo.module.css';
import { useHydrated } from '../layout/useHydrated';

export interface DemoBlockProps {
  name: string;
  bg: 'outlined' | 'inline' | 'gradient' | 'playground';
  variants: DemoVariantInfo[];
  dependencies: Record<string, string>;
  copiedMs: number;
  labels: DemoBlockLabels;
  /** An iframe demo's height in pixels (the frame is reserved at that height), or null for an inline demo. */
  iframeHeight: number | null;
  /** The static JSON file of the full highlighted code views, fetched when the panel first expands. */
  codeUrl: string;
  /** The highlighted previews (server-rendered). */
  children: ReactNode;
  /** False for a demo that renders in the browser only (an iframe demo, or one marked in its folder's client-only.json). */
  serverRendered: boolean;
}


export default function DemoBlock({ name, bg, variants, dependencies, copiedMs, labels, iframeHeight, codeUrl, children, serverRendered }: DemoBlockProps) {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences, () => SERVER_PREFERENCES);
  // False in the server HTML and during hydration, true once the toolbar's handlers are attached.
  const hydrated = useHydrated();
  const { codeVariant } = preferences;
  const customized = !isDefaultCustomization(useThemeCustomization());
  const variant = pickVariant(variants, STYLING_IDS[preferences.codeStyling]);

  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [edited, setEdited] = useState<{ component: ComponentType; version: number } | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // The server rendered every demo into the page; the browser hydrates (or, client-only, mounts) each
  // as it approaches the viewport: a page of ten demos pays for the visible few at load.
  const nearViewport = useNearViewport(frameRef);
  const [gate] = useState(createDemoGate);
  // `data-live` on the frame once the demo runs (hydrated or mounted): for tests and for whoever inspects the page.
  const markLive = useCallback(() => frameRef.current?.setAttribute('data-live', ''), []);
  useEffect(() => {
    if (!nearViewport || gate.opened) return;
    // Code first, then the gate: hydration then finds everything loaded and never stops half-way. A
    // failed load opens the gate too, and the demo's error boundary says what went wrong.
    void preloadDemo(variant.moduleId)
      .catch(() => undefined)
      .finally(() => gate.open());
  }, [nearViewport, gate, variant.moduleId]);
  // Hydrated, the block renders for the reader's settings next; where they differ from those the
  // server HTML was rendered with, the demo is replaced, so the frame keeps the height it has now
  // until the reader touches the demo (a shift after input is theirs, and expected).
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || !serverRendered || iframeHeight !== null) return;
    const styling = { server: STYLING_IDS[SERVER_PREFERENCES.codeStyling], reader: STYLING_IDS[getPreferences().codeStyling] };
    const display = window.__docsDisplay?.get() ?? SERVER_RENDER_SETTINGS;
    const customized = document.documentElement.hasAttribute('data-theme-customized');
    if (!differsFromServerRender(variants, styling, { direction: display.direction, dense: display.dense, customized })) return;
    frame.style.minBlockSize = `${frame.getBoundingClientRect().height}px`;
    const release = () => frame.style.removeProperty('min-block-size');
    frame.addEventListener('pointerdown', release, { once: true });
    frame.addEventListener('keydown', release, { once: true });
    return () => {
      frame.removeEventListener('pointerdown', release);
      frame.removeEventListener('keydown', release);
    };
    // On mount only: what the server rendered is known then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const editorText = useRef<string | null>(null);

  useDemoHash(name, rootRef, () => setExpanded(true));

  const source = demoSource(variant, codeVariant);
  const currentSource = () => (editing && editorText.current !== null ? editorText.current : source);

  const onEdited = useCallback((component: ComponentType | null, text: string) => {
    editorText.current = text;
    setEdited((previous) => (component ? { component, version: (previous?.version ?? 0) + 1 } : previous));
  }, [setEdited]);

  // A pointer or focus on the toolbar is a likely step towards the code: its file starts on its way.
  // A failure is left for the panel to report when it expands.
  const prefetchCode = () => void demoCodeLoader.load(codeUrl).catch(() => {});

  const resetDemo = () => {
    setEdited(null);
    editorText.current = null;
    setResetKey((key) => key + 1);
  };

  return (
    <div ref={rootRef} className={styles.block} data-hydrated={hydrated || undefined}>
      <div
        ref={frameRef}
        className={styles.frame}
        data-bg={bg}
        data-demo-frame=""
        data-iframe={iframeHeight === null ? undefined : ''}
        data-stylings={variants.length > 1 ? variants.map((entry) => entry.styling).join(' ') : undefined}
        data-rendered-styling={variants.length > 1 ? variant.styling : undefined}
        style={iframeHeight === null ? undefined : ({ '--demo-iframe-height': `${iframeHeight}px` } as CSSProperties)}
      >
        <div ref={sentinelRef} tabIndex={-1} className={styles.sentinel} />
        <LiveDemo
          // A reader with their own theme colours or spacing gets a demo mounted in that theme, not the
          // server's HTML recoloured in view (the key differs from the server's once hydrated).
          key={`${variant.moduleId}-${resetKey}-${edited?.version ?? 0}-${customized ? 'custom' : 'default'}-theme`}
          moduleId={variant.moduleId}
          component={edited?.component}
          crashedLabel={labels.crashed}
          crashedHint={labels.crashedHint}
          frameTitle={iframeHeight === null ? undefined : labels.frameTitle}
          gate={gate}
          serverRendered={serverRendered}
          onLive={markLive}
        />
      </div>
      <DemoToolbar
        name={name}
        labels={labels}
        variants={variants}
        variant={variant}
        codeVariant={codeVariant}
        panelId={panelId}
        expanded={expanded}
        editing={editing}
        currentSource={currentSource}
        dependencies={dependencies}
        copiedMs={copiedMs}
        onToggleCode={() => setExpanded((value) => !value)}
        onToggleEditing={() => {
          if (!editing) setExpanded(true);
          setEditing((value) => !value);
        }}
        onResetFocus={() => sentinelRef.current?.focus()}
        onReset={resetDemo}
        onIntent={prefetchCode}
      />
      <DemoCodePanel
        id={panelId}
        name={name}
        moduleId={variant.moduleId}
        codeVariant={codeVariant}
        expanded={expanded}
        editing={editing}
        showsCode={expanded || variant.hasPreview[codeVariant] || editing}
        initialCode={source}
        resetKey={resetKey}
        labels={labels}
        onEdited={onEdited}
        codeUrl={codeUrl}
      >
        {children}
      </DemoCodePanel>
    </div>
  );
}
