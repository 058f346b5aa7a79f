import { describe, expect, it } from 'vitest';
import { isExecutableScript, loadsScriptSource, scriptKind } from './scriptKind';

describe('scriptKind', () => {
  it.each([
    [undefined, 'classic'],
    ['', 'classic'],
    ['  ', 'classic'],
    ['text/javascript', 'classic'],
    ['TEXT/JavaScript', 'classic'],
    [' application/x-javascript\n', 'classic'],
    ['text/javascript1.5', 'classic'],
    ['text/jscript', 'classic'],
    ['module', 'module'],
    ['Module', 'module'],
    ['importmap', 'importmap'],
    ['speculationrules', 'speculationrules'],
    ['application/json', 'data'],
    ['application/ld+json', 'data'],
    ['text/javascript; charset=utf-8', 'data'],
    ['text/javascript1.6', 'data'],
    ['foo/javascript', 'data'],
    ['text/babel', 'data'],
    ['\u00a0module', 'data'],
  ] as const)('type %j → %s', (type, kind) => {
    expect(scriptKind(type)).toBe(kind);
  });
});

describe('the rules built on it', () => {
  it('hashes every inline script but data blocks', () => {
    expect([undefined, 'module', 'importmap', 'speculationrules', 'application/json'].map(isExecutableScript)).toEqual([true, true, true, true, false]);
  });

  it('downloads classic and module sources, skipping nomodule classics and everything else', () => {
    const cases = [
      { type: undefined, nomodule: false },
      { type: undefined, nomodule: true },
      { type: 'module', nomodule: true },
      { type: 'importmap', nomodule: false },
      { type: 'application/json', nomodule: false },
    ];
    expect(cases.map(loadsScriptSource)).toEqual([true, false, true, false, false]);
  });
});
