import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const variants = [
  { variant: 'plain', use: 'No border or fill: content that sits on a panel.' },
  { variant: 'outlined', use: 'The default: a border on the page background.' },
  { variant: 'soft', use: 'A tinted fill for grouped or secondary content.' },
  { variant: 'solid', use: 'A strong fill for the one card that leads.' },
] as const;

export default function CardVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map(({ variant, use }) => (
        <Card key={variant} variant={variant} invertedColors={variant === 'solid'}>
          <Typography level="title-md">{variant}</Typography>
          <Typography level="body-sm" textColor="inherit">
            {use}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
