import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const answers = ['Mercury', 'Venus', 'Mars', 'Jupiter'];

export default function ErrorRadios() {
  const [answer, setAnswer] = React.useState('');
  const [helperText, setHelperText] = React.useState('Pick one answer.');
  const [error, setError] = React.useState(false);
  const labelId = React.useId();
  const helperId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === 'Mercury') {
      setHelperText('Correct: Mercury orbits in 88 days.');
      setError(false);
    } else {
      setHelperText(answer ? 'Not quite, try again.' : 'Choose an answer first.');
      setError(true);
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id={labelId}>Which planet has the shortest year?</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          name="shortest-year"
          value={answer}
          onChange={(_event, value) => {
            setAnswer(value);
            setError(false);
            setHelperText('Pick one answer.');
          }}
        >
          {answers.map((planet) => (
            <FormControlLabel
              key={planet}
              value={planet}
              control={<Radio />}
              label={planet}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={helperId} aria-live="polite">
          {helperText}
        </FormHelperText>
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: 1, alignSelf: 'flex-start' }}
        >
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
