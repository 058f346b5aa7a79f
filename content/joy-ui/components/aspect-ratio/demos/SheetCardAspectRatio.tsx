import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SheetCardAspectRatio() {
  return (
    <Sheet
      variant="outlined"
      sx={{ width: 300, maxWidth: '100%', borderRadius: 'md', overflow: 'hidden' }}
    >
      <AspectRatio ratio="16/9">
        <img
          src="/static/images/scenes/snow.svg"
          alt="Snowy hills with snow-covered pines and a small cabin while snow falls"
        />
      </AspectRatio>
      <Stack spacing={0.5} sx={{ p: 2 }}>
        <Typography level="title-md">Pine Ridge Cabin</Typography>
        <Typography level="body-sm">
          Sleeps 4 · Wood stove · Ski-in access
        </Typography>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 1 }}
        >
          <Typography level="title-lg">
            €180{' '}
            <Typography level="body-sm" component="span">
              / night
            </Typography>
          </Typography>
          <Button size="sm">Reserve</Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
