import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

export default function StandaloneToggleButton() {
  const [starred, setStarred] = React.useState(false);

  return (
    <ToggleButton
      value="starred"
      selected={starred}
      onChange={() => setStarred((previous) => !previous)}
      aria-label="Star this repository"
      color="warning"
    >
      {starred ? <StarIcon /> : <StarBorderIcon />}
    </ToggleButton>
  );
}
