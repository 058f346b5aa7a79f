import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltips() {
  return (
    <Tooltip
      title="Evening sail, photographed from the north shore"
      describeChild
      followCursor
    >
      <Box
        component="img"
        src="/static/images/scenes/lake.svg"
        alt="Sailing boat on a calm lake at sunset, with pine trees on the shore"
        sx={{ width: 240, borderRadius: 1, display: 'block' }}
      />
    </Tooltip>
  );
}
