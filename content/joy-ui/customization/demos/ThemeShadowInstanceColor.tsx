import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ThemeShadowInstanceColor() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Card sx={{ width: 220, boxShadow: 'lg' }}>
        <Typography level="title-md">Default shadow</Typography>
        <Typography level="body-sm">Neutral, from the theme.</Typography>
      </Card>
      <Card
        // A callback, so the shadow is the token's full value rather than
        // var(--joy-shadow-lg), whose colour was fixed where it was declared.
        sx={(theme) => ({
          width: 220,
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
          '--joy-shadowOpacity': '0.24',
          '--joy-shadowRing': `0 0 0 1px rgba(${theme.vars.palette.primary.mainChannel} / 0.32)`,
        })}
      >
        <Typography level="title-md">Coloured shadow</Typography>
        <Typography level="body-sm">Primary channel, with a ring.</Typography>
        <Button size="sm" sx={{ alignSelf: 'flex-start' }}>
          Choose this plan
        </Button>
      </Card>
    </Stack>
  );
}
