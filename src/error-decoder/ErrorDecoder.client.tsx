'use client';
/** The /production-error island: reads `code` and `args[]` from the address, loads the codes, shows the full message. */
import { useEffect, useState } from 'react';
import { t } from '../i18n/translate';
import { ERROR_CODES_URL, fillMessage, type MessagePart, parseErrorQuery } from './errorMessage';
import styles from './ErrorDecoder.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'no-code' }
  | { kind: 'load-failed' }
  | { kind: 'unknown-code'; code: string }
  | { kind: 'message'; code: string; parts: MessagePart[] };

/** Loads the codes only when the address names one. */
async function decode(search: string): Promise<State> {
  const { code, args } = parseErrorQuery(search);
  if (code === null) return { kind: 'no-code' };
  let codes: Record<string, string>;
  try {
    const response = await fetch(ERROR_CODES_URL);
    if (!response.ok) return { kind: 'load-failed' };
    codes = (await response.json()) as Record<string, string>;
  } catch {
    return { kind: 'load-failed' };
  }
  const message = Object.hasOwn(codes, code) ? codes[code] : undefined;
  return message === undefined ? { kind: 'unknown-code', code } : { kind: 'message', code, parts: fillMessage(message, args) };
}

/** Renders the decoded message; arguments are React text, so any markup in them shows escaped. */
export default function ErrorDecoder() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void decode(window.location.search).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={styles.root} aria-live="polite" aria-busy={state.kind === 'loading'} data-error-decoder={state.kind}>
      {state.kind === 'loading' && <p className={styles.note}>{t('errorDecoder.loading')}</p>}
      {state.kind === 'no-code' && <p className={styles.note}>{t('errorDecoder.noCode')}</p>}
      {state.kind === 'load-failed' && <p className={styles.problem} role="alert">{t('errorDecoder.loadFailed')}</p>}
      {state.kind === 'unknown-code' && <p className={styles.problem} role="alert">{t('errorDecoder.unknownCode', { code: state.code })}</p>}
      {state.kind === 'message' && (
        <>
          <p className={styles.note}>{t('errorDecoder.fullMessage', { code: state.code })}</p>
          <pre className={styles.message}>
            <code>
              {state.parts.map((part, index) =>
                'text' in part ? part.text : (
                  <mark key={index} className={styles.arg}>
                    {part.missing ? t('errorDecoder.missingArgument') : part.arg}
                  </mark>
                ),
              )}
            </code>
          </pre>
        </>
      )}
    </div>
  );
}
