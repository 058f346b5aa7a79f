import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LocalShipping from '@mui/icons-material/LocalShipping';
import WarningAmber from '@mui/icons-material/WarningAmber';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2}>
      <Typography startDecorator={<LocalShipping />}>
        Free delivery on orders over €40
      </Typography>
      <Typography
        level="title-lg"
        endDecorator={
          <Chip size="sm" color="success" component="span">
            In stock
          </Chip>
        }
      >
        Trail running shoes
      </Typography>
      <Typography level="body-sm" color="warning" startDecorator={<WarningAmber />}>
        Only 2 left in your size
      </Typography>
      <Typography
        level="body-sm"
        startDecorator={<InfoOutlined />}
        sx={{ alignItems: 'flex-start', '--Typography-gap': '0.75rem' }}
      >
        Returns are free within 30 days. Items must be unworn and in their original
        box; we refund to the original payment method within five working days.
      </Typography>
    </Stack>
  );
}
