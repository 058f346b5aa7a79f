/**
 * One line about every page of the site, from the page registry: title, description and section.
 * Content pages give their front matter; generated API pages the description their page shows;
 * then the home page, the API index and the template pages. `/llms.txt` lists these (src/app/llms.txt/route.ts)
 * and the link-preview cards are drawn from them (scripts/ogImages.tsx). Build-time only (reads files).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_INDEX_PATHNAME } from '../api-index/apiIndex';
import type { ApiSectionData } from '../api-reference/types';
import { t } from '../i18n/translate';
import { parseContentFile } from '../mdx/frontMatter';
import { getRegisteredPage, registeredPages, sections, type RegisteredPage } from '../navigation/sections';
import { TEMPLATE_PRODUCT_NAMES, TEMPLATE_PRODUCTS, templateCodePathname, templatePathname, templatesOf } from '../templates/templates';

export interface PageSummary {
  pathname: string;
  title: string;
  description: string;
  /** The product or part of the site it belongs to (`Material UI`, `Templates`). */
  section: string;
}

export interface SummaryGroup {
  title: string;
  description?: string;
  pages: PageSummary[];
}

const packageNames = new Map<string, Promise<string>>();
function packageNameOf(section: string, root: string): Promise<string> {
  let name = packageNames.get(section);
  if (!name) {
    name = readFile(path.join(root, '.generated', 'api', `${section}.json`), 'utf8').then((text) => (JSON.parse(text) as ApiSectionData).packageName);
    packageNames.set(section, name);
  }
  return name;
}

async function summaryOf(registered: RegisteredPage, root: string): Promise<PageSummary> {
  const { pathname } = registered.page;
  const section = registered.section.name;
  if (registered.kind === 'mdx') {
    const { frontMatter } = parseContentFile(await readFile(path.join(root, 'content', registered.file), 'utf8'), `content/${registered.file}`);
    return { pathname, title: frontMatter.title, description: frontMatter.description, section };
  }
  const { api } = registered;
  if (api.kind === 'api') return { pathname, title: t('api.pageTitle', { name: api.title }), description: t('api.description', { name: api.title }), section };
  const guide = api.guide ? getRegisteredPage(api.guide) : undefined;
  const name = guide?.page.title ?? api.title;
  return {
    pathname,
    title: `${t('api.pageTitle', { name })} (${api.kind === 'hooks-api' ? 'hooks' : 'components'})`,
    description: t('api.tabDescription', { name, package: await packageNameOf(api.section, root) }),
    section,
  };
}

/** The home page and the API index, every section's pages in sidebar order, then the templates. */
export async function pageSummaries(root = process.cwd()): Promise<SummaryGroup[]> {
  const home: SummaryGroup = {
    title: t('app.title'),
    pages: [
      { pathname: '/', title: t('home.title'), description: t('home.description'), section: t('app.title') },
      { pathname: API_INDEX_PATHNAME, title: t('apiIndex.title'), description: t('apiIndex.description'), section: t('app.title') },
    ],
  };
  const bySection = await Promise.all(
    sections.map(async (section): Promise<SummaryGroup> => ({
      title: section.name,
      description: section.description,
      pages: await Promise.all(registeredPages.filter((entry) => entry.section.id === section.id).map((entry) => summaryOf(entry, root))),
    })),
  );
  const templates = TEMPLATE_PRODUCTS.map((product): SummaryGroup => {
    const title = `${TEMPLATE_PRODUCT_NAMES[product]} templates`;
    return {
      title,
      pages: templatesOf(product).flatMap((template) => [
        { pathname: templatePathname(template), title: template.name, description: template.description, section: title },
        { pathname: templateCodePathname(template), title: `${template.name}: code`, description: `Every file of the ${template.name} template, in TypeScript or JavaScript.`, section: title },
      ]),
    };
  });
  return [home, ...bySection, ...templates];
}
