import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { Provider } from './validation';

// Both marks are drawn here in the providers' brand colours, which read on light and dark paper.

function GoogleIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <g fill="none" strokeWidth={4}>
        <path d="M17.75 7.18A7.5 7.5 0 0 0 5.5 8.25" stroke="#EA4335" />
        <path d="M5.5 8.25a7.5 7.5 0 0 0 0 7.5" stroke="#FBBC05" />
        <path d="M5.5 15.75a7.5 7.5 0 0 0 12.25 1.07" stroke="#34A853" />
        <path d="M17.75 16.82A7.5 7.5 0 0 0 19.5 12" stroke="#4285F4" />
      </g>
      <path d="M12 10h9.5v4H12z" fill="#4285F4" />
    </SvgIcon>
  );
}

function MicrosoftIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <path d="M2 2h9.5v9.5H2z" fill="#F25022" />
      <path d="M12.5 2H22v9.5h-9.5z" fill="#7FBA00" />
      <path d="M2 12.5h9.5V22H2z" fill="#00A4EF" />
      <path d="M12.5 12.5H22V22h-9.5z" fill="#FFB900" />
    </SvgIcon>
  );
}

const PROVIDERS: { name: Provider; Icon: typeof GoogleIcon }[] = [
  { name: 'Google', Icon: GoogleIcon },
  { name: 'Microsoft', Icon: MicrosoftIcon },
];

interface ProviderButtonsProps {
  verb: 'Sign in' | 'Sign up';
  onSelect: (provider: Provider) => void;
}

/** One button per identity provider; the page decides what choosing one does. */
export default function ProviderButtons({ verb, onSelect }: ProviderButtonsProps) {
  return (
    <Stack spacing={1.5}>
      {PROVIDERS.map(({ name, Icon }) => (
        <Button
          key={name}
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<Icon />}
          onClick={() => onSelect(name)}
          sx={{ textTransform: 'none', borderColor: 'divider' }}
        >
          {verb} with {name}
        </Button>
      ))}
    </Stack>
  );
}
