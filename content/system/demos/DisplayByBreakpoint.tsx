import Box from '@mui/system/Box';

const notices = [
  {
    text: 'Phone layout: the window is narrower than 600px.',
    display: { xs: 'block', sm: 'none' },
  },
  {
    text: 'Tablet layout: the window is 600px to 899px wide.',
    display: { xs: 'none', sm: 'block', md: 'none' },
  },
  {
    text: 'Desktop layout: the window is 900px or wider.',
    display: { xs: 'none', md: 'block' },
  },
];

export default function DisplayByBreakpoint() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
        Resize the window: one line below is shown at a time.
      </Box>
      {notices.map((notice) => (
        <Box
          key={notice.text}
          sx={{
            display: notice.display,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontWeight: 'medium',
          }}
        >
          {notice.text}
        </Box>
      ))}
      <Box
        sx={{ displayPrint: 'none', typography: 'body2', color: 'text.secondary' }}
      >
        This line is left out when you print the page.
      </Box>
    </Box>
  );
}
