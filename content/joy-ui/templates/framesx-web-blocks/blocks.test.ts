import { describe, expect, it } from 'vitest';
import { BLOCKS, blockHref, blockPosition, registryProblems } from './blocks';

describe('the blocks registry', () => {
  it('holds at least six hero blocks and no problems', () => {
    expect(BLOCKS.length).toBeGreaterThanOrEqual(6);
    expect(registryProblems(BLOCKS)).toEqual([]);
  });

  it('names each block after its file', () => {
    for (const block of BLOCKS) {
      const pascal = block.id
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
      expect(block.file.toLowerCase()).toBe(`${pascal}.tsx`.toLowerCase());
    }
  });
});

describe('registryProblems', () => {
  it('finds ids that are not kebab-case or are repeated', () => {
    expect(
      registryProblems([
        { id: 'HeroLeft', name: 'A', file: 'HeroLeft.tsx' },
        { id: 'hero-b', name: 'B', file: 'HeroB.tsx' },
        { id: 'hero-b', name: 'C', file: 'HeroC.tsx' },
      ]),
    ).toEqual([
      '"HeroLeft" is not a kebab-case id; write it like "hero-left".',
      'The id "hero-b" is used twice.',
    ]);
  });

  it('finds file names that are not PascalCase .tsx, repeated files and blank names', () => {
    expect(
      registryProblems([
        { id: 'a', name: 'A', file: 'heroA.tsx' },
        { id: 'b', name: ' ', file: 'HeroB.ts' },
        { id: 'c', name: 'C', file: 'HeroC.tsx' },
        { id: 'd', name: 'D', file: 'HeroC.tsx' },
      ]),
    ).toEqual([
      '"heroA.tsx" is not a PascalCase .tsx file name; write it like "HeroLeft.tsx".',
      '"HeroB.ts" is not a PascalCase .tsx file name; write it like "HeroLeft.tsx".',
      'The block "b" has no name.',
      'The file "HeroC.tsx" is listed twice.',
    ]);
  });

  it('accepts an empty registry', () => {
    expect(registryProblems([])).toEqual([]);
  });
});

describe('blockHref and blockPosition', () => {
  it('link to the block and count from one', () => {
    expect(blockHref('hero-with-form')).toBe('#hero-with-form');
    expect(blockPosition(BLOCKS[0].id)).toBe(`Block 1 of ${BLOCKS.length}`);
    expect(blockPosition(BLOCKS[BLOCKS.length - 1]!.id)).toBe(
      `Block ${BLOCKS.length} of ${BLOCKS.length}`,
    );
  });
});
