import { formControlClasses, type FormControlProps } from '@mui/joy/FormControl';

/**
 * For an error-prone FormControl's `sx`. Joy colours an error's helper text danger 500, which falls
 * under 4.5:1 contrast on the dark surfaces; the plain danger colour (500 in light mode, 300 in dark)
 * reads in both.
 */
export const readableErrorSx: FormControlProps['sx'] = (theme) => ({
  [`&.${formControlClasses.error}`]: {
    '--FormHelperText-color': theme.vars.palette.danger.plainColor,
  },
});
