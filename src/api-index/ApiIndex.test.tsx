// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ApiIndex from './ApiIndex';
import type { ApiIndexGroup } from './apiIndex';

const GROUPS: ApiIndexGroup[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    entries: [
      { title: 'Accordion', pathname: '/material-ui/api/accordion', kind: 'api' },
      { title: 'ButtonGroup', pathname: '/material-ui/api/button-group', kind: 'api' },
    ],
  },
  { id: 'system', name: 'MUI System', entries: [{ title: 'Box', pathname: '/system/api/box', kind: 'api' }] },
];

it('lists every page under its product and narrows the list to matching names as one types', () => {
  render(<ApiIndex groups={GROUPS} />);
  const nav = screen.getByRole('navigation', { name: 'API pages by product' });
  expect(screen.getByRole('heading', { level: 2, name: 'MUI System' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'ButtonGroup' }).getAttribute('href')).toBe('/material-ui/api/button-group');
  expect(nav.querySelectorAll('a')).toHaveLength(3);

  const filter = screen.getByLabelText('Filter by name');
  fireEvent.change(filter, { target: { value: 'button g' } });
  expect(screen.getByRole('status').textContent).toBe('1 of 3 API pages');
  expect(screen.getByRole('link', { name: 'ButtonGroup' }).closest('li')?.hidden).toBe(false);
  expect(screen.getByText('Accordion').closest('li')?.hidden).toBe(true);
  expect(screen.getByText('MUI System').closest('section')?.hidden).toBe(true);

  fireEvent.change(filter, { target: { value: 'zzz' } });
  expect(screen.getByRole('status').textContent).toBe('No API page matches “zzz”.');

  fireEvent.keyDown(filter, { key: 'Escape' });
  expect(nav.querySelectorAll('li[hidden], section[hidden]')).toHaveLength(0);
});
