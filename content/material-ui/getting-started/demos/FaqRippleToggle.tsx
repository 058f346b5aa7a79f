import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function FaqRippleToggle() {
  const [disableRipple, setDisableRipple] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableRipple}
            onChange={(event) => setDisableRipple(event.target.checked)}
          />
        }
        label="Disable the ripple"
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button variant="contained" disableRipple={disableRipple}>
          Place order
        </Button>
        <Button variant="outlined" disableRipple={disableRipple}>
          Save for later
        </Button>
        <IconButton aria-label="Add to favourites" disableRipple={disableRipple}>
          <FavoriteBorderIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
