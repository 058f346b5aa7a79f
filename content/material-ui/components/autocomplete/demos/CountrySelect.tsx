import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Country {
  code: string;
  name: string;
  dialCode: string;
}

const countries: Country[] = [
  { code: 'AR', name: 'Argentina', dialCode: '+54' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'DE', name: 'Germany', dialCode: '+49' },
  { code: 'FR', name: 'France', dialCode: '+33' },
  { code: 'IN', name: 'India', dialCode: '+91' },
  { code: 'JP', name: 'Japan', dialCode: '+81' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'NZ', name: 'New Zealand', dialCode: '+64' },
  { code: 'PT', name: 'Portugal', dialCode: '+351' },
];

export default function CountrySelect() {
  return (
    <Autocomplete
      options={countries}
      autoHighlight
      getOptionLabel={(option) => option.name}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Typography
              component="span"
              variant="caption"
              sx={{ fontFamily: 'monospace', color: 'text.secondary', width: 24 }}
            >
              {option.code}
            </Typography>
            <span>{option.name}</span>
            <Typography
              component="span"
              variant="body2"
              sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}
            >
              {option.dialCode}
            </Typography>
          </Box>
        );
      }}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Country" />}
    />
  );
}
