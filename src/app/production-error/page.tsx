/**
 * /production-error: its MDX text plus the decoder island. A route of its own, so the decoder's client
 * code loads on this page only (in the catch-all route it would ship with every docs page).
 */
import type { Metadata } from 'next';
import { socialMetadata } from '../../page-info/socialMetadata';
import ErrorDecoder from '../../error-decoder/ErrorDecoder.client';
import DocsPage from '../../layout/DocsPage';
import { loadContentPage } from '../../mdx/loadContentPage.server';
import { getRegisteredPage } from '../../navigation/sections';

const PRODUCTION_ERROR_PATHNAME = '/production-error';

function entry() {
  const found = getRegisteredPage(PRODUCTION_ERROR_PATHNAME);
  if (!found || found.kind !== 'mdx') throw new Error(`${PRODUCTION_ERROR_PATHNAME} is missing from the page registry (content/default/pages.ts).`);
  return found;
}

export async function generateMetadata(): Promise<Metadata> {
  const { frontMatter } = await loadContentPage(entry().file);
  return {
    title: frontMatter.title,
    description: frontMatter.description,
    alternates: { canonical: PRODUCTION_ERROR_PATHNAME, types: { 'text/markdown': `${PRODUCTION_ERROR_PATHNAME}.md` } },
    ...socialMetadata({ pathname: PRODUCTION_ERROR_PATHNAME, title: frontMatter.title, description: frontMatter.description }),
  };
}

/** The decoder page; it has no ad slot (the spec keeps ads off the error decoder). */
export default async function ProductionErrorRoute() {
  const page = entry();
  const { frontMatter, toc, content } = await loadContentPage(page.file);
  return (
    <DocsPage entry={page} title={frontMatter.title} description={frontMatter.description} toc={toc} ad={false}>
      {content}
      <ErrorDecoder />
    </DocsPage>
  );
}
