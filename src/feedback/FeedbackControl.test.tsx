// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installClickTracking } from '../analytics/clickEvents';
import FeedbackControl, { type FeedbackStrings } from './FeedbackControl.client';

const strings: FeedbackStrings = {
  question: 'Was this page helpful?', sectionQuestion: 'Was the section “{title}” helpful?', yes: 'Yes', no: 'No',
  promptYes: 'What did you find useful?', promptNo: 'What was missing?', submit: 'Submit', cancel: 'Cancel',
  submitted: 'Feedback submitted', error: "Couldn't submit feedback. Please try again later.",
};
const context = { pathname: '/material-ui/react-button', productId: 'material-ui', language: 'en', version: '0.1.0' };

describe('FeedbackControl', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // jsdom does no layout, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the prompt of the rating, submits with Ctrl+Enter and remembers the rating', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<FeedbackControl context={context} endpoint="/feedback" strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    // The comment box loads on the first choice.
    const box = await screen.findByRole('textbox', { name: 'What was missing?' });
    fireEvent.change(box, { target: { value: 'More examples' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ rating: 'no', comment: 'More examples', ...context });
    expect(screen.getByRole('status').textContent).toBe('Feedback submitted');
    expect(window.localStorage.getItem('mui-feedback:/material-ui/react-button')).toBe('no');
  });

  it('keeps the comment and shows the failure message when the post fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    render(<FeedbackControl context={context} endpoint="/feedback" strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Keep me' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(strings.error);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Keep me');
    expect(window.localStorage.getItem('mui-feedback:/material-ui/react-button')).toBeNull();
  });

  it('rates a section when its heading button is clicked', async () => {
    document.body.insertAdjacentHTML('beforeend', '<h2 id="sizes">Sizes<button data-feedback-section="sizes" data-feedback-title="Sizes">Rate</button></h2>');
    render(<FeedbackControl context={context} endpoint="/feedback" strings={strings} />);
    fireEvent.click(document.querySelector('[data-feedback-section]')!);
    expect(screen.getByRole('heading', { name: 'Was the section “Sizes” helpful?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Was this page helpful?' })).toBeTruthy();
  });

  it("shows a section title with $ signs as written ($' and $& are not replacement patterns)", () => {
    document.body.insertAdjacentHTML('beforeend', `<h2 id="price">Price<button data-feedback-section="price" data-feedback-title="Price in $' and $&">Rate</button></h2>`);
    render(<FeedbackControl context={context} endpoint="/feedback" strings={strings} />);
    fireEvent.click(document.querySelector('[data-feedback-section="price"]')!);
    expect(screen.getByRole('heading', { name: "Was the section “Price in $' and $&” helpful?" })).toBeTruthy();
  });

  it('reports the rating chosen, for the page or for a section', () => {
    document.body.insertAdjacentHTML('beforeend', '<h2 id="sizes">Sizes<button data-feedback-section="sizes" data-feedback-title="Sizes">Rate</button></h2>');
    const send = vi.fn();
    const stop = installClickTracking(document, send, () => 0);
    try {
      render(<FeedbackControl context={context} endpoint="/feedback" strings={strings} />);
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      fireEvent.click(document.querySelector('[data-feedback-section]')!);
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    } finally {
      stop();
    }
    expect(send.mock.calls).toEqual([
      ['feedback', { eventAction: 'rate', eventLabel: 'no' }],
      ['feedback', { eventAction: 'rate', eventLabel: 'yes' }],
      ['feedback', { eventAction: 'rate_section', eventLabel: 'yes' }],
    ]);
  });
});
