import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];

export default function SnackbarVariants() {
  const [open, setOpen] = React.useState(false);
  const [variant, setVariant] = React.useState<VariantProp>('outlined');

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {variants.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setVariant(item);
              setOpen(true);
            }}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Snackbar
        open={open}
        variant={variant}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        role="status"
      >
        Your profile photo was updated.
      </Snackbar>
    </React.Fragment>
  );
}
