/** `/llms.txt`: every page of the site with a one-line description, for language models (src/machine-pages). */
import { docsConfig } from '../../config';
import { t } from '../../i18n/translate';
import { pageSummaries } from '../../machine-pages/pageSummaries';
import { formatLlmsTxt } from '../../machine-pages/llmsTxt';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const text = formatLlmsTxt({
    title: t('app.title'),
    summary: t('home.description'),
    siteUrl: docsConfig.config.siteUrl,
    notes: [
      `Every page below is also Markdown at its address plus .md (${docsConfig.config.siteUrl}/material-ui/react-button.md), with each demo's TypeScript source. ${docsConfig.config.siteUrl}/llms-full.txt holds every guide and component page in one file.`,
    ],
    sections: (await pageSummaries()).map((group) => ({ title: group.title, description: group.description, entries: group.pages })),
  });
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
