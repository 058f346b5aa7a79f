'use client';
/** "Was this page helpful?": Yes/No, then a comment box; also opened for a section by the button beside its heading. */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { clickEventAttributes } from '../analytics/clickEvents';
import { fillPlaceholders } from '../i18n/placeholders';
import { MAX_COMMENT_LENGTH, type Rating } from './contract';
import { type FeedbackContext, feedbackBody, isSubmitShortcut, type RatedSection, readRating, rememberRating, sendFeedback } from './feedback';
import styles from './Feedback.module.css';

/** Translated wording, passed from the server so the island ships no translation table. */
export interface FeedbackStrings {
  question: string;
  sectionQuestion: string;
  yes: string;
  no: string;
  promptYes: string;
  promptNo: string;
  submit: string;
  cancel: string;
  submitted: string;
  error: string;
}

export interface FeedbackControlProps {
  context: FeedbackContext;
  endpoint: string;
  strings: FeedbackStrings;
}

type Status = 'idle' | 'sending' | 'submitted' | 'error';

const RATING_EVENT = 'mui-feedback-rating';

/** Ratings change when this page stores one or another tab does. */
function subscribeToRatings(onChange: () => void): () => void {
  window.addEventListener(RATING_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(RATING_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The control; the remembered page rating shows as the pressed button once hydrated. */
export default function FeedbackControl({ context, endpoint, strings }: FeedbackControlProps) {
  const pageRating = useSyncExternalStore(subscribeToRatings, () => readRating(window.localStorage, context.pathname), () => null);
  const [rating, setRating] = useState<Rating | null>(null);
  const [section, setSection] = useState<RatedSection | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const rootRef = useRef<HTMLElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    // One listener for every heading's rate button: the headings stay server-rendered.
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-feedback-section]') : null;
      if (!button) return;
      setSection({ id: button.dataset.feedbackSection ?? '', title: button.dataset.feedbackTitle ?? '' });
      setRating(null);
      setStatus('idle');
      rootRef.current?.scrollIntoView({ block: 'center' });
      yesRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (rating) commentRef.current?.focus();
  }, [rating]);

  const choose = (value: Rating) => {
    setRating(value);
    setStatus('idle');
  };

  const cancel = () => {
    setRating(null);
    setSection(null);
    setComment('');
    setStatus('idle');
    yesRef.current?.focus();
  };

  const submit = async () => {
    if (!rating || status === 'sending') return;
    setStatus('sending');
    const ok = await sendFeedback(endpoint, feedbackBody(context, rating, comment, section));
    if (!ok) {
      // The comment stays in the box so the reader can send it again.
      setStatus('error');
      return;
    }
    if (!section) {
      rememberRating(window.localStorage, context.pathname, rating);
      window.dispatchEvent(new Event(RATING_EVENT));
    }
    setRating(null);
    setSection(null);
    setComment('');
    setStatus('submitted');
  };

  const pressed = section ? rating : (rating ?? pageRating);
  const ratingEvent = (value: Rating) => clickEventAttributes('feedback', { eventAction: section ? 'rate_section' : 'rate', eventLabel: value });
  return (
    <section ref={rootRef} className={styles.root} aria-labelledby={`${id}-q`} data-feedback="">
      <div className={styles.row}>
        <h2 id={`${id}-q`} className={styles.question}>
          {section ? fillPlaceholders(strings.sectionQuestion, { title: section.title }) : strings.question}
        </h2>
        <button ref={yesRef} type="button" className={styles.choice} aria-pressed={pressed === 'yes'} onClick={() => choose('yes')} {...ratingEvent('yes')}>
          {strings.yes}
        </button>
        <button type="button" className={styles.choice} aria-pressed={pressed === 'no'} onClick={() => choose('no')} {...ratingEvent('no')}>
          {strings.no}
        </button>
      </div>
      {rating && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-c`} className={styles.prompt}>
            {rating === 'yes' ? strings.promptYes : strings.promptNo}
          </label>
          <textarea
            ref={commentRef}
            id={`${id}-c`}
            className={styles.comment}
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitShortcut(event)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={cancel}>
              {strings.cancel}
            </button>
            <button type="submit" className={styles.primary} disabled={status === 'sending'}>
              {strings.submit}
            </button>
          </div>
        </form>
      )}
      <p className={styles.status} role="status">
        {status === 'submitted' ? strings.submitted : ''}
      </p>
      <p className={styles.error} role="alert">
        {status === 'error' ? strings.error : ''}
      </p>
    </section>
  );
}
