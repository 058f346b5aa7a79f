import * as React from 'react';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const MIN_LENGTH = 30;

export default function TextareaValidation() {
  const [reason, setReason] = React.useState('Wrong size');
  const error = reason.trim().length < MIN_LENGTH;

  return (
    <FormControl required error={error} sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Reason for the return</FormLabel>
      <Textarea
        minRows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      <FormHelperText sx={{ color: error ? 'danger.plainColor' : undefined }}>
        {error && <InfoOutlined />}
        {error
          ? `Please add a few more details (at least ${MIN_LENGTH} characters).`
          : 'Thanks, this helps us process the return faster.'}
      </FormHelperText>
    </FormControl>
  );
}
