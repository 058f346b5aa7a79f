'use client';
/**
 * The live editor: a plain code textarea (loaded with the in-browser transpiler only when the reader
 * starts editing). Each pause in typing recompiles the demo against its scope; a compile error shows
 * under the editor and the last working version keeps rendering.
 */
import * as React from 'react';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { findDemoModule } from './findDemoModule';
import { compileDemo } from './liveCompile';
import styles from './Demo.module.css';

/** Typing pause before recompiling. */
export const EDIT_DEBOUNCE_MS = 300;

export interface DemoEditorProps {
  moduleId: string;
  /** The code to start from (the demo's source, passed as data by the server component). */
  initialCode: string;
  fileName: string;
  label: string;
  hint: string;
  errorTitle: string;
  /** Called with the compiled component (or null when it did not compile) and the current text. */
  onChange: (component: ComponentType | null, text: string) => void;
}

export default function DemoEditor({ moduleId, initialCode, fileName, label, hint, errorTitle, onChange }: DemoEditorProps) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const first = useRef(true);

  useEffect(() => {
    textareaRef.current?.focus();
  }, []);

  useEffect(() => {
    // The original code is already rendering; only edits need compiling.
    if (first.current) {
      first.current = false;
      onChange(null, code);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void findDemoModule(moduleId)
        .then((demo) => demo.scope())
        .then(
          (scope) => {
            if (cancelled) return;
            try {
              onChange(compileDemo(code, fileName, scope, React), code);
              setError(null);
            } catch (caught) {
              onChange(null, code);
              setError(caught instanceof Error ? caught.message : String(caught));
            }
          },
          (failed: unknown) => {
            // The demo's modules could not be fetched (offline): say so, and keep the last working version.
            if (!cancelled) setError(failed instanceof Error ? failed.message : String(failed));
          },
        );
    }, EDIT_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, fileName, moduleId, onChange]);

  const lines = code.split('\n').length;
  return (
    <div className={styles.editor}>
      <textarea
        ref={textareaRef}
        className={styles.editorInput}
        aria-label={label}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        value={code}
        rows={Math.min(Math.max(lines, 6), 40)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <p id={hintId} className={styles.editorHint}>
        {hint}
      </p>
      {error ? (
        <div id={errorId} role="alert" className={styles.editorError}>
          <strong>{errorTitle}</strong>
          <pre>{error}</pre>
        </div>
      ) : null}
    </div>
  );
}
