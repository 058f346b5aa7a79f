'use client';
/**
 * "Was this page helpful?": Yes/No, then a comment box; also opened for a section by the button beside
 * its heading. The comment box (FeedbackForm.client.tsx) loads when a reader first chooses Yes or No.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { clickEventAttributes } from '../analytics/clickEvents';
import { fillPlaceholders } from '../i18n/placeholders';
import { onDemand } from '../layout/onDemand';
import type { Rating } from './contract';
import type { FeedbackContext, RatedSection } from './feedback';
import type { FeedbackFormProps } from './FeedbackForm.client';
import { RATING_EVENT, readRating } from './rating';
import styles from './Feedback.module.css';

const FeedbackForm = onDemand<FeedbackFormProps>(() => import('./FeedbackForm.client'));
/** Fetches the comment box's code as the pointer or focus reaches a choice. */
const prefetchForm = () => void FeedbackForm.preload();

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

  const choose = (value: Rating) => {
    setRating(value);
    setStatus('idle');
  };

  const close = () => {
    setRating(null);
    setSection(null);
    setComment('');
  };

  const cancel = () => {
    close();
    setStatus('idle');
    yesRef.current?.focus();
  };

  const onStatus = (next: 'sending' | 'error' | 'submitted') => {
    if (next === 'submitted') close();
    setStatus(next);
  };

  const pressed = section ? rating : (rating ?? pageRating);
  const ratingEvent = (value: Rating) => clickEventAttributes('feedback', { eventAction: section ? 'rate_section' : 'rate', eventLabel: value });
  return (
    <section ref={rootRef} className={styles.root} aria-labelledby={`${id}-q`} data-feedback="">
      <div className={styles.row} onPointerOver={prefetchForm} onFocus={prefetchForm}>
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
      {rating ? (
        <FeedbackForm id={id} context={context} endpoint={endpoint} strings={strings} rating={rating} section={section} comment={comment} onComment={setComment} sending={status === 'sending'} onStatus={onStatus} onCancel={cancel} />
      ) : null}
      <p className={styles.status} role="status">
        {status === 'submitted' ? strings.submitted : ''}
      </p>
      <p className={styles.error} role="alert">
        {status === 'error' ? strings.error : ''}
      </p>
    </section>
  );
}
