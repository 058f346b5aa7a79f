import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { STORE_NAME } from './data';

/** The shop's badge and name. */
export default function StoreMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: 'sm',
          bgcolor: 'primary.solidBg',
          color: 'primary.solidColor',
        }}
      >
        <StorefrontRounded fontSize="small" />
      </Box>
      <Typography level="title-lg" noWrap>
        {STORE_NAME}
      </Typography>
    </Box>
  );
}
