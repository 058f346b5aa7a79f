'use client';
/**
 * The code under a demo: the server-rendered previews, the full sources fetched the first time the
 * panel expands or the editor opens (CSS shows the view matching `<html data-code-variant
 * data-code-styling>` and this panel's `data-expanded`) and, while editing, the live editor, which
 * loads with its transpiler only then.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { CodeVariant } from './codePreferences';
import type { DemoBlockLabels } from './demoBlockData';
import { demoCodeLoader } from './demoCodeLoader';
import type { DemoCodeView } from './demoCodeViewTypes';
import DemoCodeViewBlock from './DemoCodeViewBlock';
import styles from './Demo.module.css';

// Browser only, like the demo runtime (LiveDemo): the server bundle leaves the editor and the demos out.
const DemoEditor = lazy(() =>
  typeof window === 'undefined' ? Promise.reject(new Error('The editor runs in the browser only.')) : import('./DemoEditor.client'),
);

export interface DemoCodePanelProps {
  id: string;
  name: string;
  moduleId: string;
  codeVariant: CodeVariant;
  expanded: boolean;
  editing: boolean;
  /** False when nothing shows: collapsed, with no preview and no editor. */
  showsCode: boolean;
  /** The editor's starting text: the variant's full source. */
  initialCode: string;
  /** Remounts the editor with the original source (Reset demo). */
  resetKey: number;
  labels: DemoBlockLabels;
  onEdited: (component: ComponentType | null, text: string) => void;
  /** The static JSON file of the full code views. */
  codeUrl: string;
  /** The server-rendered previews. */
  children: ReactNode;
}

type FullCode = { status: 'idle' | 'loading' | 'error'; views?: undefined } | { status: 'ready'; views: DemoCodeView[] };

/** The full code views, fetched once `wanted` turns true; `retry` fetches again after a failure. */
function useFullCode(url: string, wanted: boolean): [FullCode, () => void] {
  const [views, setViews] = useState<DemoCodeView[] | null>(() => demoCodeLoader.peek(url)?.views ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || views || failed) return;
    let live = true;
    demoCodeLoader.load(url).then(
      (file) => live && setViews(file.views),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url, wanted, views, failed]);
  const state: FullCode = views ? { status: 'ready', views } : { status: failed ? 'error' : wanted ? 'loading' : 'idle' };
  return [state, () => setFailed(false)];
}

export default function DemoCodePanel(props: DemoCodePanelProps) {
  const { id, name, moduleId, codeVariant, expanded, editing, showsCode, initialCode, resetKey, labels, onEdited, codeUrl, children } = props;
  const [full, retry] = useFullCode(codeUrl, expanded || editing);
  return (
    <div id={id} className={styles.panel} data-expanded={expanded || undefined} data-editing={editing || undefined} data-empty={!showsCode || undefined}>
      {children}
      {full.status === 'ready' ? full.views.map((view) => <DemoCodeViewBlock key={view.key} view={view} />) : null}
      {expanded && full.status === 'loading' ? (
        <p className={styles.codeStatus} role="status">
          {labels.loadingCode}
        </p>
      ) : null}
      {(expanded || editing) && full.status === 'error' ? (
        <p className={styles.codeStatus} role="alert">
          {labels.codeError}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {labels.retry}
          </button>
        </p>
      ) : null}
      {editing ? (
        <Suspense fallback={<p className={styles.editorLoading}>{labels.loadingEditor}</p>}>
          <DemoEditor
            key={`${moduleId}-${codeVariant}-${resetKey}`}
            moduleId={moduleId}
            initialCode={initialCode}
            fileName={`${name}.${codeVariant === 'TS' ? 'tsx' : 'jsx'}`}
            label={labels.editorLabels[codeVariant]}
            hint={labels.editorHint}
            errorTitle={labels.editError}
            onChange={onEdited}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
