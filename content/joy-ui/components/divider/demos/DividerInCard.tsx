import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerInCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Card variant="outlined" sx={{ width: 240 }}>
        <CardContent>
          <Typography level="title-md">Starter plan</Typography>
          <Typography level="body-sm">3 projects, 5 GB storage</Typography>
        </CardContent>
        <Divider />
        <Typography level="title-lg">€9 / month</Typography>
      </Card>
      <Card variant="outlined" sx={{ width: 240 }}>
        <CardContent>
          <Typography level="title-md">Team plan</Typography>
          <Typography level="body-sm">Unlimited projects, 1 TB</Typography>
        </CardContent>
        <Divider inset="none" />
        <Typography level="title-lg">€29 / month</Typography>
      </Card>
    </Stack>
  );
}
