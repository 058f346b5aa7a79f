/**
 * The reader's package manager as a tiny external store over `<html data-package-manager>` (set before
 * paint by `installPackageManager`). A choice updates the attribute, which the CSS of every install
 * block follows, stores it, and tells every subscribed tab list; another open tab's choice arrives
 * through the `storage` event and is applied here the same way.
 */
import { DEFAULT_PACKAGE_MANAGER, isPackageManager, PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGER_STORAGE_KEY, type PackageManager } from './packageManagers';

const listeners = new Set<() => void>();

export function getPackageManager(): PackageManager {
  const value = document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE);
  return isPackageManager(value) ? value : DEFAULT_PACKAGE_MANAGER;
}

export function getServerPackageManager(): PackageManager {
  return DEFAULT_PACKAGE_MANAGER;
}

function apply(manager: PackageManager): void {
  document.documentElement.setAttribute(PACKAGE_MANAGER_ATTRIBUTE, manager);
  for (const listener of listeners) listener();
}

export function setPackageManager(manager: PackageManager): void {
  try {
    localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, manager);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  apply(manager);
}

function onStorage(event: StorageEvent): void {
  if (event.key === PACKAGE_MANAGER_STORAGE_KEY && isPackageManager(event.newValue)) apply(event.newValue);
}

export function subscribePackageManager(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
