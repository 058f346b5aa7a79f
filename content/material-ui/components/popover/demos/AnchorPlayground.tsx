import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const options = {
  vertical: ['top', 'center', 'bottom'],
  horizontal: ['left', 'center', 'right'],
} as const;

interface Origin {
  vertical: (typeof options.vertical)[number];
  horizontal: (typeof options.horizontal)[number];
}

export default function AnchorPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [origins, setOrigins] = React.useState<
    Record<'anchorOrigin' | 'transformOrigin', Origin>
  >({
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
        {(['anchorOrigin', 'transformOrigin'] as const).map((prop) =>
          (['vertical', 'horizontal'] as const).map((axis) => (
            <FormControl key={`${prop}.${axis}`} component="fieldset">
              <FormLabel component="legend">{`${prop}.${axis}`}</FormLabel>
              <RadioGroup
                row
                value={origins[prop][axis]}
                onChange={(event) =>
                  setOrigins({
                    ...origins,
                    [prop]: { ...origins[prop], [axis]: event.target.value },
                  })
                }
              >
                {options[axis].map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio size="small" />}
                    label={option}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )),
        )}
      </Box>
      <Button
        variant="contained"
        onClick={(event) => setAnchorEl(event.currentTarget)}
        sx={{ mx: 'auto' }}
      >
        Open the popover
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={origins.anchorOrigin}
        transformOrigin={origins.transformOrigin}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Position preview',
            sx: { p: 2, maxWidth: 280 },
          },
        }}
      >
        <Typography variant="body2">
          The {origins.transformOrigin.vertical} {origins.transformOrigin.horizontal}{' '}
          point of this box sits on the {origins.anchorOrigin.vertical}{' '}
          {origins.anchorOrigin.horizontal} point of the button.
        </Typography>
      </Popover>
    </Box>
  );
}
