/**
 * The small pictures of the "All components" page: each component drawn as a few flat shapes on a
 * 160 × 100 canvas. Shapes name a tone, not a colour; the renderer maps tones to the theme's CSS
 * variables, so one drawing serves light and dark mode and follows a custom theme's primary colour.
 * Plain data, so a test can check that every component page has its picture.
 */

/** What a shape is painted with (see TONE_COLORS in Picture.tsx). */
export type Tone = 'surface' | 'line' | 'text' | 'muted' | 'accent' | 'soft' | 'success' | 'warning' | 'error';

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number; tone: Tone; outline?: boolean }
  | { kind: 'circle'; cx: number; cy: number; r: number; tone: Tone; outline?: boolean }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; tone: Tone; width?: number };

export const PICTURE_WIDTH = 160;
export const PICTURE_HEIGHT = 100;

const rect = (x: number, y: number, w: number, h: number, tone: Tone, r = 2, outline = false): Shape => ({ kind: 'rect', x, y, w, h, r, tone, outline });
const box = (x: number, y: number, w: number, h: number, r = 4): Shape => rect(x, y, w, h, 'line', r, true);
const card = (x: number, y: number, w: number, h: number, r = 4): Shape => rect(x, y, w, h, 'surface', r);
const circle = (cx: number, cy: number, r: number, tone: Tone, outline = false): Shape => ({ kind: 'circle', cx, cy, r, tone, outline });
const line = (x1: number, y1: number, x2: number, y2: number, tone: Tone = 'line', width = 2): Shape => ({ kind: 'line', x1, y1, x2, y2, tone, width });
/** A line of text, drawn as a rounded bar. */
const text = (x: number, y: number, w: number, tone: Tone = 'muted'): Shape => rect(x, y, w, 4, tone, 2);
/** A button: a filled or outlined pill with a label bar. */
const button = (x: number, y: number, w: number, filled = true): Shape[] => [rect(x, y, w, 16, filled ? 'accent' : 'line', 4, !filled), text(x + 8, y + 6, w - 16, filled ? 'surface' : 'accent')];

