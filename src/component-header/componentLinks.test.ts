import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APG_PATTERNS, apgUrl, bundleSizeUrl, componentName, kebabCase, sourceFolder, sourceUrl, WAI_ARIA_PATTERNS, waiAriaPattern } from './componentLinks';

const PACKAGES = ['@mui/material', '@mui/joy', '@base-ui/react'] as const;

describe('component links', () => {
  it('finds each component’s source folder the way its package names them', () => {
    expect(componentName('Dialog.Root')).toBe('Dialog');
    expect(kebabCase('AlertDialog')).toBe('alert-dialog');
    expect(sourceFolder('@base-ui/react', 'NumberField')).toBe('number-field');
    expect(sourceFolder('@mui/material', 'IconButton')).toBe('IconButton');
    expect(sourceUrl('https://github.com/mui/material-ui', 'packages/mui-material', 'Button')).toBe('https://github.com/mui/material-ui/tree/HEAD/packages/mui-material/src/Button');
    expect(bundleSizeUrl('@mui/joy', '5.0.0-beta.52')).toBe('https://bundlephobia.com/package/@mui/joy@5.0.0-beta.52');
  });

  it('maps only components that exist, each to a pattern of the APG', () => {
    for (const [component, pattern] of Object.entries(WAI_ARIA_PATTERNS)) {
      expect(APG_PATTERNS[pattern], component).toBeDefined();
      // The installed packages mirror their source folders: a name no package has is a typo.
      const found = PACKAGES.some((name) => existsSync(path.join('node_modules', name, sourceFolder(name, component))));
      expect(found, `${component} is a component of one of the documented packages`).toBe(true);
    }
    expect(apgUrl('dialog-modal')).toBe('https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/');
  });

  it('leaves out a component whose markup does not follow the pattern in that package', () => {
    expect(waiAriaPattern('@base-ui/react', 'Toolbar')).toBe('toolbar');
    expect(waiAriaPattern('@mui/material', 'Toolbar')).toBeNull();
    expect(waiAriaPattern('@mui/joy', 'Drawer')).toBeNull();
    expect(waiAriaPattern('@base-ui/react', 'Drawer')).toBe('dialog-modal');
    expect(waiAriaPattern('@mui/material', 'Card')).toBeNull();
  });
});
