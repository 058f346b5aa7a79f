import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Label {
  name: string;
  // Set only on the extra "Add …" option: the text the person typed.
  newName?: string;
}

const filter = createFilterOptions<Label>();

export default function CreatableAutocomplete() {
  const [labels, setLabels] = React.useState<Label[]>([
    { name: 'bug' },
    { name: 'documentation' },
    { name: 'good first issue' },
    { name: 'performance' },
  ]);
  const [value, setValue] = React.useState<Label | null>(null);

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Issue label</FormLabel>
      <Autocomplete
        options={labels}
        value={value}
        getOptionLabel={(label) => label.name}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((label) => label.name === typed)) {
            filtered.push({ name: `Add “${typed}”`, newName: typed });
          }
          return filtered;
        }}
        onChange={(_event, newValue) => {
          if (newValue?.newName) {
            const created = { name: newValue.newName };
            setLabels((current) => [...current, created]);
            setValue(created);
          } else {
            setValue(newValue);
          }
        }}
        placeholder="Find or create a label"
      />
    </FormControl>
  );
}
