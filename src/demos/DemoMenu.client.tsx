'use client';
/**
 * A menu button for the demo toolbar (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens
 * it on the first (or checked) item, ArrowUp on the last; arrows, Home and End move; Escape closes and
 * returns focus to the button; Tab, a click outside or choosing an item closes it. Not Base UI's Menu,
 * which would bring Floating UI into every demo page's first load (see DemoToolbar.client.tsx). The
 * open menu (DemoMenuPopup.client.tsx) loads when the pointer or focus reaches the button: the page
 * actions beside every page's title use this menu too.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ClickEventAttributes } from '../analytics/clickEvents';
import { onDemand } from '../layout/onDemand';
import type { DemoMenuPopupProps } from './DemoMenuPopup.client';
import styles from './Demo.module.css';

const DemoMenuPopup = onDemand<DemoMenuPopupProps>(() => import('./DemoMenuPopup.client'));
/** Fetches the open menu's code ahead of the click. */
const prefetchPopup = () => void DemoMenuPopup.preload();

export interface DemoMenuItem {
  key: string;
  label: string;
  /** Radio items show a check and `aria-checked`. */
  checked?: boolean;
  /** A link item (opens in a new tab). */
  href?: string;
  onSelect?: () => void;
  /** The analytics attributes a click on the item carries (src/analytics/clickEvents.ts). */
  analytics?: Partial<ClickEventAttributes>;
}

export interface DemoMenuProps {
  /** The button's content and accessible name. */
  button: ReactNode;
  label: string;
  items: DemoMenuItem[];
  /** Props the toolbar gives each of its items (roving tabindex); left out outside a toolbar (the page actions). */
  toolbarItem?: { tabIndex: number; onFocus: () => void; 'data-toolbar-item': '' };
  buttonClassName?: string;
  radio?: boolean;
}

export default function DemoMenu({ button, label, items, toolbarItem, buttonClassName, radio = false }: DemoMenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Stable, so the open menu's listeners are installed once per opening.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      setInitialFocus(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  return (
    <span className={styles.menuAnchor}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? styles.toolButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setInitialFocus('first');
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={prefetchPopup}
        {...toolbarItem}
        onFocus={() => {
          prefetchPopup();
          toolbarItem?.onFocus();
        }}
      >
        {button}
      </button>
      {open ? <DemoMenuPopup id={menuId} label={label} items={items} radio={radio} initialFocus={initialFocus} buttonRef={buttonRef} onClose={close} /> : null}
    </span>
  );
}
