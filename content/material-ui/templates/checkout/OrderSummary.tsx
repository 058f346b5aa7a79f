import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice, lineTotal, type OrderTotals } from './orderTotals';
import type { OrderItem } from './types';

interface SummaryProps {
  items: OrderItem[];
  totals: OrderTotals;
}

function OrderLines({ items, totals }: SummaryProps) {
  const rows = [
    { label: 'Subtotal', value: formatPrice(totals.subtotalCents) },
    {
      label: 'Shipping',
      value: totals.shippingCents === 0 ? 'Free' : formatPrice(totals.shippingCents),
    },
  ];
  return (
    <React.Fragment>
      <List disablePadding>
        {items.map((item) => (
          <ListItem
            key={item.id}
            disableGutters
            sx={{ gap: 2, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={item.name}
              secondary={`${item.detail} · Qty ${item.quantity}`}
              sx={{ my: 0 }}
            />
            <Typography
              variant="body2"
              sx={{ fontWeight: 'medium', whiteSpace: 'nowrap' }}
            >
              {formatPrice(lineTotal(item))}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 1,
          columnGap: 2,
          m: 0,
          '& dd': { m: 0, textAlign: 'end' },
        }}
      >
        {rows.map((row) => (
          <React.Fragment key={row.label}>
            <Typography
              component="dt"
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2">
              {row.value}
            </Typography>
          </React.Fragment>
        ))}
        <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
          Total
        </Typography>
        <Typography component="dd" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
          {formatPrice(totals.totalCents)}
        </Typography>
      </Box>
    </React.Fragment>
  );
}

/** Wide screens: the summary sits beside the steps and stays in view while scrolling. */
export function SummaryCard(props: SummaryProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3, position: 'sticky', top: 24 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Order summary
      </Typography>
      <OrderLines {...props} />
    </Paper>
  );
}

/** Small screens: a collapsed summary above the steps that shows the total until opened. */
export function MobileSummary(props: SummaryProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <Paper variant="outlined">
      <Typography variant="subtitle1" component="h2">
        <Button
          fullWidth
          color="inherit"
          aria-expanded={open}
          aria-controls="checkout-mobile-summary"
          onClick={() => setOpen((value) => !value)}
          endIcon={
            <ExpandMoreIcon
              sx={{
                transition: (theme) => theme.transitions.create('transform'),
                transform: open ? 'rotate(180deg)' : 'none',
              }}
            />
          }
          sx={{
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
            textTransform: 'none',
          }}
        >
          <Box component="span" sx={{ flex: 1, textAlign: 'start' }}>
            {open ? 'Hide' : 'Show'} order summary
          </Box>
          <Box component="span" sx={{ fontWeight: 'bold' }}>
            {formatPrice(props.totals.totalCents)}
          </Box>
        </Button>
      </Typography>
      <Collapse in={open} id="checkout-mobile-summary">
        <Box sx={{ px: 2, pb: 2 }}>
          <OrderLines {...props} />
        </Box>
      </Collapse>
    </Paper>
  );
}
