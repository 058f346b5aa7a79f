import * as React from 'react';
import { createTheme, styled, ThemeProvider } from '@mui/system';

const theme = createTheme({
  palette: {
    brand: { main: '#00695c', light: '#e0f2f1' },
    surface: { main: '#ffffff', text: '#1f2933', border: '#9aa5b1' },
  },
  shape: { borderRadius: 8 },
});

interface OptionProps {
  selected?: boolean;
}

// `selected` only drives the styles: keep it off the DOM <button>.
const Option = styled('button', {
  shouldForwardProp: (prop) => prop !== 'selected',
})<OptionProps>(({ theme, selected }) => ({
  display: 'block',
  width: '100%',
  padding: theme.spacing(1.5, 2),
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  border: `2px solid ${selected ? theme.palette.brand.main : theme.palette.surface.border}`,
  backgroundColor: selected ? theme.palette.brand.light : theme.palette.surface.main,
  color: theme.palette.surface.text,
}));

const Options = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  maxWidth: 360,
}));

const options = [
  'Standard delivery, 3–5 days',
  'Express delivery, next day',
  'Collect from store',
];

export default function StyledForwardProps() {
  const [choice, setChoice] = React.useState(options[0]);
  return (
    <ThemeProvider theme={theme}>
      <Options role="group" aria-label="Delivery">
        {options.map((option) => (
          <Option
            key={option}
            type="button"
            selected={option === choice}
            aria-pressed={option === choice}
            onClick={() => setChoice(option)}
          >
            {option}
          </Option>
        ))}
      </Options>
    </ThemeProvider>
  );
}
