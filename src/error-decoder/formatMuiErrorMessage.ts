/** MUI's production error formatter, pointing at this site's decoder page. */
import { docsConfig } from '../config';
import { formatErrorMessage } from './errorMessage';

/** `Minified MUI error #<code>; visit <site>/production-error?code=…&args[]=… for the full message.` for this site. */
export function formatMuiErrorMessage(code: number, ...args: readonly unknown[]): string {
  return formatErrorMessage(docsConfig.config.siteUrl, code, ...args);
}
