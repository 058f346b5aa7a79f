// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { APPLY_STORED_VIEWS, parseApiView, viewStorageKey } from './view';

describe('API page layout', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it.each([
    ['table', 'table'],
    ['expanded', 'expanded'],
    ['collapsed', 'collapsed'],
    [null, 'table'],
    ['grid', 'table'],
  ] as const)('parses %s as %s', (stored, view) => {
    expect(parseApiView(stored)).toBe(view);
  });

  it('stores each kind under apiPage_<kind>', () => {
    expect(['props', 'slots', 'classes'].map((kind) => viewStorageKey(kind as 'props'))).toEqual(['apiPage_props', 'apiPage_slots', 'apiPage_classes']);
  });

  it('applies the stored layout to each block before paint, ignoring unknown values', () => {
    document.body.innerHTML = '<div id="p" data-api-view-kind="props" data-api-view="table"></div><div id="c" data-api-view-kind="classes" data-api-view="table"></div>';
    localStorage.setItem('apiPage_props', 'collapsed');
    localStorage.setItem('apiPage_classes', 'bogus');
    new Function(APPLY_STORED_VIEWS)();
    expect(document.getElementById('p')?.dataset.apiView).toBe('collapsed');
    expect(document.getElementById('c')?.dataset.apiView).toBe('table');
  });
});
