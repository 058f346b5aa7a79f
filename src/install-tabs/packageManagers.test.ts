// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { commandFor, installCommands, installPackageManager, PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGER_STORAGE_KEY, packageManagerScript, parseInstallBlock } from './packageManagers';
import { getPackageManager, setPackageManager, subscribePackageManager } from './packageManagerStore';

describe('parseInstallBlock', () => {
  it('reads npm install lines, with or without a dev flag, version ranges and scopes', () => {
    expect(parseInstallBlock('npm install @mui/joy@5.0.0-beta.52 @emotion/react @emotion/styled')).toEqual([{ packages: ['@mui/joy@5.0.0-beta.52', '@emotion/react', '@emotion/styled'], dev: false }]);
    expect(parseInstallBlock('npm i --save-dev typescript @types/react\nnpm install -D vitest')).toEqual([
      { packages: ['typescript', '@types/react'], dev: true },
      { packages: ['vitest'], dev: true },
    ]);
    expect(parseInstallBlock('npm install --save stylis')).toEqual([{ packages: ['stylis'], dev: false }]);
    expect(parseInstallBlock('  npm install  \n')).toEqual([{ packages: [], dev: false }]);
  });

  it('leaves every other block as written', () => {
    for (const block of [
      '',
      'npx create-next-app@latest my-app',
      'npm ls @mui/material',
      'npm install -g serve',
      'npm install react --legacy-peer-deps',
      'npm install react\nnpm run dev',
      '# add the icons\nnpm install @mui/icons-material',
      'npm install -D',
      'npm install react && npm start',
      'pnpm add @mui/joy',
    ]) {
      expect(parseInstallBlock(block), block).toBeNull();
    }
  });
});

describe('commandFor', () => {
  it('says each command in each manager’s words', () => {
    const runtime = { packages: ['@mui/material', '@emotion/react'], dev: false };
    const dev = { packages: ['vitest'], dev: true };
    const bare = { packages: [], dev: false };
    expect([commandFor(runtime, 'npm'), commandFor(runtime, 'pnpm'), commandFor(runtime, 'yarn')]).toEqual(['npm install @mui/material @emotion/react', 'pnpm add @mui/material @emotion/react', 'yarn add @mui/material @emotion/react']);
    expect([commandFor(dev, 'npm'), commandFor(dev, 'pnpm'), commandFor(dev, 'yarn')]).toEqual(['npm install -D vitest', 'pnpm add -D vitest', 'yarn add --dev vitest']);
    expect([commandFor(bare, 'npm'), commandFor(bare, 'pnpm'), commandFor(bare, 'yarn')]).toEqual(['npm install', 'pnpm install', 'yarn']);
  });

  it('keeps a block’s lines together', () => {
    expect(installCommands(parseInstallBlock('npm install react\nnpm install -D typescript')!).yarn).toBe('yarn add react\nyarn add --dev typescript');
  });
});

describe('the reader’s package manager', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(PACKAGE_MANAGER_ATTRIBUTE);
  });

  it('is npm until chosen, then the stored choice from the first paint; an unknown stored value is ignored', () => {
    const script = () => new Function(packageManagerScript())();
    script();
    expect(document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE)).toBe('npm');
    localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, 'yarn');
    script();
    expect(document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE)).toBe('yarn');
    localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, 'bun');
    installPackageManager(document, PACKAGE_MANAGER_STORAGE_KEY, PACKAGE_MANAGER_ATTRIBUTE, ['npm', 'pnpm', 'yarn'], 'npm');
    expect(document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE)).toBe('npm');
  });

  it('is stored when chosen and follows a choice made in another tab', () => {
    let calls = 0;
    const unsubscribe = subscribePackageManager(() => (calls += 1));
    setPackageManager('pnpm');
    expect(getPackageManager()).toBe('pnpm');
    expect(localStorage.getItem(PACKAGE_MANAGER_STORAGE_KEY)).toBe('pnpm');
    window.dispatchEvent(new StorageEvent('storage', { key: PACKAGE_MANAGER_STORAGE_KEY, newValue: 'yarn' }));
    expect(getPackageManager()).toBe('yarn');
    window.dispatchEvent(new StorageEvent('storage', { key: PACKAGE_MANAGER_STORAGE_KEY, newValue: 'bun' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'npm' }));
    expect(getPackageManager()).toBe('yarn');
    expect(calls).toBe(2);
    unsubscribe();
  });
});
