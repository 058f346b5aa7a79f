'use client';
/**
 * The open menu of DemoMenu.client.tsx: its items, the focus moving through them (arrows, Home, End),
 * and what closes it (Escape returns focus to the button; Tab, a click outside or choosing an item).
 * Loaded when a menu first opens, or as the pointer or focus reaches its button.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { DemoMenuItem } from './DemoMenu.client';
import styles from './Demo.module.css';

export interface DemoMenuPopupProps {
  id: string;
  label: string;
  items: DemoMenuItem[];
  radio: boolean;
  /** The item focused on opening: the first (or checked) one, or the last after ArrowUp. */
  initialFocus: 'first' | 'last';
  /** The menu's button: a click on it is not a click outside. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu, returning focus to the button when asked. */
  onClose: (returnFocus: boolean) => void;
}

export default function DemoMenuPopup({ id, label, items, radio, initialFocus, buttonRef, onClose }: DemoMenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    const all = menuItems();
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    (initialFocus === 'last' ? all[all.length - 1] : (checked ?? all[0]))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [initialFocus, buttonRef, onClose]);

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
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        break;
    }
  };

  return (
    <div ref={menuRef} id={id} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
      {items.map((item) => {
        const select = () => {
          item.onSelect?.();
          onClose(true);
        };
        if (item.href) {
          return (
            <a key={item.key} role="menuitem" tabIndex={-1} className={styles.menuItem} href={item.href} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)} {...item.analytics}>
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
  );
}
