// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

function Menu({ label }: { label: string }) {
  return <div role="menu" aria-label={label} />;
}

afterEach(cleanup);

describe('onDemand', () => {
  it('renders nothing until the code comes, then the component; the code is fetched once', async () => {
    const load = vi.fn(async () => ({ default: Menu }));
    const OnDemandMenu = onDemand(load);
    void OnDemandMenu.preload();
    render(<OnDemandMenu label="More" />);
    expect(await screen.findByRole('menu', { name: 'More' })).toBeTruthy();
    cleanup();
    // Loaded: later openings render at once, in the same commit.
    render(<OnDemandMenu label="Again" />);
    expect(screen.getByRole('menu', { name: 'Again' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays empty when the load fails and tries again on the next opening', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Menu });
    const OnDemandMenu = onDemand<{ label: string }>(load);
    expect(await OnDemandMenu.preload()).toBeNull();
    render(<OnDemandMenu label="More" />);
    expect(await screen.findByRole('menu', { name: 'More' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
