import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import type { ReactElement } from 'react';
import Rating, { type IconContainerProps } from '@mui/material/Rating';

const faces: Record<number, { icon: ReactElement; label: string }> = {
  1: {
    icon: <SentimentVeryDissatisfiedIcon color="error" />,
    label: 'Very unhappy',
  },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Unhappy' },
  3: { icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very happy' },
};

// Rating passes each icon slot the value it stands for, so every position can draw its own face.
// A slot component also receives Rating's ownerState, which must not reach the DOM.
function FaceIcon({
  value,
  ownerState: _ownerState,
  ...other
}: IconContainerProps & { ownerState?: unknown }) {
  return <span {...other}>{faces[value]?.icon}</span>;
}

export default function RadioGroupRating() {
  return (
    <Rating
      name="support-mood"
      defaultValue={3}
      highlightSelectedOnly
      slots={{ icon: FaceIcon }}
      getLabelText={(value) => faces[value]?.label ?? `${value}`}
      sx={{
        '& .MuiRating-iconEmpty .MuiSvgIcon-root': { color: 'action.disabled' },
      }}
    />
  );
}
