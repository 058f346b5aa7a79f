import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../src/templates/templates';
import { templateRecords } from './searchIndex';

describe('templateRecords', () => {
  it('gives each template one page record in its product, named after it and described as in the gallery', () => {
    const records = templateRecords();
    expect(records).toHaveLength(TEMPLATES.length);
    expect(records.find((record) => record.url === '/material-ui/getting-started/templates/marketing-page')).toEqual({
      id: '/material-ui/getting-started/templates/marketing-page',
      url: '/material-ui/getting-started/templates/marketing-page',
      title: 'Marketing page template',
      page: '',
      text: TEMPLATES[0]?.description,
      product: 'material-ui',
      kind: 'guide',
      isPage: true,
    });
    expect(records.find((record) => record.url === '/joy-ui/getting-started/templates/sign-in-side')).toMatchObject({ title: 'Sign-in side template', product: 'joy-ui', isPage: true });
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
  });
});
