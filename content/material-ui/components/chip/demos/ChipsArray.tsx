import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';

const initialTags = [
  'React',
  'TypeScript',
  'Accessibility',
  'Design systems',
  'Testing',
];

export default function ChipsArray() {
  const [tags, setTags] = React.useState(initialTags);

  return (
    <Paper
      component="ul"
      variant="outlined"
      aria-label="Article tags"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        listStyle: 'none',
        p: 1,
        m: 0,
      }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip
            label={tag}
            onDelete={
              tag === 'React'
                ? undefined
                : () => setTags((current) => current.filter((item) => item !== tag))
            }
          />
        </li>
      ))}
    </Paper>
  );
}
