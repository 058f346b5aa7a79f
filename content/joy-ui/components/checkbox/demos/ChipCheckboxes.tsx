import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const diets = [
  'Vegetarian',
  'Vegan',
  'Gluten-free',
  'Dairy-free',
  'Halal',
  'Nut allergy',
];

export default function ChipCheckboxes() {
  const [selected, setSelected] = React.useState<string[]>(['Vegetarian']);

  return (
    <div>
      <Typography id="diet-label" level="title-sm" sx={{ mb: 1.5 }}>
        Dietary requirements
      </Typography>
      <Box
        role="group"
        aria-labelledby="diet-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {diets.map((diet) => {
          const checked = selected.includes(diet);
          return (
            <Chip
              key={diet}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckIcon />}
              slotProps={{
                startDecorator: { sx: { zIndex: 1, pointerEvents: 'none' } },
              }}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={diet}
                checked={checked}
                onChange={(event) =>
                  setSelected((previous) =>
                    event.target.checked
                      ? [...previous, diet]
                      : previous.filter((item) => item !== diet),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
