import Box from '@mui/system/Box';

export default function SpacingShorthands() {
  return (
    <Box
      component="form"
      aria-label="Newsletter"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        // Centres the form: auto margins on the left and right.
        mx: 'auto',
        maxWidth: 360,
        // Padding on the block (top and bottom) and inline (start and end) axes.
        py: 3,
        paddingInline: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        component="label"
        htmlFor="newsletter-email"
        sx={{ display: 'block', mb: 1 }}
      >
        Email address
      </Box>
      <Box
        component="input"
        id="newsletter-email"
        type="email"
        autoComplete="email"
        sx={{
          width: 1,
          boxSizing: 'border-box',
          px: 1.5,
          py: 1,
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
        }}
      />
      <Box
        component="button"
        type="submit"
        sx={{
          mt: 2,
          px: 2,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          font: 'inherit',
        }}
      >
        Subscribe
      </Box>
    </Box>
  );
}
