import { describe, expect, it } from 'vitest';
import { linkTypeNames, rowId, typeLinkIndex } from './typeLinks';

const index = typeLinkIndex([
  { name: 'Button', pathname: '/material-ui/api/button', anchor: '' },
  { name: 'ButtonBase', pathname: '/material-ui/api/button-base', anchor: '' },
  { name: 'Switch.Root', pathname: '/base-ui/react-switch/components-api', anchor: 'switch-root' },
]);

describe('type links', () => {
  it('links component, Props and Classes names to their page and section', () => {
    expect(linkTypeNames('Partial<ButtonBaseClasses> | ButtonBaseProps', index, '/material-ui/api/button')).toEqual([
      'Partial<',
      { text: 'ButtonBaseClasses', href: '/material-ui/api/button-base#css-classes' },
      '> | ',
      { text: 'ButtonBaseProps', href: '/material-ui/api/button-base#props' },
    ]);
  });

  it('leaves unknown names, qualified names and links to the current page as text', () => {
    expect(linkTypeNames('SxProps<Theme>', index, '/x')).toEqual(['SxProps<Theme>']);
    expect(linkTypeNames('React.Button', index, '/x')).toEqual(['React.Button']);
    expect(linkTypeNames('Partial<ButtonClasses>', index, '/material-ui/api/button')).toEqual(['Partial<ButtonClasses>']);
  });

  it('does not index Base UI parts by their dotted names', () => {
    expect(index.has('Switch.Root')).toBe(false);
  });

  it.each([
    ['prop', 'variant', '', 'prop-variant'],
    ['slot', 'thumb', '', 'slot-thumb'],
    ['class', 'root', '', 'classes-root'],
    ['prop', 'checked', 'switch-root', 'switch-root-prop-checked'],
  ] as const)('gives a %s row %s the id %s', (kind, name, anchor, id) => {
    expect(rowId(kind, name, anchor)).toBe(id);
  });
});
