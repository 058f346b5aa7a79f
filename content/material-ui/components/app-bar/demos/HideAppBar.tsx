import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = [
  'Most houseplants die from too much care rather than too little. Before you water, push a finger into the soil: if the top two centimetres are still damp, wait.',
  'Water thoroughly when you do water, until it runs out of the drainage hole, then empty the saucer so the roots never sit in water.',
  'Light matters more than anything else. A plant that looks pale and stretched is asking to be moved closer to a window.',
  'Turn your pots a quarter turn every week, so the plants grow evenly instead of leaning towards the glass.',
  'Dust settles on leaves and blocks the light. Wipe large leaves with a damp cloth once a month, and rinse small ones under a lukewarm shower.',
  'Feed plants only while they are growing, usually from spring to the end of summer, with half the dose printed on the fertiliser bottle.',
  'Repot when roots circle the bottom of the pot or poke out of the hole. Choose a pot only a few centimetres wider than the old one.',
  'In winter, most plants rest. Water less often, stop feeding, and keep them away from radiators and cold draughts.',
  'Yellow lower leaves are usually old leaves being retired. Yellowing all over, with wet soil, is a sign of overwatering.',
  'Finally, be patient: a plant that has just moved house often drops a leaf or two while it gets used to the new light.',
];

interface Props {
  /** The window the demo lives in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function HideAppBar({ window }: Props) {
  // true once the reader has scrolled down past 100px; false again as soon as they scroll up.
  const trigger = useScrollTrigger({ target: window ? window() : undefined });

  return (
    <Box>
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar>
          <Toolbar>
            <Typography variant="h6" component="div">
              Plant care
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      {/* An empty toolbar reserves the space the fixed bar covers. */}
      <Toolbar />
      <Typography variant="h5" component="div" gutterBottom>
        Keeping houseplants alive
      </Typography>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
