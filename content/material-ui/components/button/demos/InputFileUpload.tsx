import * as React from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Hidden from sight but still focusable and announced, so keyboard and screen reader users reach it.
const HiddenFileInput = styled('input')({
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
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        component="label"
        // The label is not the control: the file input inside it is, so it keeps focus and the role.
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<CloudUploadIcon />}
      >
        Upload receipts
        <HiddenFileInput
          type="file"
          accept="image/*,application/pdf"
          multiple
          onChange={(event) =>
            setFiles(Array.from(event.target.files ?? [], (file) => file.name))
          }
        />
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {files.length > 0 ? files.join(', ') : 'No file chosen'}
      </Typography>
    </Stack>
  );
}
