import * as React from 'react';
import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

interface ChoreProps {
  label: string;
  done: boolean;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

function Chore({ label, done, onToggle, sx = [] }: ChoreProps) {
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          py: 0.5,
          cursor: 'pointer',
        },
        // `false` entries are skipped, so conditions read naturally.
        done && { color: 'text.secondary', textDecoration: 'line-through' },
        // Spread the caller's sx last so it can override the defaults.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <input type="checkbox" checked={done} onChange={onToggle} />
      {label}
    </Box>
  );
}

export default function SxConditionalStyles() {
  const [chores, setChores] = React.useState([
    { label: 'Water the tomatoes', done: true },
    { label: 'Take the recycling out', done: false },
    { label: 'Book the boiler service', done: false },
  ]);

  const toggle = (index: number) =>
    setChores((current) =>
      current.map((chore, i) =>
        i === index ? { ...chore, done: !chore.done } : chore,
      ),
    );

  return (
    <Box>
      {chores.map((chore, index) => (
        <Chore
          key={chore.label}
          label={chore.label}
          done={chore.done}
          onToggle={() => toggle(index)}
          sx={index === 0 ? { fontWeight: 'bold' } : undefined}
        />
      ))}
    </Box>
  );
}
