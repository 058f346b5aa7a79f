// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ViewSwitch from './ViewSwitch.client';

const labels = { table: 'Table', expanded: 'Expanded list', collapsed: 'Collapsed list' };

describe('ViewSwitch', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the block layout as pressed, switches every block of its kind and stores the choice', async () => {
    const { container } = render(
      <>
        <div data-api-view-kind="props" data-api-view="expanded">
          <ViewSwitch kind="props" label="Layout of Props" labels={labels} />
        </div>
        <div data-api-view-kind="props" data-api-view="expanded" id="second" />
        <div data-api-view-kind="classes" data-api-view="table" id="classes" />
      </>,
    );
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Expanded list' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Collapsed list' }));
    expect(screen.getByRole('button', { name: 'Collapsed list' }).getAttribute('aria-pressed')).toBe('true');
    expect([...container.querySelectorAll('[data-api-view-kind="props"]')].map((el) => el.getAttribute('data-api-view'))).toEqual(['collapsed', 'collapsed']);
    expect(container.querySelector('#classes')?.getAttribute('data-api-view')).toBe('table');
    expect(localStorage.getItem('apiPage_props')).toBe('collapsed');
  });
});
