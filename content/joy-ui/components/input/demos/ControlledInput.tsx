import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

const MAX_LENGTH = 32;

export default function ControlledInput() {
  const [name, setName] = React.useState('Northwind Traders');

  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Workspace name</FormLabel>
      <Input
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ input: { maxLength: MAX_LENGTH } }}
        endDecorator={
          <Typography level="body-xs" textColor="text.tertiary">
            {name.length}/{MAX_LENGTH}
          </Typography>
        }
      />
      <FormHelperText>Shown on invitations and invoices.</FormHelperText>
    </FormControl>
  );
}
