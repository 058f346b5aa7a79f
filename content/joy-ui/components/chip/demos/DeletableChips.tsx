import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initialFilters = ['Under €50', 'Free delivery', 'Rated 4+', 'In stock'];

export default function DeletableChips() {
  const [filters, setFilters] = React.useState(initialFilters);
  const remove = (filter: string) =>
    setFilters((current) => current.filter((item) => item !== filter));
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {filters.map((filter) => (
          <Chip
            key={filter}
            variant="soft"
            color="primary"
            endDecorator={
              <ChipDelete
                aria-label={`Remove filter: ${filter}`}
                onDelete={() => remove(filter)}
              />
            }
          >
            {filter}
          </Chip>
        ))}
      </Stack>
      {filters.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm">No filters applied.</Typography>
          <Button
            size="sm"
            variant="plain"
            onClick={() => setFilters(initialFilters)}
          >
            Restore filters
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
