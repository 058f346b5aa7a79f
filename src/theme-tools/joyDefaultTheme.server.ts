/**
 * Joy UI's default theme (`extendTheme()` of the installed @mui/joy, not the site's demo theme with its
 * fonts) as plain data, one tree per colour scheme, read once per build for the Joy viewer and tables.
 */
import 'server-only';
// The module, not the styles barrel: the barrel is a client module, which a server component cannot call.
import extendTheme from '@mui/joy/styles/extendTheme';
import type { SchemeName } from './defaultThemes.server';
import { joyThemeTree } from './joyThemeTree';
import type { ThemeNode } from './themeTree';

const trees = new Map<SchemeName, ThemeNode>();

export function joyDefaultThemeTree(scheme: SchemeName): ThemeNode {
  let tree = trees.get(scheme);
  if (!tree) {
    tree = joyThemeTree(extendTheme(), scheme);
    trees.set(scheme, tree);
  }
  return tree;
}
