import { describe, expect, it } from 'vitest';
import { indexApiSection, pickByName } from './sectionIndex';
import { typeLinkIndex } from './typeLinks';
import type { ApiComponent, ApiHook } from './types';

const component = (name: string, pathname: string | null, description = ''): ApiComponent => ({
  name,
  section: 'material-ui',
  packageName: '@mui/material',
  pathname,
  anchor: '',
  description,
  imports: [],
  props: [],
  slots: [],
  classes: [],
  inheritance: null,
  themeDefaultProps: null,
  forwardsRef: true,
  demos: [],
});
const hook: ApiHook = { name: 'useSwitch', section: 'base-ui', packageName: '@base-ui/react', pathname: null, description: '', imports: [], parameters: [], returns: 'void' };

describe('indexApiSection', () => {
  const components = [component('Button', '/material-ui/api/button', 'first'), component('Slider', '/material-ui/api/slider'), component('Button', null, 'second')];
  const index = indexApiSection({ components, hooks: [hook] });

  it('holds the type links of the components', () => {
    expect(index.typeLinks).toEqual(typeLinkIndex(components));
  });

  it('finds components and hooks by name, the first where names repeat, in the order asked', () => {
    expect(pickByName(index.components, ['Slider', 'Button']).map((c) => [c.name, c.description])).toEqual([
      ['Slider', ''],
      ['Button', 'first'],
    ]);
    expect(pickByName(index.hooks, ['useSwitch', 'Button'])).toEqual([hook]);
    expect(pickByName(index.components, ['Missing'])).toEqual([]);
  });
});
