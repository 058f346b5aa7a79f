/** Production error messages: the short form MUI throws in production, and its decoding on /production-error. */

/** Where the shipped error codes are served (written by scripts/prebuild.ts). */
export const ERROR_CODES_URL = '/static/error-codes.json';

/** `Minified MUI error #<code>; visit <site>/production-error?code=<code>&args[]=<arg>… for the full message.` */
export function formatErrorMessage(siteUrl: string, code: number | string, ...args: readonly unknown[]): string {
  const query = [`code=${encodeURIComponent(String(code))}`, ...args.map((arg) => `args[]=${encodeURIComponent(String(arg))}`)].join('&');
  return `Minified MUI error #${code}; visit ${siteUrl}/production-error?${query} for the full message.`;
}

/** What a decoder URL's query names: the code (null when absent or blank) and the arguments in order. */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim();
  return { code: code ? code : null, args: params.getAll('args[]') };
}

/** A piece of a decoded message: literal text, or an argument (rendered as text, so markup in it is escaped). */
export type MessagePart = { text: string } | { arg: string; missing: boolean };

/** Splits `message` at each `%s`, filling them in order from `args`; absent ones are marked missing. */
export function fillMessage(message: string, args: readonly string[]): MessagePart[] {
  const pieces = message.split('%s');
  const parts: MessagePart[] = [];
  pieces.forEach((text, index) => {
    if (text) parts.push({ text });
    if (index < pieces.length - 1) {
      const arg = args[index];
      parts.push(arg === undefined ? { arg: '', missing: true } : { arg, missing: false });
    }
  });
  return parts;
}
