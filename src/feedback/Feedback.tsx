/** Server wrapper of the feedback control: works out the page's context and wording, ships only the island. */
import { version } from '../../package.json';
import { docsConfig } from '../config';
import { t } from '../i18n/translate';
import { getProductInfoFromUrl } from '../routing/pathname';
import FeedbackControl from './FeedbackControl.client';

/** The feedback control for the page at `pathname` of section `sectionId`. */
export default function Feedback({ pathname, sectionId }: { pathname: string; sectionId: string }) {
  const context = {
    pathname,
    productId: getProductInfoFromUrl(pathname)?.productId ?? sectionId,
    language: docsConfig.defaultUserLanguage,
    version,
  };
  const strings = {
    question: t('feedback.question'),
    sectionQuestion: t('feedback.sectionQuestion', { title: '{title}' }),
    yes: t('feedback.yes'),
    no: t('feedback.no'),
    promptYes: t('feedback.promptYes'),
    promptNo: t('feedback.promptNo'),
    submit: t('feedback.submit'),
    cancel: t('feedback.cancel'),
    submitted: t('feedback.submitted'),
    error: t('feedback.error'),
  };
  return <FeedbackControl context={context} endpoint={docsConfig.config.feedbackEndpoint} strings={strings} />;
}
