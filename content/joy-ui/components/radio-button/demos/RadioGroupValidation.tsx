import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const reasons = [
  'Too expensive',
  'Missing a feature I need',
  'Switching to another tool',
];

export default function RadioGroupValidation() {
  const [reason, setReason] = React.useState<string | null>(null);
  const [error, setError] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(reason === null);
        setSent(reason !== null);
      }}
    >
      <FormControl error={error}>
        <FormLabel>Why are you cancelling?</FormLabel>
        <RadioGroup
          name="cancel-reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(false);
          }}
        >
          {reasons.map((label) => (
            <Radio
              key={label}
              value={label}
              label={label}
              color={error ? 'danger' : undefined}
            />
          ))}
        </RadioGroup>
        <FormHelperText>
          {error && <InfoOutlined />}
          {error ? 'Choose a reason to continue.' : 'Your answer helps us improve.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ mt: 2 }}>
        {sent ? 'Cancellation requested' : 'Cancel subscription'}
      </Button>
    </form>
  );
}
