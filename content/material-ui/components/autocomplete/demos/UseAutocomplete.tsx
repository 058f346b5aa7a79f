import useAutocomplete from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';

const planets = [
  'Mercury',
  'Venus',
  'Earth',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
];

export default function UseAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({ id: 'planet-picker', options: planets });

  return (
    <Box sx={{ position: 'relative', width: 240 }}>
      <div {...getRootProps()}>
        <Box
          component="label"
          {...getInputLabelProps()}
          sx={{ display: 'block', mb: 0.5 }}
        >
          Planet
        </Box>
        <Box
          component="input"
          {...getInputProps()}
          sx={{
            boxSizing: 'border-box',
            width: '100%',
            p: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <Box
          component="ul"
          {...getListboxProps()}
          sx={{
            position: 'absolute',
            zIndex: 1,
            width: '100%',
            m: 0,
            mt: 0.5,
            p: 0,
            listStyle: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '& li': { px: 1.5, py: 0.75, cursor: 'pointer' },
            '& li.Mui-focused': { bgcolor: 'action.hover' },
            '& li[aria-selected="true"]': { fontWeight: 'fontWeightBold' },
          }}
        >
          {groupedOptions.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
