import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const defaultFilters = [
  'Remote',
  'Full-time',
  'Berlin',
  'Senior level',
  'TypeScript',
];

export default function FocusAfterDeleteChips() {
  const [filters, setFilters] = React.useState(defaultFilters);
  const chipRefs = React.useRef(new Map<string, HTMLDivElement>());
  const resetRef = React.useRef<HTMLButtonElement>(null);
  // Position of the chip that was just removed, or null when nothing was.
  const removedIndex = React.useRef<number | null>(null);

  React.useEffect(() => {
    if (removedIndex.current === null) {
      return;
    }
    const next = filters[Math.min(removedIndex.current, filters.length - 1)];
    removedIndex.current = null;
    const target =
      next === undefined ? resetRef.current : chipRefs.current.get(next);
    target?.focus();
  }, [filters]);

  const handleDelete = (filter: string) => {
    removedIndex.current = filters.indexOf(filter);
    setFilters((current) => current.filter((item) => item !== filter));
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack
        component="ul"
        direction="row"
        aria-label="Job search filters"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {filters.map((filter) => (
          <li key={filter}>
            <Chip
              ref={(node: HTMLDivElement | null) => {
                if (node) {
                  chipRefs.current.set(filter, node);
                } else {
                  chipRefs.current.delete(filter);
                }
              }}
              label={filter}
              onDelete={() => handleDelete(filter)}
            />
          </li>
        ))}
      </Stack>
      <Button ref={resetRef} size="small" onClick={() => setFilters(defaultFilters)}>
        Reset filters
      </Button>
    </Stack>
  );
}
