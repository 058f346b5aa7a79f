/**
 * `sx` for a Button whose icon points forward (an arrow): the icon is mirrored when the page is
 * right to left, so it still points the way the reader reads.
 */
export const flipIconInRtl = {
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
} as const;
