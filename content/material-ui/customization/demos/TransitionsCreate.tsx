import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const PlanTile = styled(ButtonBase)(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: 150,
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: `2px solid ${vars.palette.divider}`,
    backgroundColor: vars.palette.background.paper,
    // Three properties, one duration and one easing curve from the theme.
    transition: theme.transitions.create(
      ['transform', 'box-shadow', 'border-color'],
      {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      },
    ),
    '&:hover, &.Mui-focusVisible': {
      transform: 'translateY(-4px)',
      boxShadow: vars.shadows[4],
    },
    '&[aria-pressed="true"]': { borderColor: vars.palette.primary.main },
  };
});

const plans = [
  { name: 'Starter', price: '€9 / month' },
  { name: 'Team', price: '€29 / month' },
  { name: 'Business', price: '€79 / month' },
];

export default function TransitionsCreate() {
  const [selected, setSelected] = React.useState('Team');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {plans.map((plan) => (
        <PlanTile
          key={plan.name}
          aria-pressed={selected === plan.name}
          onClick={() => setSelected(plan.name)}
        >
          <Typography variant="subtitle1" component="span">
            {plan.name}
          </Typography>
          <Typography
            variant="body2"
            component="span"
            sx={{ color: 'text.secondary' }}
          >
            {plan.price}
          </Typography>
        </PlanTile>
      ))}
    </Stack>
  );
}
