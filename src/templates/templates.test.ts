import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, TEMPLATES, isTemplateId, isTemplatePagePathname, templateCodePathname, templateEntryName, templateInfo, templatePathname, templatePreviewPathname } from './templates';

describe('templates', () => {
  it('lists the nine templates of the spec, each once, with a name and a one-sentence description', () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual([...TEMPLATE_IDS]);
    expect(new Set(TEMPLATE_IDS).size).toBe(9);
    for (const template of TEMPLATES) {
      expect(template.name).not.toBe('');
      expect(template.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('names entry files and pages after the id', () => {
    expect(templateEntryName('sign-in-side')).toBe('SignInSide');
    expect(templateEntryName('blog')).toBe('Blog');
    expect(templatePathname('sign-in')).toBe('/material-ui/getting-started/templates/sign-in');
    expect(templatePreviewPathname('blog', 'dark')).toBe('/material-ui/getting-started/templates/blog.preview-dark.html');
    expect(templateCodePathname('sign-in-side')).toBe('/material-ui/getting-started/templates/sign-in-side/code');
    expect(isTemplatePagePathname(templateCodePathname('blog'))).toBe(true);
    expect(isTemplatePagePathname(templatePathname('blog'))).toBe(true);
    expect(isTemplatePagePathname('/material-ui/getting-started/templates')).toBe(false);
    expect(isTemplatePagePathname('/material-ui/getting-started/installation')).toBe(false);
  });

  it('knows its ids and names the valid ones for an unknown id', () => {
    expect(isTemplateId('checkout')).toBe(true);
    expect(isTemplateId('login')).toBe(false);
    expect(templateInfo('pricing').name).toBe('Pricing');
    expect(() => templateInfo('login')).toThrow('Unknown template "login"; the templates are marketing-page, blog,');
  });

  it('has each entry file, marked as client code, in its folder', () => {
    for (const id of TEMPLATE_IDS) {
      const file = path.join('content', 'material-ui', 'templates', id, `${templateEntryName(id)}.tsx`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8').startsWith("'use client';"), `${file} starts with 'use client'`).toBe(true);
    }
  });
});
