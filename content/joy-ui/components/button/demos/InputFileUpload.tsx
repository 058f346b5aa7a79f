import * as React from 'react';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// Clipped rather than display: none, so the input stays focusable and announced.
const HiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export default function InputFileUpload() {
  const [files, setFiles] = React.useState<string[]>([]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="label"
        // The file input inside is the real control: the label gets no role and no tab stop.
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        color="neutral"
        startDecorator={<CloudUpload />}
      >
        Attach receipts
        <HiddenInput
          type="file"
          accept="image/*,application/pdf"
          multiple
          onChange={(event) =>
            setFiles(Array.from(event.target.files ?? [], (file) => file.name))
          }
        />
      </Button>
      <Typography level="body-sm" textColor="text.secondary">
        {files.length > 0 ? files.join(', ') : 'No file chosen'}
      </Typography>
    </Stack>
  );
}
