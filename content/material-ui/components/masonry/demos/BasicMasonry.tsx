import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const notes = [
  { title: 'Groceries', text: 'Oat milk, lemons, basil, two loaves of rye bread.' },
  { title: 'Call the plumber', text: 'Kitchen tap drips again.' },
  {
    title: 'Trip to Lisbon',
    text: 'Book the tram tour, find a fado bar in Alfama, and try the custard tarts in Belém before noon when the queue is short.',
  },
  { title: 'Books', text: 'The Left Hand of Darkness. Piranesi.' },
  { title: 'Gym', text: 'Tuesday and Friday, 7am.' },
  {
    title: 'Birthday ideas',
    text: 'Pottery class, a new fountain pen, or a weekend at the coast. Ask Sam what Ana mentioned last month.',
  },
  { title: 'Wi-Fi', text: 'Restart the router if the office drops again.' },
  { title: 'Garden', text: 'Plant the tulip bulbs before the first frost.' },
];

export default function BasicMasonry() {
  return (
    <Box sx={{ width: '100%' }}>
      <Masonry columns={3} spacing={2}>
        {notes.map((note) => (
          <Paper key={note.title} variant="outlined" sx={{ p: 2 }}>
            <Typography component="p" variant="subtitle2" gutterBottom>
              {note.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {note.text}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
