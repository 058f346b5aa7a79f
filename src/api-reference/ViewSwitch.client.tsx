'use client';
/**
 * The Table / Expanded list / Collapsed list switch above a block of props, slots or classes. The
 * layout lives in the block's `data-api-view` attribute (set before paint by applyStoredViews in view.ts), so
 * switching only changes that attribute and localStorage: nothing re-renders on the server's markup.
 */
import { useEffect, useRef, useState } from 'react';
import { API_VIEWS, type ApiView, type ApiViewKind, parseApiView, viewStorageKey } from './view';

export interface ViewSwitchProps {
  kind: ApiViewKind;
  /** Accessible name of the group, e.g. "Layout of Props". */
  label: string;
  /** Button labels in API_VIEWS order. */
  labels: Record<ApiView, string>;
}

/** A group of three toggle buttons; the pressed one is the block's current layout. */
export default function ViewSwitch({ kind, label, labels }: ViewSwitchProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ApiView | null>(null);

  useEffect(() => {
    const block = ref.current?.closest<HTMLElement>('[data-api-view-kind]');
    setView(parseApiView(block?.dataset.apiView));
  }, []);

  const choose = (next: ApiView) => {
    setView(next);
    // Every block of the same kind on the page follows (Base UI tab pages have one per part).
    document.querySelectorAll<HTMLElement>(`[data-api-view-kind="${kind}"]`).forEach((block) => block.setAttribute('data-api-view', next));
    try {
      localStorage.setItem(viewStorageKey(kind), next);
    } catch {
      // Storage can be unavailable (privacy modes); the layout still changes for this visit.
    }
  };

  return (
    <div ref={ref} role="group" aria-label={label} data-view-switch="">
      {API_VIEWS.map((option) => (
        <button key={option} type="button" aria-pressed={view === null ? undefined : view === option} data-view={option} onClick={() => choose(option)}>
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
