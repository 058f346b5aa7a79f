'use client';
/**
 * The npm / pnpm / yarn tabs of an install block (the WAI-ARIA tabs pattern, activated on focus): the
 * choice applies to every install block of the site and every open tab. Which panel shows, and which
 * tab looks selected, follows `<html data-package-manager>` in CSS, so the reader's choice is there
 * from the first paint, before this island hydrates.
 */
import { useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { getPackageManager, getServerPackageManager, setPackageManager, subscribePackageManager } from './packageManagerStore';
import { PACKAGE_MANAGERS, type PackageManager } from './packageManagers';
import { installPanelId, installTabId } from './installIds';
import styles from './InstallTabs.module.css';

export default function InstallTabList({ id, label }: { id: string; label: string }) {
  const selected = useSyncExternalStore(subscribePackageManager, getPackageManager, getServerPackageManager);
  const list = useRef<HTMLDivElement>(null);
  const choose = (manager: PackageManager, focus: boolean) => {
    setPackageManager(manager);
    if (focus) list.current?.querySelector<HTMLButtonElement>(`[data-install-tab="${manager}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PACKAGE_MANAGERS.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + PACKAGE_MANAGERS.length) % PACKAGE_MANAGERS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = PACKAGE_MANAGERS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    choose(PACKAGE_MANAGERS[next]!, true);
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {PACKAGE_MANAGERS.map((manager) => (
        <button
          key={manager}
          type="button"
          role="tab"
          id={installTabId(id, manager)}
          aria-controls={installPanelId(id, manager)}
          aria-selected={manager === selected}
          tabIndex={manager === selected ? 0 : -1}
          data-install-tab={manager}
          className={styles.tab}
          onClick={() => choose(manager, false)}
        >
          {manager}
        </button>
      ))}
    </div>
  );
}
