import AspectRatio from '@mui/joy/AspectRatio';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// theme.applyStyles('dark', …) adds the dark styles under the dark scheme's selector.
const TripCard = styled('article')(({ theme }) => [
  {
    maxWidth: 360,
    padding: theme.spacing(1.5),
    borderRadius: theme.vars.radius.lg,
    border: `1px solid ${theme.vars.palette.primary[100]}`,
    background: `linear-gradient(160deg, ${theme.vars.palette.primary[50]}, ${theme.vars.palette.background.surface} 60%)`,
    boxShadow: theme.vars.shadow.md,
  },
  theme.applyStyles('dark', {
    borderColor: theme.vars.palette.primary[800],
    background: `linear-gradient(160deg, ${theme.vars.palette.primary[900]}, ${theme.vars.palette.background.surface} 60%)`,
    boxShadow: 'none',
  }),
]);

export default function DarkModeStyles() {
  return (
    <TripCard>
      <AspectRatio
        ratio="16/9"
        // The selector from getColorSchemeSelector works in sx too.
        sx={(theme) => ({
          borderRadius: 'md',
          [theme.getColorSchemeSelector('dark')]: { filter: 'brightness(0.8)' },
        })}
      >
        <img
          src="/static/images/scenes/lake.svg"
          alt="Sailing boat on a calm lake at sunset, with pine trees on the shore"
        />
      </AspectRatio>
      <Chip size="sm" variant="soft" color="primary" sx={{ mt: 1.5 }}>
        3 nights
      </Chip>
      <Typography level="title-lg" component="h3" sx={{ mt: 1 }}>
        Sailing weekend at Lake Annecy
      </Typography>
      <Typography level="body-sm">
        Boat hire, two guided routes and a cabin by the shore, from €420.
      </Typography>
    </TripCard>
  );
}
