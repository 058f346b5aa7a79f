import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ArchiveMonth } from './filters';

const social = [
  { label: 'GitHub', href: 'https://github.com', Icon: GitHubIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com', Icon: LinkedInIcon },
  { label: 'X', href: 'https://x.com', Icon: XIcon },
];

interface SidebarProps {
  months: ArchiveMonth[];
  selectedMonth: string | null;
  onSelectMonth: (month: string) => void;
}

const headingSx = { fontWeight: 700, mb: 1 } as const;

export default function Sidebar({
  months,
  selectedMonth,
  onSelectMonth,
}: SidebarProps) {
  return (
    <Stack component="aside" aria-label="About this blog" spacing={4}>
      <Paper
        id="about"
        variant="outlined"
        sx={{
          p: 2.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          scrollMarginTop: 16,
        }}
      >
        <Typography variant="h6" component="h2" sx={headingSx}>
          About
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Saltmarsh builds the software that routes and tracks freight for 900
          regional carriers. Our engineers write here about what broke, what we
          measured and what we changed.
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {/* The darker shade keeps 4.5:1 on the tinted panel in light mode. */}
          <Link
            href="mailto:blog@saltmarsh.example"
            sx={(theme) => ({
              color: 'primary.dark',
              ...theme.applyStyles('dark', { color: 'primary.light' }),
            })}
          >
            Pitch a post to the editors
          </Link>
        </Typography>
      </Paper>
      <Box id="archives" sx={{ scrollMarginTop: 16 }}>
        <Typography variant="h6" component="h2" sx={headingSx}>
          Archives
        </Typography>
        <List dense disablePadding aria-label="Show posts from a month">
          {months.map((month) => {
            const pressed = month.key === selectedMonth;
            return (
              <ListItem key={month.key} disablePadding>
                <ListItemButton
                  selected={pressed}
                  aria-pressed={pressed}
                  onClick={() => onSelectMonth(month.key)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={month.label} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {month.count} {month.count === 1 ? 'post' : 'posts'}
                  </Typography>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <div>
        <Typography variant="h6" component="h2" sx={headingSx}>
          Elsewhere
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {social.map(({ label, href, Icon }) => (
            <li key={label}>
              <Link
                href={href}
                underline="hover"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
              >
                <Icon fontSize="small" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
