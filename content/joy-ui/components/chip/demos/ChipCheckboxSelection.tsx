import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const diets = ['Vegetarian', 'Vegan', 'Gluten-free', 'Nut-free', 'Halal', 'Kosher'];

export default function ChipCheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>(['Vegetarian']);
  return (
    <Stack spacing={1.5}>
      <Typography id="diet-label" level="title-sm">
        Dietary requirements
      </Typography>
      <Stack
        role="group"
        aria-labelledby="diet-label"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {diets.map((diet) => {
          const checked = selected.includes(diet);
          return (
            <Chip
              key={diet}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Check />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={diet}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, diet]
                      : current.filter((item) => item !== diet),
                  )
                }
              />
            </Chip>
          );
        })}
      </Stack>
    </Stack>
  );
}
