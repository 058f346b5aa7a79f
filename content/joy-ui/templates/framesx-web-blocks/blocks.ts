// The gallery's registry: every hero block it shows, in order, with the id its section carries, the
// name the jump list gives it and the file that holds it. Plain data, so the jump list, the
// captions and the tests read one list.

export interface BlockInfo {
  /** The section's element id and the jump list's fragment. */
  id: string;
  /** What the jump list and the caption call it. */
  name: string;
  /** The component's file in this folder. */
  file: string;
}

export const BLOCKS = [
  { id: 'hero-left', name: 'Start-aligned hero', file: 'HeroLeft.tsx' },
  { id: 'hero-centered', name: 'Centred hero', file: 'HeroCentered.tsx' },
  { id: 'hero-with-image', name: 'Hero with image', file: 'HeroWithImage.tsx' },
  { id: 'hero-with-form', name: 'Hero with sign-up form', file: 'HeroWithForm.tsx' },
  { id: 'hero-with-stats', name: 'Hero with figures', file: 'HeroWithStats.tsx' },
  {
    id: 'hero-split-media',
    name: 'Split hero with preview',
    file: 'HeroSplitMedia.tsx',
  },
] as const satisfies readonly BlockInfo[];

export type BlockId = (typeof BLOCKS)[number]['id'];

/** The in-page link to a block: `hero-left` → "#hero-left". */
export function blockHref(id: BlockId): string {
  return `#${id}`;
}

/** The caption over a block: "Block 2 of 6". */
export function blockPosition(id: BlockId): string {
  const index = BLOCKS.findIndex((block) => block.id === id);
  return `Block ${index + 1} of ${BLOCKS.length}`;
}

/**
 * Problems with a registry: ids must be unique lower-case kebab-case (they become element ids and
 * URL fragments) and each file a unique PascalCase `.tsx` name. An empty list is a sound registry.
 */
export function registryProblems(blocks: readonly BlockInfo[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const files = new Set<string>();
  for (const block of blocks) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(block.id))
      problems.push(
        `"${block.id}" is not a kebab-case id; write it like "hero-left".`,
      );
    if (ids.has(block.id)) problems.push(`The id "${block.id}" is used twice.`);
    ids.add(block.id);
    if (!/^[A-Z][A-Za-z0-9]*\.tsx$/.test(block.file))
      problems.push(
        `"${block.file}" is not a PascalCase .tsx file name; write it like "HeroLeft.tsx".`,
      );
    if (files.has(block.file))
      problems.push(`The file "${block.file}" is listed twice.`);
    files.add(block.file);
    if (block.name.trim() === '')
      problems.push(`The block "${block.id}" has no name.`);
  }
  return problems;
}
