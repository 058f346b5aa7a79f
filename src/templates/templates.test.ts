import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  JOY_TEMPLATE_IDS,
  MATERIAL_TEMPLATE_IDS,
  TEMPLATE_PRODUCTS,
  TEMPLATES,
  isTemplateId,
  isTemplatePagePathname,
  isTemplateProduct,
  templateCodePathname,
  templateEntryName,
  templateFolder,
  templateInfo,
  templateKey,
  templatePathname,
  templatePreviewPathname,
  templatesOf,
  templatesPathname,
  templateSourcesPathname,
} from './templates';

describe('templates', () => {
  it('lists nine templates per product, each once, with a name and a one-sentence description', () => {
    expect(templatesOf('material-ui').map((template) => template.id)).toEqual([...MATERIAL_TEMPLATE_IDS]);
    expect(templatesOf('joy-ui').map((template) => template.id)).toEqual([...JOY_TEMPLATE_IDS]);
    for (const product of TEMPLATE_PRODUCTS) {
      const ids = templatesOf(product).map((template) => template.id);
      expect(new Set(ids).size).toBe(9);
      for (const template of templatesOf(product)) {
        expect(template.product).toBe(product);
        expect(template.name).not.toBe('');
        expect(template.description).toMatch(/^[A-Z].*\.$/);
      }
    }
    expect(TEMPLATES).toHaveLength(18);
    expect(new Set(TEMPLATES.map(templateKey)).size).toBe(18);
  });

  it('names entry files, folders and pages after the product and the id', () => {
    const joySignIn = { product: 'joy-ui', id: 'sign-in-side' } as const;
    const materialSignIn = { product: 'material-ui', id: 'sign-in-side' } as const;
    expect(templateEntryName('sign-in-side')).toBe('SignInSide');
    expect(templateEntryName('framesx-web-blocks')).toBe('FramesxWebBlocks');
    expect(templatesPathname('joy-ui')).toBe('/joy-ui/getting-started/templates');
    expect(templatePathname(materialSignIn)).toBe('/material-ui/getting-started/templates/sign-in-side');
    expect(templatePathname(joySignIn)).toBe('/joy-ui/getting-started/templates/sign-in-side');
    expect(templatePreviewPathname({ product: 'material-ui', id: 'blog' }, 'dark')).toBe('/material-ui/getting-started/templates/blog.preview-dark.html');
    expect(templateCodePathname(joySignIn)).toBe('/joy-ui/getting-started/templates/sign-in-side/code');
    expect(templateSourcesPathname(joySignIn)).toBe('/joy-ui/getting-started/templates/sign-in-side/sources.json');
    expect(templateFolder(joySignIn)).toBe('content/joy-ui/templates/sign-in-side');
    expect(templateKey(joySignIn)).not.toBe(templateKey(materialSignIn));
  });

  it('tells template pages from galleries and other pages, in both products', () => {
    expect(isTemplatePagePathname(templateCodePathname({ product: 'material-ui', id: 'blog' }))).toBe(true);
    expect(isTemplatePagePathname(templatePathname({ product: 'joy-ui', id: 'messages' }))).toBe(true);
    expect(isTemplatePagePathname('/material-ui/getting-started/templates')).toBe(false);
    expect(isTemplatePagePathname('/joy-ui/getting-started/templates')).toBe(false);
    expect(isTemplatePagePathname('/joy-ui/getting-started/installation')).toBe(false);
  });

  it('knows each product’s ids and names the valid ones for an unknown id', () => {
    expect(isTemplateProduct('joy-ui')).toBe(true);
    expect(isTemplateProduct('base-ui')).toBe(false);
    expect(isTemplateId('material-ui', 'checkout')).toBe(true);
    expect(isTemplateId('joy-ui', 'checkout')).toBe(false);
    expect(isTemplateId('joy-ui', 'messages')).toBe(true);
    expect(templateInfo('material-ui', 'pricing').name).toBe('Pricing');
    expect(templateInfo('joy-ui', 'sign-in-side').product).toBe('joy-ui');
    expect(() => templateInfo('material-ui', 'login')).toThrow('Unknown Material UI template "login"; its templates are marketing-page, blog,');
    expect(() => templateInfo('joy-ui', 'dashboard')).toThrow('Unknown Joy UI template "dashboard"; its templates are order-dashboard,');
  });

  it('has each entry file, marked as client code, in its folder', () => {
    for (const template of TEMPLATES) {
      const file = path.join(templateFolder(template), `${templateEntryName(template.id)}.tsx`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8').startsWith("'use client';"), `${file} starts with 'use client'`).toBe(true);
    }
  });

  it('gives each template a live-page route of its own that imports its entry and names it, and no shared one', () => {
    for (const template of TEMPLATES) {
      const route = path.join('src/app', template.product, 'getting-started/templates', template.id, 'page.tsx');
      expect(existsSync(route), route).toBe(true);
      const source = readFileSync(route, 'utf8');
      const entry = templateEntryName(template.id);
      expect(source, route).toContain(`import ${entry} from '@content/${template.product}/templates/${template.id}/${entry}';`);
      expect(source, route).toContain(`const TEMPLATE = { product: '${template.product}', id: '${template.id}' } as const;`);
      expect(source, route).toContain(`<${entry} />`);
      // Another template's entry in this route would put its code in this page's first load.
      const others = TEMPLATES.filter((other) => other !== template).map((other) => `@content/${other.product}/templates/${other.id}/`);
      expect(others.filter((other) => source.includes(other)), route).toEqual([]);
    }
    for (const product of TEMPLATE_PRODUCTS) {
      // A `[id]` live page would load its template on demand, after the page around it has hydrated.
      expect(existsSync(path.join('src/app', product, 'getting-started/templates/[id]/page.tsx'))).toBe(false);
    }
  });
});
