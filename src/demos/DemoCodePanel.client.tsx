'use client';
/**
 * The code under a demo: the server-rendered highlighted views (CSS shows the one matching `<html
 * data-code-variant data-code-styling>` and this panel's `data-expanded`) and, while editing, the
 * live editor, which loads with its transpiler only then.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CodeVariant } from './codePreferences';
import type { DemoBlockLabels } from './demoBlockData';
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
  /** The highlighted code views. */
  children: ReactNode;
}

export default function DemoCodePanel({ id, name, moduleId, codeVariant, expanded, editing, showsCode, initialCode, resetKey, labels, onEdited, children }: DemoCodePanelProps) {
  return (
    <div id={id} className={styles.panel} data-expanded={expanded || undefined} data-editing={editing || undefined} data-empty={!showsCode || undefined}>
      {children}
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
