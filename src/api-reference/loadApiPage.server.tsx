/** Turns a registered API page into what DocsPage shows: title, description, contents and body. */
import 'server-only';
import type { ReactElement } from 'react';
import { t } from '../i18n/translate';
import type { TocEntry } from '../mdx/rehypeHeadings';
import type { ApiPageEntry } from './pageIndex';
import ApiReference from './ApiReference';
import { componentToc, partsToc } from './apiToc';
import { loadApiSection } from './loadApiData.server';
import PartsReference from './PartsReference';
import { pickByName } from './sectionIndex';

export interface LoadedApiPage {
  title: string;
  description: string;
  toc: TocEntry[];
  content: ReactElement;
}

const TOC_LABELS = {
  demos: t('api.demos'),
  import: t('api.import'),
  props: t('api.props'),
  inheritance: t('api.inheritance'),
  themeDefaultProps: t('api.themeDefaultProps'),
  slots: t('api.slots'),
  cssClasses: t('api.cssClasses'),
};

/** Loads the data an API page names; throws naming the page when the data lacks a component. */
export async function loadApiPage(entry: ApiPageEntry, guideTitle: string | null): Promise<LoadedApiPage> {
  const { data, index } = await loadApiSection(entry.section);
  const links = { index: index.typeLinks, pathname: entry.pathname };
  const parts = pickByName(index.components, entry.names);
  const hooks = pickByName(index.hooks, entry.names);
  if (parts.length + hooks.length !== entry.names.length) {
    throw new Error(`API page ${entry.pathname}: ${entry.names.join(', ')} not all found in .generated/api/${entry.section}.json; run npx tsx scripts/prebuild.ts.`);
  }
  const [first] = parts;
  if (entry.kind === 'api' && first) {
    return {
      title: t('api.pageTitle', { name: first.name }),
      description: t('api.description', { name: first.name }),
      toc: componentToc(first, TOC_LABELS),
      content: <ApiReference component={first} links={links} />,
    };
  }
  const name = guideTitle ?? entry.title;
  return {
    title: t('api.pageTitle', { name }),
    description: t('api.tabDescription', { name, package: data.packageName }),
    toc: partsToc([...parts, ...hooks.map((hook) => ({ name: hook.name, anchor: hook.name }))], TOC_LABELS),
    content: <PartsReference name={name} demos={first?.demos ?? []} parts={parts} hooks={hooks} links={links} />,
  };
}
