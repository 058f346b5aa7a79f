import * as React from 'react';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function ButtonLink() {
  const [sent, setSent] = React.useState(0);
  return (
    <div>
      <Typography level="body-md">
        Didn&apos;t get the email?{' '}
        <Link
          component="button"
          type="button"
          underline="always"
          onClick={() => setSent(sent + 1)}
        >
          Send the code again
        </Link>
      </Typography>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {sent > 0 ? `A new code was sent to ada@example.com (${sent}).` : ''}
      </Typography>
    </div>
  );
}