export const PICTURES: Readonly<Record<string, readonly Shape[]>> = {
  // Inputs
  autocomplete: [box(30, 18, 100, 18), text(38, 25, 40, 'text'), card(30, 40, 100, 44), text(38, 48, 60), rect(30, 56, 100, 12, 'soft', 0), text(38, 60, 50, 'accent'), text(38, 74, 70)],
  button: [...button(20, 42, 36), ...button(62, 42, 36, false), text(108, 48, 32, 'accent')],
  'button-group': [box(28, 40, 104, 20), line(62, 40, 62, 60), line(98, 40, 98, 60), text(36, 48, 18, 'accent'), text(70, 48, 20, 'accent'), text(106, 48, 18, 'accent')],
  checkbox: [rect(30, 22, 14, 14, 'accent', 2), line(33, 29, 37, 33, 'surface'), line(37, 33, 42, 25, 'surface'), text(52, 27, 60, 'text'), box(30, 44, 14, 14, 2), text(52, 49, 48, 'text'), rect(30, 66, 14, 14, 'accent', 2), text(52, 71, 70, 'text')],
  'floating-action-button': [card(20, 14, 120, 72), text(30, 26, 70), text(30, 36, 50), circle(118, 66, 12, 'accent'), line(112, 66, 124, 66, 'surface'), line(118, 60, 118, 72, 'surface')],
  'radio-button': [circle(37, 29, 7, 'accent', true), circle(37, 29, 3.5, 'accent'), text(52, 27, 60, 'text'), circle(37, 51, 7, 'line', true), text(52, 49, 48, 'text'), circle(37, 73, 7, 'line', true), text(52, 71, 70, 'text')],
  rating: [0, 1, 2, 3, 4].map((i) => circle(36 + i * 22, 50, 8, i < 3 ? 'warning' : 'line', i >= 3)),
  select: [box(30, 22, 100, 20), text(38, 30, 44, 'text'), line(116, 30, 120, 34), line(120, 34, 124, 30), card(30, 46, 100, 40), text(38, 54, 60), rect(30, 62, 100, 12, 'soft', 0), text(38, 66, 46, 'accent'), text(38, 78, 52)],
  slider: [line(24, 50, 136, 50, 'line', 4), line(24, 50, 90, 50, 'accent', 4), circle(90, 50, 8, 'accent')],
  switch: [rect(38, 26, 34, 14, 'soft', 7), circle(65, 33, 9, 'accent'), text(82, 31, 44, 'text'), rect(38, 58, 34, 14, 'line', 7), circle(45, 65, 9, 'surface'), text(82, 63, 36, 'text')],
  'text-field': [box(26, 34, 108, 32), rect(34, 30, 36, 8, 'surface', 0), text(36, 32, 30, 'accent'), text(36, 48, 56, 'text')],
  'transfer-list': [box(14, 18, 54, 64), text(22, 28, 34, 'text'), text(22, 40, 30, 'text'), text(22, 52, 36, 'text'), ...button(72, 30, 16, false), ...button(72, 52, 16, false), box(92, 18, 54, 64), text(100, 28, 30, 'text')],
  'toggle-button': [box(28, 38, 104, 24), rect(28, 38, 35, 24, 'soft', 4), line(63, 38, 63, 62), line(97, 38, 97, 62), text(37, 48, 17, 'accent'), text(72, 48, 17, 'muted'), text(106, 48, 17, 'muted')],
  // Data display
  avatar: [circle(46, 50, 16, 'accent'), circle(80, 50, 16, 'success'), circle(114, 50, 16, 'warning'), text(40, 48, 12, 'surface'), text(74, 48, 12, 'surface'), text(108, 48, 12, 'surface')],
  badge: [rect(56, 36, 36, 36, 'line', 6, true), text(64, 52, 20), circle(92, 36, 9, 'error'), text(88, 34, 8, 'surface')],
  chip: [rect(18, 40, 40, 20, 'line', 10), text(26, 48, 24, 'text'), rect(62, 40, 46, 20, 'accent', 10), text(70, 48, 24, 'surface'), circle(98, 50, 5, 'surface'), rect(112, 40, 32, 20, 'line', 10, true), text(120, 48, 16, 'text')],
  divider: [text(30, 26, 100, 'text'), text(30, 36, 80), line(20, 50, 140, 50), text(30, 62, 90, 'text'), text(30, 72, 70)],
  icons: [circle(38, 50, 12, 'accent'), rect(66, 38, 24, 24, 'success', 4), rect(102, 38, 24, 24, 'warning', 12), line(32, 50, 44, 50, 'surface'), line(38, 44, 38, 56, 'surface')],
  list: [circle(32, 26, 7, 'accent'), text(46, 24, 70, 'text'), line(20, 38, 140, 38), circle(32, 50, 7, 'success'), text(46, 48, 60, 'text'), line(20, 62, 140, 62), circle(32, 74, 7, 'warning'), text(46, 72, 80, 'text')],
  table: [box(14, 16, 132, 68, 2), rect(14, 16, 132, 16, 'soft', 2), text(22, 22, 30, 'accent'), text(66, 22, 30, 'accent'), text(108, 22, 28, 'accent'), line(14, 48, 146, 48), line(14, 64, 146, 64), text(22, 38, 34, 'text'), text(66, 38, 22), text(108, 38, 26), text(22, 54, 28, 'text'), text(66, 54, 30), text(108, 54, 20), text(22, 70, 36, 'text'), text(66, 70, 18), text(108, 70, 28)],
  tooltip: [rect(46, 22, 68, 20, 'text', 4), text(54, 30, 52, 'surface'), ...button(56, 56, 48)],
  typography: [rect(24, 20, 90, 12, 'text', 3), rect(24, 40, 70, 7, 'text', 3), text(24, 56, 112), text(24, 66, 104), text(24, 76, 80)],
  // Feedback
  alert: [rect(16, 24, 128, 22, 'soft', 4), circle(28, 35, 5, 'accent'), text(40, 33, 80, 'accent'), rect(16, 54, 128, 22, 'line', 4, true), circle(28, 65, 5, 'error'), text(40, 63, 70, 'text')],
  backdrop: [card(14, 14, 132, 72), text(24, 24, 60), text(24, 34, 80), rect(14, 14, 132, 72, 'text', 4), circle(80, 50, 11, 'surface', true)],
  dialog: [rect(10, 10, 140, 80, 'muted', 4), card(34, 20, 92, 60), text(44, 30, 50, 'text'), text(44, 42, 70), text(44, 50, 60), text(86, 66, 14, 'accent'), text(106, 66, 14, 'accent')],
  progress: [circle(44, 50, 16, 'line', true), line(44, 34, 60, 50, 'accent', 3), line(76, 50, 140, 50, 'line', 4), line(76, 50, 116, 50, 'accent', 4)],
  skeleton: [circle(34, 32, 12, 'line'), rect(54, 24, 80, 6, 'line', 3), rect(54, 36, 60, 6, 'line', 3), rect(24, 52, 112, 30, 'line', 4)],
  snackbar: [card(14, 14, 132, 72), text(24, 24, 70), rect(22, 58, 116, 20, 'text', 4), text(30, 66, 60, 'surface'), text(112, 66, 18, 'soft')],
  // Surfaces
  accordion: [box(20, 14, 120, 18), text(28, 21, 60, 'text'), line(124, 21, 128, 25), line(128, 25, 132, 21), box(20, 34, 120, 38), text(28, 41, 56, 'text'), text(28, 53, 96), text(28, 61, 80), box(20, 74, 120, 14), text(28, 79, 48, 'text')],
  'app-bar': [rect(10, 14, 140, 22, 'accent', 2), line(20, 21, 30, 21, 'surface'), line(20, 25, 30, 25, 'surface'), line(20, 29, 30, 29, 'surface'), text(38, 23, 40, 'surface'), circle(136, 25, 6, 'surface'), card(10, 40, 140, 48, 2), text(20, 50, 90), text(20, 60, 70)],
  card: [card(36, 8, 88, 84), rect(36, 8, 88, 40, 'soft', 4), circle(62, 30, 8, 'accent'), text(44, 56, 50, 'text'), text(44, 66, 66), text(44, 80, 20, 'accent'), text(70, 80, 20, 'accent')],
  paper: [rect(30, 20, 44, 60, 'surface', 4), rect(33, 23, 44, 60, 'line', 4, true), rect(86, 20, 44, 60, 'surface', 4), rect(86, 20, 44, 60, 'line', 4, true)],
  // Navigation
  'bottom-navigation': [card(14, 14, 132, 72), text(24, 24, 80), text(24, 34, 60), rect(14, 66, 132, 20, 'surface', 0), line(14, 66, 146, 66), circle(44, 74, 4, 'accent'), text(38, 80, 12, 'accent'), circle(80, 76, 4, 'muted'), circle(116, 76, 4, 'muted')],
  breadcrumbs: [text(18, 48, 26, 'accent'), line(50, 46, 54, 50, 'muted'), line(54, 50, 50, 54, 'muted'), text(60, 48, 30, 'accent'), line(96, 46, 100, 50, 'muted'), line(100, 50, 96, 54, 'muted'), text(106, 48, 36, 'text')],
  drawer: [card(10, 10, 140, 80), rect(10, 10, 48, 80, 'surface', 2), line(58, 10, 58, 90), circle(22, 26, 4, 'accent'), text(30, 24, 20, 'text'), circle(22, 42, 4, 'muted'), text(30, 40, 22, 'text'), circle(22, 58, 4, 'muted'), text(30, 56, 18, 'text'), text(68, 24, 60), text(68, 34, 70)],
  link: [text(24, 40, 30), text(58, 40, 44, 'accent'), line(58, 47, 102, 47, 'accent', 1), text(106, 40, 30), text(24, 54, 90), text(24, 64, 60)],
  menu: [...button(20, 12, 40, false), card(20, 32, 74, 56), text(30, 42, 46, 'text'), rect(20, 50, 74, 14, 'soft', 0), text(30, 55, 40, 'accent'), text(30, 72, 52, 'text')],
  pagination: [0, 1, 2, 3, 4].map((i) => circle(36 + i * 22, 50, 9, i === 1 ? 'accent' : 'line', i !== 1)),
  'speed-dial': [circle(118, 70, 12, 'accent'), line(112, 70, 124, 70, 'surface'), line(118, 64, 118, 76, 'surface'), circle(118, 44, 8, 'surface', true), circle(118, 24, 8, 'surface', true), text(60, 42, 44, 'text'), text(66, 22, 38, 'text')],
  stepper: [circle(30, 40, 9, 'accent'), line(42, 40, 68, 40), circle(80, 40, 9, 'accent'), line(92, 40, 118, 40), circle(130, 40, 9, 'line', true), text(18, 58, 24), text(68, 58, 24, 'text'), text(118, 58, 24)],
  tabs: [text(20, 28, 30, 'accent'), text(62, 28, 30), text(104, 28, 30), line(16, 40, 144, 40), line(16, 40, 54, 40, 'accent', 3), text(20, 54, 110), text(20, 64, 90), text(20, 74, 100)],
  // Layout
  box: [rect(30, 20, 100, 60, 'soft', 6), rect(30, 20, 100, 60, 'accent', 6, true), text(50, 48, 60, 'accent')],
  container: [line(20, 10, 20, 90, 'muted', 1), line(140, 10, 140, 90, 'muted', 1), rect(32, 16, 96, 68, 'soft', 2), text(42, 30, 70, 'accent'), text(42, 40, 60, 'accent')],
  grid: [rect(14, 14, 64, 34, 'soft', 3), rect(82, 14, 64, 34, 'soft', 3), rect(14, 52, 40, 34, 'soft', 3), rect(58, 52, 44, 34, 'soft', 3), rect(106, 52, 40, 34, 'soft', 3)],
  stack: [rect(40, 16, 80, 18, 'soft', 3), rect(40, 41, 80, 18, 'soft', 3), rect(40, 66, 80, 18, 'soft', 3)],
  'image-list': [rect(14, 12, 42, 36, 'soft', 2), rect(59, 12, 42, 36, 'success', 2), rect(104, 12, 42, 36, 'warning', 2), rect(14, 52, 42, 36, 'warning', 2), rect(59, 52, 42, 36, 'soft', 2), rect(104, 52, 42, 36, 'accent', 2)],
  // Lab
  masonry: [rect(14, 10, 40, 30, 'soft', 3), rect(14, 44, 40, 46, 'accent', 3), rect(60, 10, 40, 50, 'success', 3), rect(60, 64, 40, 26, 'soft', 3), rect(106, 10, 40, 22, 'warning', 3), rect(106, 36, 40, 54, 'soft', 3)],
  timeline: [line(80, 12, 80, 88), circle(80, 22, 6, 'accent'), circle(80, 50, 6, 'success'), circle(80, 78, 6, 'line', true), text(96, 20, 40, 'text'), text(44, 48, 28, 'text'), text(96, 76, 34, 'text'), text(44, 20, 24), text(96, 48, 30)],
  // Utils
  'click-away-listener': [card(40, 24, 80, 52), text(52, 36, 50, 'text'), text(52, 46, 40), circle(132, 20, 5, 'accent'), line(128, 16, 136, 24, 'accent'), line(136, 16, 128, 24, 'accent')],
  'css-baseline': [text(24, 20, 70, 'text'), text(24, 30, 100), text(24, 40, 90), line(16, 54, 144, 54, 'muted', 1), rect(24, 62, 112, 22, 'soft', 2), text(32, 71, 60, 'accent')],
  modal: [rect(10, 10, 140, 80, 'muted', 4), card(44, 26, 72, 48), text(54, 36, 40, 'text'), text(54, 48, 52), text(54, 58, 36)],
  'no-ssr': [box(24, 24, 112, 52), line(40, 40, 120, 40, 'muted', 1), line(40, 50, 100, 50, 'muted', 1), line(40, 60, 110, 60, 'muted', 1)],
  popover: [...button(24, 16, 44), card(24, 38, 96, 44), line(40, 38, 46, 32, 'line', 1), text(34, 50, 60, 'text'), text(34, 62, 70)],
  popper: [...button(58, 60, 44), card(40, 16, 80, 34), text(50, 26, 56, 'text'), text(50, 36, 40), line(76, 50, 80, 56, 'line', 1), line(80, 56, 84, 50, 'line', 1)],
  portal: [box(14, 20, 60, 60), text(22, 30, 40, 'text'), box(86, 20, 60, 60), rect(94, 40, 44, 20, 'soft', 3), line(58, 50, 94, 50, 'accent', 1)],
  'textarea-autosize': [box(24, 16, 112, 68), text(32, 26, 90, 'text'), text(32, 36, 80, 'text'), text(32, 46, 94, 'text'), text(32, 56, 50, 'text'), line(124, 74, 130, 68, 'muted', 1), line(128, 76, 132, 72, 'muted', 1)],
  transitions: [rect(20, 36, 28, 28, 'soft', 4), rect(66, 36, 28, 28, 'accent', 4), rect(112, 36, 28, 28, 'accent', 4), line(50, 50, 62, 50, 'muted', 1), line(96, 50, 108, 50, 'muted', 1)],
  'use-media-query': [box(14, 18, 80, 60), rect(14, 18, 80, 10, 'soft', 4), box(104, 28, 42, 52), rect(104, 28, 42, 8, 'soft', 4), text(22, 40, 50), text(110, 46, 26)],
};

/** The picture of the component page whose path ends in `react-<slug>` (or the page's last segment). */
export function pictureFor(pathname: string): readonly Shape[] | undefined {
  const last = pathname.split('/').pop() ?? '';
  return PICTURES[last.replace(/^react-/, '')];
}
