import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Tip = styled('div')(({ theme }) => {
  const info = (theme.vars ?? theme).palette.info;
  return {
    ...theme.typography.body2,
    padding: theme.spacing(1.5, 2),
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    border: `1px solid ${theme.alpha(info.main, 0.4)}`,
    backgroundColor: theme.alpha(info.main, 0.08),
    color: info.dark,
    // Added only when the dark colour scheme is active.
    ...theme.applyStyles('dark', {
      backgroundColor: theme.alpha(info.main, 0.16),
      color: info.light,
    }),
  };
});

export default function DarkModeApplyStyles() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Tip role="note">
        Press Ctrl+K anywhere in the app to open the command palette.
      </Tip>
      <Tip role="note">Drafts are saved on this device every 30 seconds.</Tip>
    </Stack>
  );
}
