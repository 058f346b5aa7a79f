import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function GlobalVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography level="body-sm" sx={{ width: 72 }}>
            {variant}
          </Typography>
          <Button variant={variant}>Publish</Button>
          <Button variant={variant} color="neutral">
            Save draft
          </Button>
          <Button variant={variant} color="danger">
            Discard
          </Button>
          <Chip variant={variant} color="success">
            Live
          </Chip>
          <Chip variant={variant} color="warning">
            Needs review
          </Chip>
        </Stack>
      ))}
    </Stack>
  );
}
