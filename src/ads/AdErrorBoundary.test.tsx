// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdErrorBoundary from './AdErrorBoundary.client';

function Broken(): never {
  throw new Error('bad ad');
}

describe('AdErrorBoundary', () => {
  it('sends a crash event with the ad label and renders nothing when the ad throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn();
    const { container } = render(
      <div data-testid="slot">
        <AdErrorBoundary label="feed" send={send}>
          <Broken />
        </AdErrorBoundary>
      </div>,
    );
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'crash', eventLabel: 'feed' });
    expect(container.querySelector('[data-testid="slot"]')?.innerHTML).toBe('');
  });

  it('renders a working ad and sends nothing', () => {
    const send = vi.fn();
    const { getByText } = render(
      <AdErrorBoundary label="in-house" send={send}>
        <span>An ad</span>
      </AdErrorBoundary>,
    );
    expect(getByText('An ad')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends through the global gtag when no sender is given', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gtag = vi.fn();
    window.gtag = gtag;
    render(
      <AdErrorBoundary label="in-house-blocker">
        <Broken />
      </AdErrorBoundary>,
    );
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'crash', eventLabel: 'in-house-blocker' });
    delete window.gtag;
  });
});
