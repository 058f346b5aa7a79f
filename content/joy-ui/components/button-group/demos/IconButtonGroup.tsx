import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import * as React from 'react';

const steps = [50, 75, 100, 125, 150, 200];

export default function IconButtonGroup() {
  const [index, setIndex] = React.useState(2);
  return (
    <ButtonGroup aria-label="Zoom">
      <IconButton
        aria-label="Zoom out"
        disabled={index === 0}
        onClick={() => setIndex(index - 1)}
      >
        <ZoomOut />
      </IconButton>
      <Button
        onClick={() => setIndex(2)}
        aria-label={`${steps[index]}%, reset zoom to 100%`}
      >
        {steps[index]}%
      </Button>
      <IconButton
        aria-label="Zoom in"
        disabled={index === steps.length - 1}
        onClick={() => setIndex(index + 1)}
      >
        <ZoomIn />
      </IconButton>
    </ButtonGroup>
  );
}
