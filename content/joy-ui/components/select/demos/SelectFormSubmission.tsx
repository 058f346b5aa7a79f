import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectFormSubmission() {
  const [submitted, setSubmitted] = React.useState('');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(JSON.stringify(Object.fromEntries(data)));
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <FormControl required>
          <FormLabel>Seat type</FormLabel>
          <Select
            name="seat"
            required
            placeholder="Choose a seat type"
            sx={{ '--Select-placeholderOpacity': 0.75 }}
          >
            <Option value="standard">Standard</Option>
            <Option value="extra-legroom">Extra legroom</Option>
          </Select>
        </FormControl>
        <FormControl>
          <FormLabel>Meals</FormLabel>
          <Select name="meals" multiple defaultValue={['vegetarian']}>
            <Option value="vegetarian">Vegetarian</Option>
            <Option value="gluten-free">Gluten-free</Option>
            <Option value="kosher">Kosher</Option>
          </Select>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Save preferences
        </Button>
        <Typography level="body-sm" fontFamily="code" aria-live="polite">
          {submitted}
        </Typography>
      </Stack>
    </form>
  );
}
