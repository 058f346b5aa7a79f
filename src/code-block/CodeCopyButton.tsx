/** The copy button of a code block with its translated labels ("Copy TSX code"); rendered on the server. */
import { clickEventAttributes } from '../analytics/clickEvents';
import { t } from '../i18n/translate';
import { CODE_BLOCK_COPIED_MS } from './copy';
import CopyButton from './CopyButton.client';

/** `languageName` is what the block holds ("shell", "TSX"); without it the button says "code". */
export default function CodeCopyButton({ languageName }: { languageName?: string }) {
  const what = languageName ? t('copy.languageCode', { language: languageName }) : t('copy.code');
  return (
    <CopyButton
      label={t('copy.copyCode', { what })}
      copiedLabel={t('copy.copiedCode', { what })}
      copyText={t('copy.copy')}
      copiedText={t('copy.copied')}
      announceText={t('copy.announce')}
      resetAfterMs={CODE_BLOCK_COPIED_MS}
      analytics={clickEventAttributes('code_block', { eventAction: 'copy', eventLabel: languageName ?? 'code' })}
    />
  );
}
