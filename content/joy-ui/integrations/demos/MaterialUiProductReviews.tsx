import * as React from 'react';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import joyColors from '@mui/joy/colors';
import { useColorScheme } from '@mui/joy/styles';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import {
  THEME_ID as MATERIAL_THEME_ID,
  ThemeProvider as MaterialThemeProvider,
  createTheme,
} from '@mui/material/styles';

const reviews = [
  { author: 'Priya N.', stars: 5, text: 'Grippy on wet rock, no blisters.' },
  { author: 'Tomás R.', stars: 4, text: 'Soft cushioning; laces came loose.' },
  { author: 'Hannah K.', stars: 3, text: 'Runs half a size small.' },
  { author: 'Daniel O.', stars: 5, text: 'My third pair, still the best.' },
];
const perPage = 2;

export default function MaterialUiProductReviews() {
  // Joy owns the colour mode; the Material UI theme follows it.
  const { colorScheme } = useColorScheme();
  const mode = colorScheme === 'dark' ? 'dark' : 'light';
  const materialTheme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode,
          primary: { main: joyColors.blue[mode === 'dark' ? 300 : 500] },
        },
        typography: { fontFamily: 'var(--joy-fontFamily-body)' },
      }),
    [mode],
  );
  const [page, setPage] = React.useState(1);
  const shown = reviews.slice((page - 1) * perPage, page * perPage);

  return (
    <MaterialThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>
      <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto', gap: 1.5 }}>
        <Typography level="title-lg">Ridgeline trail shoes</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating value={4.3} precision={0.1} readOnly />
          <Typography level="body-sm">
            4.3 out of 5, {reviews.length} reviews
          </Typography>
        </Stack>
        <Divider />
        {shown.map((review) => (
          <Stack key={review.author} spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography level="title-sm">{review.author}</Typography>
              <Rating value={review.stars} size="small" readOnly />
            </Stack>
            <Typography level="body-sm">{review.text}</Typography>
          </Stack>
        ))}
        <Pagination
          count={Math.ceil(reviews.length / perPage)}
          page={page}
          onChange={(_event, value) => setPage(value)}
          color="primary"
          sx={{ alignSelf: 'center' }}
        />
      </Card>
    </MaterialThemeProvider>
  );
}
