// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'browser' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true, without a hydration mismatch', async () => {
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe('<span>server</span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
    expect(errors).toEqual([]);
  });
});
