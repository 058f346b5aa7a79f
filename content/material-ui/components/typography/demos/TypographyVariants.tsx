import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyVariants() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560, overflow: 'hidden' }}>
      {variants.map((variant) => (
        // `component="div"` keeps this sample out of the page's heading outline.
        <Typography key={variant} variant={variant} component="div" noWrap>
          {variant}: Northern lights
        </Typography>
      ))}
    </Stack>
  );
}
