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
  // The guide is titled "Server rendering"; readers write the long form or its initials.
  'server side rendering': ['server rendering'],
  ssr: ['server rendering'],
  // Other design systems' names for a row of toggle buttons.
  'segmented button': ['toggle button group'],
  'segmented control': ['toggle button group'],
  // A loading placeholder that shimmers is what Skeleton draws.
  shimmer: ['skeleton'],
  'loading placeholder': ['skeleton'],
  // HTML's <hr> is a horizontal rule; the component is Divider.
  'horizontal rule': ['divider'],
  hr: ['divider'],
  'landing page': ['marketing page'],
  // A gauge shows a value within a known range, which is what Base UI's Meter does.
  gauge: ['meter'],
  // A one-time code is typed into a PIN or verification-code input.
  'pin input': ['otp field'],
  'verification code': ['otp field'],
  'one time password': ['otp field'],
  // The class name readers know from CSS frameworks for "visible to screen readers only".
  'sr only': ['screen readers visually hidden'],
  'visually hidden': ['screen readers'],
  // A dimmed layer over the page while something loads is Material UI's Backdrop.
  overlay: ['backdrop'],
  // Translating an app's texts: the guide is Localization.
  i18n: ['localization'],
  l10n: ['localization'],
  internationalization: ['localization'],
  // Two lists with items moved between them.
  'dual list box': ['transfer list'],
  'dual list': ['transfer list'],
  // A number typed or stepped with plus and minus buttons.
  'quantity input': ['number field'],
  quantity: ['number field'],
  'number input': ['number field'],
  'numeric input': ['number field'],
  // Router libraries by name; the guide is "Routing libraries".
  'react router': ['routing'],
  'tanstack router': ['routing'],
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
