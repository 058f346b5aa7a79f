import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const cities = ['Bogotá', 'Kraków', 'Montréal', 'München', 'São Paulo', 'Zürich'];

// Drop accents one character at a time, so indexes still line up with the label
// (the default filter also ignores accents and case).
const fold = (text: string) =>
  Array.from(text, (char) => char.normalize('NFD').charAt(0).toLowerCase()).join('');

function highlight(label: string, query: string): React.ReactNode {
  const typed = query.trim();
  const start = typed ? fold(label).indexOf(fold(typed)) : -1;
  if (start === -1) return label;
  const end = start + fold(typed).length;
  return (
    <span>
      {label.slice(0, start)}
      <strong>{label.slice(start, end)}</strong>
      {label.slice(end)}
    </span>
  );
}

export default function HighlightMatches() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Destination</FormLabel>
      <Autocomplete
        options={cities}
        placeholder="Try “sao” or “ur”"
        renderOption={(props, city, { inputValue }) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              {highlight(city, inputValue)}
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
