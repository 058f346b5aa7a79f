import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ColorInversionFooter() {
  return (
    <Sheet
      component="footer"
      variant="solid"
      color="neutral"
      invertedColors
      sx={{ p: 3, borderRadius: 'md' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box sx={{ maxWidth: 280 }}>
          <Typography level="title-lg" component="p">
            Harbor CRM
          </Typography>
          {/* Inherit the footer's white: the inverted text.secondary is too faint here. */}
          <Typography textColor="inherit" sx={{ mt: 0.5 }}>
            Pipelines, contacts and follow-ups for small sales teams.
          </Typography>
        </Box>
        <FormControl sx={{ flex: '0 1 320px' }}>
          <FormLabel>Release notes by email</FormLabel>
          <Input
            type="email"
            placeholder="you@company.com"
            endDecorator={<Button>Subscribe</Button>}
          />
        </FormControl>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          level="body-sm"
          textColor="inherit"
          sx={{ marginInlineEnd: 'auto' }}
        >
          © 2025 Harbor Software Ltd.
        </Typography>
        <IconButton aria-label="Harbor on GitHub">
          <GitHubIcon />
        </IconButton>
        <IconButton aria-label="Harbor on LinkedIn">
          <LinkedInIcon />
        </IconButton>
        <IconButton aria-label="Harbor on YouTube">
          <YouTubeIcon />
        </IconButton>
      </Stack>
    </Sheet>
  );
}
