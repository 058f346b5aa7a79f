import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>
        Release{' '}
        <Typography variant="outlined" color="primary">
          v2.4.0
        </Typography>{' '}
        removes the{' '}
        <Typography variant="soft" color="danger">
          legacyAuth
        </Typography>{' '}
        option; move to{' '}
        <Typography variant="soft" color="success">
          oauth
        </Typography>{' '}
        before upgrading.
      </Typography>
      <Typography
        level="title-md"
        variant="solid"
        color="warning"
        sx={{ alignSelf: 'flex-start' }}
      >
        Scheduled maintenance: Sunday 02:00–04:00 UTC
      </Typography>
    </Stack>
  );
}
