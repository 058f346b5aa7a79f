/**
 * Words readers use for things the docs call something else. A query containing a key is also
 * searched with the key replaced by each alternative (results of both are merged), so `modal` finds
 * Dialog and Modal. Keys are lower case; multi-word keys match whole words.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  modal: ['dialog'],
  popup: ['dialog', 'popover'],
  dropdown: ['select', 'menu'],
  combobox: ['autocomplete'],
  typeahead: ['autocomplete'],
  toast: ['snackbar'],
  notification: ['snackbar', 'alert'],
  toggle: ['switch'],
  // A spinner is the circular one; the linear one is a "progress bar".
  spinner: ['circular progress'],
  loader: ['progress'],
  textbox: ['text field', 'input'],
  'text input': ['text field'],
  'hover text': ['tooltip'],
  navbar: ['app bar'],
  header: ['app bar'],
  sidebar: ['drawer'],
  range: ['slider'],
  tag: ['chip'],
  // A multi-step form is a "wizard" to most readers.
  wizard: ['stepper'],
  'page numbers': ['pagination'],
  // The layout Pinterest made familiar, and the name readers know it by.
  pinterest: ['masonry'],
  // Material UI calls its enter and exit animations transitions (Fade, Grow, Slide…).
  animation: ['transition'],
  // A custom scrollbar is what Base UI's Scroll Area gives.
  scrollbar: ['scroll area'],
  // Code reads the screen size with a media query (useMediaQuery).
  'screen size': ['media query'],
  'dark mode': ['dark mode color scheme'],
  'right to left': ['rtl'],
  changelog: ['release notes'],
  // The sidebar's "Getting started" group opens on each product's overview page.
  'getting started': ['overview'],
  'floating action button': ['fab'],
  'css in js': ['styled sx'],
};

/** The query plus one variant per synonym found in it, without repeats (`'modal close'` → `['modal close', 'dialog close']`). */
export function expandQuery(query: string): string[] {
  const normalized = query.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  const variants = new Set([query.trim()]);
  for (const [key, alternatives] of Object.entries(SYNONYMS)) {
    const pattern = new RegExp(`(^|\\s)${key}(?=\\s|$)`);
    if (!pattern.test(normalized)) continue;
    for (const alternative of alternatives) variants.add(normalized.replace(pattern, `$1${alternative}`));
  }
  return [...variants];
}
