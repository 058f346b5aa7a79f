import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const visibilities = [
  {
    value: 'private',
    label: 'Private',
    hint: 'Only people you invite can open it.',
  },
  { value: 'team', label: 'Team', hint: 'Everyone in Northwind can open it.' },
  { value: 'public', label: 'Public', hint: 'Anyone with the link can view it.' },
];

export default function RadioOptionDescriptions() {
  const id = React.useId();

  return (
    <FormControl>
      <FormLabel>Board visibility</FormLabel>
      <RadioGroup defaultValue="team" name="board-visibility" sx={{ gap: 2 }}>
        {visibilities.map((option) => (
          <Box key={option.value}>
            <Radio
              value={option.value}
              label={option.label}
              slotProps={{ input: { 'aria-describedby': `${id}-${option.value}` } }}
            />
            <FormHelperText id={`${id}-${option.value}`}>
              {option.hint}
            </FormHelperText>
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
