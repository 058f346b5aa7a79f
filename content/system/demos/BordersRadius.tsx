import Box from '@mui/system/Box';

export default function BordersRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      {/* A number multiplies theme.shape.borderRadius. */}
      <Box
        component="button"
        type="button"
        sx={{
          px: 2,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          font: 'inherit',
        }}
      >
        Save draft
      </Box>
      <Box
        sx={{
          px: 1.5,
          py: 0.5,
          border: 1,
          borderColor: 'success.main',
          borderRadius: 4,
          color: 'success.main',
          typography: 'body2',
        }}
      >
        In stock
      </Box>
      {/* A string is used as written. */}
      <Box
        component="img"
        src="/static/images/avatars/hiro.svg"
        alt="Man with straight black hair and round glasses in a red sweater on a grey background"
        sx={{ width: 56, height: 56, borderRadius: '50%' }}
      />
      <Box
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: '16px 16px 0 0',
          typography: 'body2',
        }}
      >
        Top corners only
      </Box>
    </Box>
  );
}
