import * as React from 'react';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function GlobalVariantsAcrossComponents() {
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="variants-color-label">Colour</FormLabel>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="variants-color-label"
          value={color}
          onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {colors.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </FormControl>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography level="body-sm" sx={{ width: 64 }}>
            {variant}
          </Typography>
          <Button variant={variant} color={color}>
            Save
          </Button>
          <IconButton
            variant={variant}
            color={color}
            aria-label={`Edit (${variant})`}
          >
            <EditIcon />
          </IconButton>
          <Chip variant={variant} color={color}>
            In review
          </Chip>
          <Input
            variant={variant}
            color={color}
            defaultValue="Spring catalogue"
            aria-label={`Project name (${variant})`}
            sx={{ width: 180 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
