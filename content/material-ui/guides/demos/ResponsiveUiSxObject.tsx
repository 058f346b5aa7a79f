import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function ResponsiveUiSxObject() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 3 },
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Avatar
        sx={{
          width: { xs: 48, md: 64 },
          height: { xs: 48, md: 64 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        MO
      </Avatar>
      <div>
        <Typography
          component="p"
          sx={{
            fontWeight: 'fontWeightMedium',
            fontSize: { xs: '1rem', md: '1.25rem' },
          }}
        >
          Maya Okafor
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Field ecologist. Writes about wetland restoration, river birds and the
          volunteers who count them every spring.
        </Typography>
      </div>
    </Box>
  );
}
