'use client';
/**
 * A menu button for the demo toolbar (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens
 * it on the first (or checked) item, ArrowUp on the last; arrows, Home and End move; Escape closes and
 * returns focus to the button; Tab, a click outside or choosing an item closes it. Not Base UI's Menu,
 * which would bring Floating UI into every demo page's first load (see DemoToolbar.client.tsx).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ClickEventAttributes } from '../analytics/clickEvents';
import styles from './Demo.module.css';

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
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    (initialFocus === 'last' ? all[all.length - 1] : (checked ?? all[0]))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      setInitialFocus(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    event.stopPropagation();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
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
        {...toolbarItem}
      >
        {button}
      </button>
      {open ? (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item) => {
            const select = () => {
              item.onSelect?.();
              close(true);
            };
            if (item.href) {
              return (
                <a key={item.key} role="menuitem" tabIndex={-1} className={styles.menuItem} href={item.href} target="_blank" rel="noopener noreferrer" onClick={() => close(false)} {...item.analytics}>
                  {item.label}
                </a>
              );
            }
            return (
              <button
                key={item.key}
                type="button"
                role={radio ? 'menuitemradio' : 'menuitem'}
                aria-checked={radio ? Boolean(item.checked) : undefined}
                tabIndex={-1}
                className={styles.menuItem}
                onClick={select}
                {...item.analytics}
              >
                {radio ? <span className={styles.menuCheck} aria-hidden="true">{item.checked ? '✓' : ''}</span> : null}
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </span>
  );
}
