'use client';
/**
 * Opens the search dialog from the app-bar button, Ctrl+K / ⌘K, or `/`. The dialog's code, the
 * engine and the index are fetched on first open, so pages ship only this listener and button.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { clickEventAttributes, sendTrackedEvent } from '../analytics/clickEvents';
import type { SectionId } from '../navigation/types';
import type { SearchLabels } from './labels';
import { isSearchShortcut } from './shortcut';

const loadDialog = () => import('./SearchDialog.client');
const SearchDialog = lazy(loadDialog);

interface Props {
  labels: SearchLabels;
  current?: SectionId;
  className?: string;
  /** The button's face, rendered on the server. */
  children: ReactNode;
}

/** The button and the global shortcut listener; renders the dialog while open. */
export default function SearchButton({ labels, current, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Read by the shortcut listener, which is installed once: Ctrl+K in the open dialog opens nothing.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);
  useEffect(() => {
    // navigator.platform is deprecated but is still the one synchronous platform signal in every browser.
    if (/Mac|iPhone|iPad/.test(navigator.platform)) button.current?.setAttribute('data-mac', '');
    // Tests (and curious readers) can tell when the shortcut listener is live.
    button.current?.setAttribute('data-hydrated', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      if (!isOpen.current) sendTrackedEvent('search', { eventAction: 'open', eventLabel: 'shortcut' });
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        // A pointer on its way or keyboard focus announces a likely open: warm the dialog's code (not the index).
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        {...clickEventAttributes('search', { eventAction: 'open', eventLabel: 'button' })}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog
            labels={labels}
            current={current}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
