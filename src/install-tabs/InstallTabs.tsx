/**
 * An install command in npm, pnpm and yarn, rendered on the server from the one npm command the MDX
 * wrote (remarkInstallTabs derives the others): a tab list island and a panel per package manager, each
 * a highlighted code block whose copy button copies the command shown.
 */
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';
import InstallTabList from './LazyInstallTabList.client';
import { installPanelId, installTabId } from './installIds';
import { isPackageManager } from './packageManagers';
import styles from './InstallTabs.module.css';

export function InstallTabs({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className={styles.root} data-install-tabs="">
      <InstallTabList id={id} label={t('install.tabs')} />
      {children}
    </div>
  );
}

export function InstallPanel({ block, manager, children }: { block: string; manager: string; children: ReactNode }) {
  if (!isPackageManager(manager)) throw new Error(`<InstallPanel manager="${manager}">: the package managers are npm, pnpm and yarn.`);
  return (
    <div role="tabpanel" id={installPanelId(block, manager)} aria-labelledby={installTabId(block, manager)} data-install-panel={manager} className={styles.panel}>
      {children}
    </div>
  );
}
