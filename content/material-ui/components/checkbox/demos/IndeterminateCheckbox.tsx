import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [chosen, setChosen] = React.useState<string[]>(['Olives']);
  const all = chosen.length === toppings.length;
  const some = chosen.length > 0 && !all;

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={all}
            indeterminate={some}
            onChange={(event) => setChosen(event.target.checked ? toppings : [])}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={
              <Checkbox
                checked={chosen.includes(topping)}
                onChange={(event) =>
                  setChosen((previous) =>
                    event.target.checked
                      ? [...previous, topping]
                      : previous.filter((item) => item !== topping),
                  )
                }
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
