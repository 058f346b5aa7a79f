import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const genres = [
  'Crime fiction',
  'Fantasy',
  'Historical fiction',
  'Horror',
  'Literary fiction',
  'Poetry',
  'Romance',
  'Science fiction',
  'Travel writing',
];

export default function CheckboxOptions() {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={genres}
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props;
        const Icon = selected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
        return (
          <li key={key} {...optionProps}>
            <Icon
              fontSize="small"
              color={selected ? 'primary' : 'action'}
              sx={{ marginInlineEnd: 1 }}
            />
            {option}
          </li>
        );
      }}
      sx={{ width: 400 }}
      renderInput={(params) => <TextField {...params} label="Favourite genres" />}
    />
  );
}
