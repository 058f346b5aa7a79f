import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Tag {
  name: string;
  // Set on the extra "Add …" option only; holds the text the reader typed.
  newName?: string;
}

const filter = createFilterOptions<Tag>();

const initialTags: Tag[] = [
  { name: 'accessibility' },
  { name: 'design system' },
  { name: 'performance' },
  { name: 'release notes' },
  { name: 'testing' },
];

export default function CreatableOption() {
  const [tags, setTags] = React.useState<Tag[]>(initialTags);
  const [value, setValue] = React.useState<Tag | null>(null);

  return (
    <Autocomplete
      value={value}
      onChange={(_event, newValue) => {
        if (newValue?.newName) {
          const created = { name: newValue.newName };
          setTags((current) => [...current, created]);
          setValue(created);
        } else {
          setValue(newValue);
        }
      }}
      filterOptions={(options, params) => {
        const filtered = filter(options, params);
        const typed = params.inputValue.trim();
        const exists = options.some((option) => option.name === typed);
        if (typed !== '' && !exists) {
          filtered.push({ name: `Add "${typed}"`, newName: typed });
        }
        return filtered;
      }}
      options={tags}
      getOptionLabel={(option) => option.newName ?? option.name}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {option.name}
          </li>
        );
      }}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Topic" />}
    />
  );
}
