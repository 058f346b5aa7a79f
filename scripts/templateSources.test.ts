import { describe, expect, it } from 'vitest';
import { isTemplateSourceFile, orderTemplateFiles, templateSources } from './templateSources';

describe('template sources', () => {
  it('takes the TypeScript files a reader copies, not the tests', () => {
    expect(['SignIn.tsx', 'validation.ts', 'validation.test.ts', 'Form.test.tsx', 'types.d.ts', 'README.md'].filter(isTemplateSourceFile)).toEqual(['SignIn.tsx', 'validation.ts']);
  });

  it('puts the entry first and the others by name', () => {
    const files = [{ name: 'b.ts' }, { name: 'SignIn.tsx' }, { name: 'A.tsx' }];
    expect(orderTemplateFiles(files, 'SignIn.tsx').map((file) => file.name)).toEqual(['SignIn.tsx', 'A.tsx', 'b.ts']);
  });

  it('reads a template with its JavaScript variant and the installed versions of what it imports', async () => {
    const sources = await templateSources(process.cwd(), { product: 'material-ui', id: 'sign-in' });
    expect(sources.entry).toBe('SignIn');
    expect(sources.files[0]?.name).toBe('SignIn.tsx');
    expect(sources.files[0]?.jsName).toBe('SignIn.jsx');
    expect(sources.files.every((file) => !file.name.includes('.test.'))).toBe(true);
    for (const file of sources.files) expect(file.js, file.name).not.toMatch(/:\s*(string|boolean|number)\b[,)=]/);
    expect(Object.keys(sources.dependencies)).toEqual(expect.arrayContaining(['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled']));
    expect(sources.dependencies['@mui/material']).toMatch(/^\d+\.\d+\.\d+/);
  });
});
