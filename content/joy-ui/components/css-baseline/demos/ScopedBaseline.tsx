import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

function ParcelWidget() {
  return (
    <Box
      sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 'sm' }}
    >
      <strong>Parcel NW-48213</strong>
      <p style={{ margin: '4px 0 0' }}>
        Out for delivery, expected between 14:00 and 16:00.
      </p>
    </Box>
  );
}

export default function ScopedBaseline() {
  return (
    <Box
      // Stands in for a page styled by another system: a CMS theme with a serif font.
      sx={{
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: '1.0625rem',
        lineHeight: 1.8,
        color: 'text.secondary',
        bgcolor: 'background.level1',
        p: 2,
        borderRadius: 'md',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <div>
        <p style={{ margin: '0 0 8px' }}>Without ScopedCssBaseline</p>
        <ParcelWidget />
      </div>
      <div>
        <p style={{ margin: '0 0 8px' }}>With ScopedCssBaseline</p>
        <ScopedCssBaseline sx={{ borderRadius: 'sm' }}>
          <ParcelWidget />
        </ScopedCssBaseline>
      </div>
    </Box>
  );
}
