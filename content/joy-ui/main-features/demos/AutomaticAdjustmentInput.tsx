import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

// Joy's SvgIcon reads --Icon-fontSize and --Icon-color from its parent.
function MailIcon() {
  return (
    <SvgIcon>
      <path d="M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z" />
    </SvgIcon>
  );
}

const sizes = ['sm', 'md', 'lg'] as const;

export default function AutomaticAdjustmentInput() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          type="email"
          placeholder="name@company.com"
          aria-label={`Invite a teammate by email (${size})`}
          startDecorator={<MailIcon />}
          // No size, radius or margin on the button: the input sets them.
          endDecorator={<Button>Invite</Button>}
        />
      ))}
    </Stack>
  );
}
