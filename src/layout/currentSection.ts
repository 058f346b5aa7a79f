/** Which section is being read: the last heading whose top has passed the reading line. */
export function currentSectionId(headings: ReadonlyArray<{ id: string; top: number }>, readingLine: number, atBottom: boolean): string | undefined {
  if (headings.length === 0) return undefined;
  // At the very bottom the last sections may never reach the line; the last one is then the current one.
  if (atBottom) return headings[headings.length - 1]?.id;
  let current = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= readingLine) current = heading.id;
    else break;
  }
  return current;
}
