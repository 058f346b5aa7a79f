/** The library's default theme (not this site's docs theme) in each colour scheme, as plain data. */
import 'server-only';
import { createTheme } from '@mui/material/styles';
import { toThemeTree, type ThemeNode } from './themeTree';

export type SchemeName = 'light' | 'dark';

const trees = new Map<SchemeName, ThemeNode>();

/** `createTheme()` of the installed @mui/material, or its dark palette variant, read once per build. */
export function defaultThemeTree(scheme: SchemeName): ThemeNode {
  let tree = trees.get(scheme);
  if (!tree) {
    tree = toThemeTree(scheme === 'dark' ? createTheme({ palette: { mode: 'dark' } }) : createTheme());
    trees.set(scheme, tree);
  }
  return tree;
}
