import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Content({ name }: { name: string }) {
  return (
    <>
      <Typography level="title-sm">{name}</Typography>
      <Typography level="body-sm">Next payout: €1,240 on 1 July</Typography>
    </>
  );
}

export default function SheetCardBox() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Box sx={{ width: 200 }}>
        <Content name="Box" />
      </Box>
      <Sheet variant="outlined" sx={{ width: 200 }}>
        <Content name="Sheet" />
      </Sheet>
      <Card sx={{ width: 200 }}>
        <Content name="Card" />
      </Card>
    </Stack>
  );
}
