import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../mdx/frontMatter';
import { checkPagesAgainstFiles } from './registry';
import { apiTabsOf } from './apiPages';
import { apiPages, apiTabsFor, getRegisteredPage, registeredPages, sections } from './sections';
import { SECTIONS } from './types';

const CONTENT = path.join(process.cwd(), 'content');
const mdxFiles = readdirSync(CONTENT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
  .map((entry) => path.relative(CONTENT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

describe('the site content', () => {
  it('has one sidebar per section, in order', () => {
    expect(sections.map((section) => section.id)).toEqual([...SECTIONS]);
  });

  it('has a page behind every sidebar entry and a sidebar entry for every page', () => {
    expect(checkPagesAgainstFiles(sections, mdxFiles)).toEqual([]);
  });

  it('gives every section a landing page that exists and a real page', () => {
    for (const section of sections) {
      expect(registeredPages.some((entry) => entry.section.id === section.id && entry.page.pathname === section.landing), section.id).toBe(true);
    }
  });

  it('hands every page, guide or API, the same sidebar of its section (API group included)', () => {
    for (const entry of registeredPages) {
      const section = sections.find((candidate) => candidate.id === entry.section.id);
      expect(entry.section, entry.page.pathname).toBe(section);
    }
    const guide = registeredPages.find((entry) => entry.page.pathname === '/material-ui/getting-started/installation');
    expect(guide?.section.pages.some((item) => item.children?.some((child) => child.pathname === '/material-ui/api/button'))).toBe(true);
  });

  it('looks pages and API tabs up by pathname as a search of the lists would', () => {
    for (const entry of registeredPages) {
      expect(getRegisteredPage(entry.page.pathname)).toBe(registeredPages.find((candidate) => candidate.page.pathname === entry.page.pathname));
      expect(apiTabsFor(entry.page.pathname)).toEqual(apiTabsOf(apiPages, entry.page.pathname));
    }
    expect(getRegisteredPage('/no/such/page')).toBeUndefined();
    expect(apiTabsFor('/base-ui/react-switch').map((tab) => tab.kind)).toContain('components-api');
  });

  it.each(mdxFiles)('content/%s has valid front matter', (file) => {
    expect(() => parseContentFile(readFileSync(path.join(CONTENT, file), 'utf8'), `content/${file}`)).not.toThrow();
  });
});
