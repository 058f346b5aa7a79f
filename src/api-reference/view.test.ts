// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { API_VIEWS, applyStoredViews, applyStoredViewsScript, parseApiView, viewStorageKey } from './view';

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

  const blocks = () => {
    document.body.innerHTML = '<div id="p" data-api-view-kind="props" data-api-view="table"></div><div id="c" data-api-view-kind="classes" data-api-view="table"></div>';
    localStorage.setItem('apiPage_props', 'collapsed');
    localStorage.setItem('apiPage_classes', 'bogus');
  };
  const views = () => [document.getElementById('p')?.dataset.apiView, document.getElementById('c')?.dataset.apiView];

  it('applies the stored layout to each block before paint, ignoring unknown values', () => {
    blocks();
    applyStoredViews(window, { storagePrefix: 'apiPage_', views: API_VIEWS });
    expect(views()).toEqual(['collapsed', 'table']);
  });

  it('runs the same way from its serialized source (it is self-contained)', () => {
    blocks();
    new Function(applyStoredViewsScript())();
    expect(views()).toEqual(['collapsed', 'table']);
  });

  it('keeps the default layout when storage throws', () => {
    blocks();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const blockedWindow = {
      document,
      get localStorage(): Storage {
        return blocked();
      },
    };
    expect(() => applyStoredViews(blockedWindow, { storagePrefix: 'apiPage_', views: API_VIEWS })).not.toThrow();
    expect(views()).toEqual(['table', 'table']);
  });
});
