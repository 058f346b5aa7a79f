import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_NAMES, detectBrand, maskCardNumber } from './cardFormat';
import { COUNTRIES } from './countries';
import { DELIVERY_TIMES, formatPrice, type OrderTotals } from './orderTotals';
import type { PaymentDetails, ShippingDetails } from './types';

interface SectionProps {
  title: string;
  editLabel?: string;
  onEdit?: () => void;
  lines: string[];
}

function ReviewSection({ title, editLabel, onEdit, lines }: SectionProps) {
  return (
    <Box component="section">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
          {title}
        </Typography>
        {onEdit && (
          <Button size="small" aria-label={editLabel} onClick={onEdit}>
            Edit
          </Button>
        )}
      </Stack>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

interface ReviewProps {
  shipping: ShippingDetails;
  payment: PaymentDetails;
  totals: OrderTotals;
  onEdit: (step: number) => void;
}

export default function Review({ shipping, payment, totals, onEdit }: ReviewProps) {
  const country = COUNTRIES[shipping.country];
  const place = [shipping.city, shipping.region, shipping.postcode.toUpperCase()]
    .filter(Boolean)
    .join(', ');
  const delivery = shipping.method === 'express' ? 'Express' : 'Standard';
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <ReviewSection
        title="Ship to"
        editLabel="Edit shipping address"
        onEdit={() => onEdit(0)}
        lines={[
          `${shipping.firstName} ${shipping.lastName}`,
          shipping.address1,
          shipping.address2,
          place,
          country.name,
          shipping.email,
        ].filter(Boolean)}
      />
      <ReviewSection
        title="Delivery"
        editLabel="Edit delivery method"
        onEdit={() => onEdit(0)}
        lines={[
          `${delivery}, ${DELIVERY_TIMES[shipping.method]}`,
          totals.shippingCents === 0 ? 'Free' : formatPrice(totals.shippingCents),
        ]}
      />
      <ReviewSection
        title="Payment"
        editLabel="Edit payment details"
        onEdit={() => onEdit(1)}
        lines={[
          `${BRAND_NAMES[detectBrand(payment.cardNumber)]} ${maskCardNumber(payment.cardNumber)}`,
          `Expires ${payment.expiry}`,
          payment.cardName,
        ]}
      />
      <Typography variant="h6" component="p">
        Total to pay: {formatPrice(totals.totalCents)}
      </Typography>
    </Stack>
  );
}
