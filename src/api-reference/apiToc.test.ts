import { describe, expect, it } from 'vitest';
import { componentToc, partsToc } from './apiToc';
import type { ApiComponent } from './types';

const labels = { demos: 'Demos', import: 'Import', props: 'Props', inheritance: 'Inheritance', themeDefaultProps: 'Theme default props', slots: 'Slots', cssClasses: 'CSS classes' };
const base = { inheritance: null, themeDefaultProps: null, slots: [], classes: [] } as unknown as ApiComponent;

describe('API page contents', () => {
  it('lists only the sections a component has, in page order', () => {
    expect(componentToc(base, labels).map((e) => e.id)).toEqual(['demos', 'import', 'props']);
    const full = { ...base, inheritance: { component: 'ButtonBase', pathname: null }, themeDefaultProps: 'MuiButton', slots: [{ name: 'root', description: '', default: null }], classes: [{ key: 'root', className: null, description: '', deprecated: null }] };
    expect(componentToc(full, labels).map((e) => e.id)).toEqual(['demos', 'import', 'props', 'inheritance', 'theme-default-props', 'slots', 'css-classes']);
  });

  it('lists each part of a tab page by its anchor', () => {
    expect(partsToc([{ name: 'Switch.Root', anchor: 'switch-root' }], labels).map((e) => e.id)).toEqual(['demos', 'import', 'switch-root']);
  });
});
