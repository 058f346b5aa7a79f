import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const kioskCheckbox = {
  '--Checkbox-size': '2rem',
  '--Checkbox-gap': '1rem',
  fontSize: 'lg',
};

export default function CheckboxCssVariables() {
  return (
    <Stack spacing={2}>
      <Checkbox
        label="I have read the safety briefing"
        defaultChecked
        sx={kioskCheckbox}
      />
      <Checkbox label="I am wearing closed-toe shoes" sx={kioskCheckbox} />
    </Stack>
  );
}
