import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const languages = ['English', 'French', 'German', 'Spanish'];
const MAX = 2;

export default function CheckboxesGroup() {
  const [picked, setPicked] = React.useState<string[]>([
    'English',
    'French',
    'German',
  ]);
  const error = picked.length === 0 || picked.length > MAX;
  const helperId = React.useId();

  return (
    <FormControl
      component="fieldset"
      variant="standard"
      error={error}
      aria-describedby={helperId}
    >
      <FormLabel component="legend">Subtitle languages</FormLabel>
      <FormGroup>
        {languages.map((language) => (
          <FormControlLabel
            key={language}
            label={language}
            control={
              <Checkbox
                checked={picked.includes(language)}
                onChange={(event) =>
                  setPicked((previous) =>
                    event.target.checked
                      ? [...previous, language]
                      : previous.filter((item) => item !== language),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helperId}>
        {error
          ? `Choose one or two languages (${picked.length} chosen)`
          : 'Up to two'}
      </FormHelperText>
    </FormControl>
  );
}
