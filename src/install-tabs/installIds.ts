/** The ids that tie an install block's tabs to its panels (`install-2-pnpm-tab` controls `install-2-pnpm`). */
import type { PackageManager } from './packageManagers';

export function installTabId(blockId: string, manager: PackageManager): string {
  return `${blockId}-${manager}-tab`;
}

export function installPanelId(blockId: string, manager: PackageManager): string {
  return `${blockId}-${manager}`;
}
