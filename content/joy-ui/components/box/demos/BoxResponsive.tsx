import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, md: 3 },
        borderRadius: 'md',
        bgcolor: 'background.level1',
      }}
    >
      <Avatar
        src="/static/images/avatars/grace.svg"
        alt=""
        sx={{ '--Avatar-size': { xs: '48px', md: '64px' } }}
      />
      <Box sx={{ flex: 1 }}>
        <Typography level="title-lg">Grace Okafor</Typography>
        <Typography level="body-sm">Head of Logistics, Rotterdam office</Typography>
      </Box>
      <Button variant="soft" sx={{ width: { xs: '100%', sm: 'auto' } }}>
        Send message
      </Button>
    </Box>
  );
}
