'use client';
/**
 * The comment box of the feedback control, with its Cancel and Submit: loaded when a reader first
 * chooses Yes or No (FeedbackControl.client.tsx), so a page's first load carries only the question.
 * It makes the post; the control owns the rating, the section, the comment and the status lines.
 */
import { useEffect, useRef } from 'react';
import { MAX_COMMENT_LENGTH, type Rating } from './contract';
import { type FeedbackContext, feedbackBody, isSubmitShortcut, type RatedSection, sendFeedback } from './feedback';
import { RATING_EVENT, rememberRating } from './rating';
import type { FeedbackStrings } from './FeedbackControl.client';
import styles from './Feedback.module.css';

export interface FeedbackFormProps {
  id: string;
  context: FeedbackContext;
  endpoint: string;
  strings: FeedbackStrings;
  rating: Rating;
  section: RatedSection | null;
  comment: string;
  onComment: (comment: string) => void;
  sending: boolean;
  /** Called with the post's state: sending, then failed or sent (the box closes once sent). */
  onStatus: (status: 'sending' | 'error' | 'submitted') => void;
  onCancel: () => void;
}

export default function FeedbackForm({ id, context, endpoint, strings, rating, section, comment, onComment, sending, onStatus, onCancel }: FeedbackFormProps) {
  const commentRef = useRef<HTMLTextAreaElement>(null);

  // The box takes focus when it opens and again when the reader changes their rating.
  useEffect(() => {
    commentRef.current?.focus();
  }, [rating]);

  const submit = async () => {
    if (sending) return;
    onStatus('sending');
    const ok = await sendFeedback(endpoint, feedbackBody(context, rating, comment, section));
    if (!ok) {
      // The comment stays in the box so the reader can send it again.
      onStatus('error');
      return;
    }
    if (!section) {
      rememberRating(window.localStorage, context.pathname, rating);
      window.dispatchEvent(new Event(RATING_EVENT));
    }
    onStatus('submitted');
  };

  return (
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
        onChange={(event) => onComment(event.target.value)}
        onKeyDown={(event) => {
          if (isSubmitShortcut(event)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {strings.cancel}
        </button>
        <button type="submit" className={styles.primary} disabled={sending}>
          {strings.submit}
        </button>
      </div>
    </form>
  );
}
