import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';

const initialDrafts = ['Quarterly report', 'Team offsite agenda'];

export default function CustomDeleteIconChips() {
  const [drafts, setDrafts] = React.useState(initialDrafts);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {drafts.map((draft) => (
        <Chip
          key={draft}
          label={draft}
          variant="outlined"
          deleteIcon={<DeleteIcon />}
          onDelete={() => setDrafts(drafts.filter((item) => item !== draft))}
        />
      ))}
      {drafts.length === 0 && (
        <Chip label="Restore drafts" onClick={() => setDrafts(initialDrafts)} />
      )}
    </Stack>
  );
}
