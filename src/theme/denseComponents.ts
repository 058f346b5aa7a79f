/**
 * The dense theme's component defaults, in a module of their own (types only from MUI), so the density
 * tool can print them as theme code without loading the library.
 */
import type { ThemeOptions } from '@mui/material/styles';

/** Component defaults of the dense theme: small controls, dense margins, dense lists and toolbars (SPEC §4). */
export const DENSE_COMPONENTS = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiInputLabel: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
} as const satisfies ThemeOptions['components'];
