import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

interface ControlProps<T extends string | number> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

// One labelled group of toggle buttons per setting.
function Control<T extends string | number>(props: ControlProps<T>) {
  const { label, options, value, onChange } = props;
  const labelId = React.useId();
  return (
    <div>
      <Typography id={labelId} variant="caption" component="div">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: T | null) => next !== null && onChange(next)}
        aria-labelledby={labelId}
        sx={{
          flexWrap: 'wrap',
          '& .MuiToggleButton-root': { textTransform: 'none' },
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

export default function InteractiveStack() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [justifyContent, setJustifyContent] = React.useState('center');
  const [alignItems, setAlignItems] = React.useState('center');
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Paper variant="outlined" sx={{ bgcolor: 'action.hover', mb: 2 }}>
        <Stack
          direction={direction}
          spacing={spacing}
          sx={{ justifyContent, alignItems, minHeight: 280, p: 2 }}
        >
          {['Breakfast', 'Lunch', 'Dinner'].map((meal, index) => (
            <Paper key={meal} sx={{ px: 2, py: 1 + index }}>
              {meal}
            </Paper>
          ))}
        </Stack>
      </Paper>
      <Stack spacing={2}>
        <Control<Direction>
          label="direction"
          options={['row', 'row-reverse', 'column', 'column-reverse']}
          value={direction}
          onChange={setDirection}
        />
        <Control
          label="justifyContent"
          options={['flex-start', 'center', 'flex-end', 'space-between']}
          value={justifyContent}
          onChange={setJustifyContent}
        />
        <Control
          label="alignItems"
          options={['flex-start', 'center', 'flex-end', 'stretch', 'baseline']}
          value={alignItems}
          onChange={setAlignItems}
        />
        <Control
          label="spacing"
          options={[0, 1, 2, 4]}
          value={spacing}
          onChange={setSpacing}
        />
      </Stack>
      <Box
        component="pre"
        sx={{ typography: 'body2', fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {`<Stack
  direction="${direction}"
  spacing={${spacing}}
  sx={{ justifyContent: '${justifyContent}', alignItems: '${alignItems}' }}
>`}
      </Box>
    </Box>
  );
}
