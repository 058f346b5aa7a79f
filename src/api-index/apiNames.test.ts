import { expect, it } from 'vitest';
import { apiPageNames } from './apiNames';

it('gives each page its product, address and names, title first and each once', () => {
  expect(
    apiPageNames([
      { section: 'material-ui', pathname: '/material-ui/api/button', title: 'Button', kind: 'api', guide: null, names: ['Button'] },
      {
        section: 'base-ui',
        pathname: '/base-ui/react-avatar/components-api',
        title: 'Avatar',
        kind: 'components-api',
        guide: '/base-ui/react-avatar',
        names: ['Avatar.Root', 'Avatar.Image', 'Avatar.Fallback'],
      },
    ]),
  ).toEqual([
    { product: 'material-ui', pathname: '/material-ui/api/button', names: ['Button'] },
    { product: 'base-ui', pathname: '/base-ui/react-avatar/components-api', names: ['Avatar', 'Avatar.Root', 'Avatar.Image', 'Avatar.Fallback'] },
  ]);
});
