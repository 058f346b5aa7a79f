import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';

// Tell TypeScript that Button's `variant` prop now also accepts 'dashed'.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const theme = createTheme({
  components: {
    MuiButton: {
      variants: [
        {
          // Applied to every Button whose props match all the listed values.
          props: { variant: 'dashed' },
          style: ({ theme }) => ({
            border: `2px dashed ${(theme.vars ?? theme).palette.primary.main}`,
            color: (theme.vars ?? theme).palette.primary.dark,
            padding: theme.spacing(0.5, 2),
            '&:hover': {
              backgroundColor: (theme.vars ?? theme).palette.action.hover,
            },
          }),
        },
        {
          props: { variant: 'dashed', color: 'secondary' },
          style: ({ theme }) => ({
            borderColor: (theme.vars ?? theme).palette.secondary.main,
            color: (theme.vars ?? theme).palette.secondary.dark,
          }),
        },
      ],
    },
  },
});

export default function ThemeComponentsVariants() {
  return (
    <ThemeProvider theme={theme}>
      {/* This theme is light only, so its content sits on the theme's own surface. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="dashed" startIcon={<AddIcon />}>
            Add section
          </Button>
          <Button variant="dashed" color="secondary" startIcon={<AddIcon />}>
            Add note
          </Button>
          <Button variant="contained">Publish page</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
