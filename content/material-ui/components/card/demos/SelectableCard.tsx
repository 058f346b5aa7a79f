import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

const options = [
  {
    id: 'standard',
    title: 'Standard',
    detail: '3 to 5 working days',
    price: 'Free',
  },
  { id: 'express', title: 'Express', detail: 'Next working day', price: '€6.90' },
  {
    id: 'pickup',
    title: 'Pick up in store',
    detail: 'Ready in 2 hours',
    price: 'Free',
  },
];

export default function SelectableCard() {
  const [selected, setSelected] = React.useState('standard');

  return (
    <Box
      role="group"
      aria-label="Delivery option"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
        gap: 2,
      }}
    >
      {options.map((option) => {
        const isSelected = option.id === selected;
        return (
          <Card
            key={option.id}
            variant="outlined"
            sx={{ borderColor: isSelected ? 'primary.main' : 'divider' }}
          >
            <CardActionArea
              aria-pressed={isSelected}
              onClick={() => setSelected(option.id)}
              sx={{
                height: '100%',
                bgcolor: isSelected ? 'action.selected' : undefined,
              }}
            >
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle1" component="div">
                    {option.title}
                  </Typography>
                  {isSelected ? <CheckCircleIcon color="primary" /> : null}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {option.detail}
                </Typography>
                <Typography variant="body2">{option.price}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
