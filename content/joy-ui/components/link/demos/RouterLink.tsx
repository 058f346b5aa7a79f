import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Stands in for your router's link (Next.js `Link`, React Router `Link`...): it
// receives `href` and the props Joy passes, renders an <a> and forwards the ref.
const AppLink = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function AppLink({ href, ...props }, ref) {
  return <a ref={ref} href={href} {...props} />;
});

export default function RouterLink() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Link component={AppLink} href="/joy-ui/getting-started/installation">
        Installation
      </Link>
      <Link component={AppLink} href="/joy-ui/react-button" level="body-sm">
        Button guide
      </Link>
      <Typography level="body-sm">
        Both links are rendered by <code>AppLink</code>, with Joy&apos;s styles.
      </Typography>
    </Stack>
  );
}
