import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardSizes() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Card key={size} size={size}>
          <Typography level="title-md">Invoice #1042 ({size})</Typography>
          Due 30 June · €1,250.00
        </Card>
      ))}
    </Stack>
  );
}
