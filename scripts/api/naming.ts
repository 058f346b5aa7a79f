/** Naming rules shared by the generator and its tests: kebab-case page names and MUI class names. */

/** `ToggleButtonGroup` → `toggle-button-group`, `Unstable_TrapFocus` → `unstable-trap-focus`. */
export function kebabCase(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}

// State classes MUI applies with the shared `Mui-` prefix instead of `Mui<Component>-`
// (generateUtilityClass in @mui/utils keeps this list).
const GLOBAL_STATE_CLASSES = new Set(['active', 'checked', 'completed', 'disabled', 'error', 'expanded', 'focused', 'focusVisible', 'open', 'readOnly', 'required', 'selected']);

/** The global class name of a `<Name>Classes` key: `MuiButton-root`, or `Mui-disabled` for state classes. */
export function muiClassName(component: string, key: string): string {
  return GLOBAL_STATE_CLASSES.has(key) ? `Mui-${key}` : `Mui${component}-${key}`;
}
