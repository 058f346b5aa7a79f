import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const surfaces = [
  { variant: 'plain', use: 'Same colour as a card: a page section or a sidebar.' },
  {
    variant: 'outlined',
    use: 'A bordered panel: filters, a toolbar, a table frame.',
  },
  {
    variant: 'soft',
    use: 'A tinted area: a callout, an empty state, a code sample.',
  },
  { variant: 'solid', use: 'A strong band: a promotion or a top bar.' },
] as const;

export default function SheetVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {surfaces.map(({ variant, use }) => (
        <Sheet
          key={variant}
          variant={variant}
          invertedColors={variant === 'solid'}
          sx={{ p: 2, borderRadius: 'sm' }}
        >
          <Typography level="title-sm">{variant}</Typography>
          <Typography level="body-sm" textColor="inherit">
            {use}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
