/** Every content page of the registry, statically generated. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocsPage from '../../layout/DocsPage';
import { loadContentPage } from '../../mdx/loadContentPage.server';
import { getRegisteredPage, registeredPages } from '../../navigation/sections';

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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = entryFor((await params).slug);
  if (!entry) return {};
  const { frontMatter } = await loadContentPage(entry.file);
  return {
    title: frontMatter.title,
    description: frontMatter.description,
    alternates: { canonical: entry.page.pathname },
    openGraph: { title: frontMatter.title, description: frontMatter.description, url: entry.page.pathname },
  };
}

export default async function ContentRoute({ params }: Props) {
  const entry = entryFor((await params).slug);
  if (!entry) notFound();
  const { frontMatter, toc, content } = await loadContentPage(entry.file);
  return (
    <DocsPage entry={entry} title={frontMatter.title} description={frontMatter.description} toc={toc}>
      {content}
    </DocsPage>
  );
}
