import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function ToggleButtonVariants() {
  const [unit, setUnit] = React.useState<string | null>('celsius');

  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
        >
          <Typography level="body-sm" sx={{ fontFamily: 'code', width: 72 }}>
            {variant}
          </Typography>
          <ToggleButtonGroup
            variant={variant}
            aria-label={`Temperature unit, ${variant} variant`}
            value={unit}
            onChange={(_event, newValue) => setUnit(newValue)}
          >
            <Button value="celsius">°C</Button>
            <Button value="fahrenheit">°F</Button>
            <Button value="kelvin">K</Button>
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
