import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function GutterAndNoWrap() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 260 }}>
      <Typography variant="h6" component="p" gutterBottom>
        Reading list
      </Typography>
      <Typography variant="body2" gutterBottom>
        Four novels for the long evenings ahead.
      </Typography>
      <Typography variant="body2" noWrap>
        The Left Hand of Darkness, by Ursula K. Le Guin
      </Typography>
      <Typography variant="body2" noWrap>
        One Hundred Years of Solitude, by Gabriel García Márquez
      </Typography>
    </Paper>
  );
}
