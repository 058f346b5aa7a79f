import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { detectFeatures, syntaxRequirements, SYNTAX_FEATURES } from './syntaxFeatures';

const features = (code: string) => [...detectFeatures([parse(code, { ecmaVersion: 'latest', sourceType: 'module' })])].sort();

describe('detectFeatures', () => {
  it('finds each feature by its syntax, not by look-alikes', () => {
    expect(features('var a = b ?? c; var d = e?.f;')).toEqual(['nullish', 'optionalChaining']);
    expect(features('var a = { ...b }; var [c, ...d] = e;')).toEqual(['objectSpread']);
    expect(features('var { a, ...rest } = b;')).toEqual(['objectSpread']);
    expect(features('class A { x = 1; #y; static { } }')).toEqual(['class', 'classFields', 'privateMembers', 'staticBlock']);
    expect(features('a ??= 1; try { b() } catch { }')).toEqual(['logicalAssignment', 'optionalCatch']);
    expect(features('var a = 1_000 + 10n; var r = /x/v;')).toEqual(['bigint', 'numericSeparator', 'regexpV']);
    expect(features('async function f() { for await (const x of y) {} }')).toEqual(['async', 'forAwait', 'letConst']);
    expect(features('var a = b || c; var d = "??";')).toEqual([]);
  });
});

describe('syntaxRequirements', () => {
  it('takes the newest edition and, per browser, the latest version any feature needs', () => {
    const result = syntaxRequirements(new Set(['arrow', 'optionalChaining', 'privateMembers'] as const));
    expect(result.edition).toBe(2022);
    expect(result.browsers).toEqual({
      chrome: Math.max(SYNTAX_FEATURES.arrow.browsers.chrome, SYNTAX_FEATURES.optionalChaining.browsers.chrome, SYNTAX_FEATURES.privateMembers.browsers.chrome),
      edge: 80,
      firefox: 90,
      safari: 14.1,
    });
    expect(result.newest.map((feature) => feature.id).sort()).toEqual(['optionalChaining', 'privateMembers']);
  });

  it('is ES2015 with no browser floor for code with no detected syntax', () => {
    expect(syntaxRequirements(new Set())).toMatchObject({ edition: 2015, browsers: { chrome: 0, edge: 0, firefox: 0, safari: 0 } });
  });
});
