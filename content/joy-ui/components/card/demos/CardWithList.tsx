import * as React from 'react';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const lines = [
  { name: 'Studio 40 headphones', quantity: 1, price: '€129.00' },
  { name: 'USB-C cable, 2 m', quantity: 2, price: '€18.00' },
  { name: 'Hard travel case', quantity: 1, price: '€24.00' },
];

export default function CardWithList() {
  const titleId = React.useId();
  return (
    <Card sx={{ width: 340, maxWidth: '100%' }}>
      <Typography id={titleId} level="title-md">
        Order summary
      </Typography>
      <List
        aria-labelledby={titleId}
        sx={{ mx: 'calc(-1 * var(--ListItem-paddingX))' }}
      >
        {lines.map((line) => (
          <ListItem key={line.name}>
            <ListItemContent>
              <Typography level="title-sm">{line.name}</Typography>
              <Typography level="body-xs">Quantity: {line.quantity}</Typography>
            </ListItemContent>
            <Typography level="body-sm">{line.price}</Typography>
          </ListItem>
        ))}
        <ListDivider aria-hidden="true" />
        <ListItem>
          <ListItemContent>
            <Typography level="title-sm">Total</Typography>
          </ListItemContent>
          <Typography level="title-md">€171.00</Typography>
        </ListItem>
      </List>
    </Card>
  );
}
