import { describe, expect, it } from 'vitest';
import { pageViewParams } from './pageView';

describe('pageViewParams', () => {
  it('carries the title, the canonical location, the product id and category', () => {
    expect(pageViewParams('Button - MUI Docs', '/zh/material-ui/react-button/', 'https://docs.example')).toEqual({
      page_title: 'Button - MUI Docs',
      page_location: 'https://docs.example/material-ui/react-button',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
  });

  it('names pages of no product with null', () => {
    expect(pageViewParams('Home', '/', 'https://docs.example')).toMatchObject({ page_location: 'https://docs.example/', productId: 'null', productCategoryId: 'null' });
  });
});
