import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const channels = ['Comments on my posts', 'Mentions', 'New followers'];

export default function IndeterminateCheckbox() {
  const [selected, setSelected] = React.useState<boolean[]>([true, false, true]);
  const allSelected = selected.every(Boolean);
  const someSelected = selected.some(Boolean) && !allSelected;

  // Joy sets aria-checked="mixed" but not the input's own `indeterminate` property.
  const parentInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (parentInput.current) parentInput.current.indeterminate = someSelected;
  }, [someSelected]);

  return (
    <Box>
      <Checkbox
        label="All notifications"
        checked={allSelected}
        indeterminate={someSelected}
        onChange={(event) => setSelected(selected.map(() => event.target.checked))}
        slotProps={{ input: { ref: parentInput } }}
      />
      <Box
        role="group"
        aria-label="Notification types"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          mt: 1,
          marginInlineStart: 3,
        }}
      >
        {channels.map((channel, index) => (
          <Checkbox
            key={channel}
            label={channel}
            checked={selected[index]}
            onChange={(event) =>
              setSelected(
                selected.map((value, i) =>
                  i === index ? event.target.checked : value,
                ),
              )
            }
          />
        ))}
      </Box>
    </Box>
  );
}
