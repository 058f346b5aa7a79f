import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function SpacingSx() {
  return (
    <Box
      sx={{
        p: 2, // padding: theme.spacing(2)
        display: 'flex',
        alignItems: 'center',
        gap: 1.5, // gap: theme.spacing(1.5)
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Avatar sx={{ bgcolor: 'secondary.main' }}>MK</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          Mina Kato
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Requested access to “Budget 2026”
        </Typography>
      </Box>
      {/* A string is used as it is: no multiplication. */}
      <Button size="small" variant="outlined" sx={{ ml: 'auto', px: 2 }}>
        Review
      </Button>
    </Box>
  );
}
