import * as React from 'react';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

// Clipped rather than display: none, so browsers and test tools still treat it as a real input.
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

interface UploadButtonProps {
  onFiles: (files: File[]) => void;
}

/** "Upload files": opens the system's file picker and hands over whatever was chosen. */
export default function UploadButton({ onFiles }: UploadButtonProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        startDecorator={<CloudUploadRounded />}
        onClick={() => inputRef.current?.click()}
      >
        Upload files
      </Button>
      <Box
        component="input"
        ref={inputRef}
        type="file"
        multiple
        // The button is the control people use; the input is reached through it, not by Tab.
        tabIndex={-1}
        aria-label="Choose files to upload"
        sx={HIDDEN}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const picked = Array.from(event.target.files ?? []);
          // Emptied, so picking the same file again is still a change.
          event.target.value = '';
          if (picked.length > 0) onFiles(picked);
        }}
      />
    </>
  );
}
