/** Every page of the registry, statically generated: MDX content pages and generated API pages. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadApiPage } from '../../api-reference/loadApiPage.server';
import { joyBuilderScript } from '../../demos/joy/joyBuilderScript';
import DocsPage from '../../layout/DocsPage';
import { loadContentPage } from '../../mdx/loadContentPage.server';
import { getRegisteredPage, registeredPages, type RegisteredPage } from '../../navigation/sections';
import { socialMetadata } from '../../page-info/socialMetadata';

interface Props {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

/** Registered pages that have a route of their own (a page-specific client island). */
const OWN_ROUTES = new Set(['/production-error']);

export function generateStaticParams() {
  return registeredPages.filter(({ page }) => !OWN_ROUTES.has(page.pathname)).map(({ page }) => ({ slug: page.pathname.split('/').filter(Boolean) }));
}

function entryFor(slug: string[]) {
  return getRegisteredPage(`/${slug.join('/')}`);
}

/** Title, description, contents and body of either kind of page. */
async function loadPage(entry: RegisteredPage) {
  if (entry.kind === 'mdx') {
    const { frontMatter, toc, content } = await loadContentPage(entry.file);
    return { title: frontMatter.title, description: frontMatter.description, keywords: frontMatter.keywords, components: frontMatter.components, toc, content };
  }
  const guide = entry.api.guide ? getRegisteredPage(entry.api.guide) : undefined;
  const guideTitle = guide?.kind === 'mdx' ? (await loadContentPage(guide.file)).frontMatter.title : null;
  return loadApiPage(entry.api, guideTitle);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = entryFor((await params).slug);
  if (!entry) return {};
  const page = await loadPage(entry);
  const { title, description } = page;
  return {
    title,
    description,
    // Read back by the search index (scripts/searchRecords.ts): the page's other names.
    ...('keywords' in page && page.keywords ? { keywords: page.keywords } : {}),
    // The page's Markdown (scripts/markdownPages.ts), for tools that prefer it to HTML.
    alternates: { canonical: entry.page.pathname, types: { 'text/markdown': `${entry.page.pathname}.md` } },
    ...socialMetadata({ pathname: entry.page.pathname, title, description }),
  };
}

export default async function ContentRoute({ params }: Props) {
  const entry = entryFor((await params).slug);
  if (!entry) notFound();
  const page = await loadPage(entry);
  const { title, description, toc, content } = page;
  return (
    <>
      {/* Joy pages: the Joy theme builder's applied colours, over Joy's variables before the first paint. */}
      {entry.page.pathname.startsWith('/joy-ui/') && entry.kind === 'mdx' ? <script dangerouslySetInnerHTML={{ __html: joyBuilderScript() }} /> : null}
      <DocsPage entry={entry} title={title} description={description} toc={toc} components={'components' in page ? page.components : undefined}>
        {content}
      </DocsPage>
    </>
  );
}
