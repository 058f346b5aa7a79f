import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchesGroup() {
  const [notify, setNotify] = React.useState({
    comments: true,
    mentions: true,
    newsletter: false,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setNotify({ ...notify, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Email me about</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={notify.comments}
              onChange={handleChange}
              name="comments"
            />
          }
          label="Replies to my comments"
        />
        <FormControlLabel
          control={
            <Switch
              checked={notify.mentions}
              onChange={handleChange}
              name="mentions"
            />
          }
          label="Mentions of my name"
        />
        <FormControlLabel
          control={
            <Switch
              checked={notify.newsletter}
              onChange={handleChange}
              name="newsletter"
            />
          }
          label="The monthly newsletter"
        />
      </FormGroup>
      <FormHelperText>
        You can unsubscribe from any email at any time.
      </FormHelperText>
    </FormControl>
  );
}
