import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

function SignInPanel({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 220 }}>
      <Typography component="p" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TextField label="Email" type="email" size="small" fullWidth />
      <Button variant="contained" sx={{ mt: 2 }}>
        Sign in
      </Button>
    </Paper>
  );
}

// This site's theme uses colorSchemeSelector: 'class', so the class `dark`
// applies the dark variables to this element and everything inside it.
export default function CssVariablesForcedScheme() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SignInPanel title="Follows the page" />
      <Box className="dark" sx={{ display: 'flex', flex: 1 }}>
        <SignInPanel title="Always dark" />
      </Box>
    </Stack>
  );
}
