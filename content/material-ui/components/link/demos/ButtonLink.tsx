import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const summary = 'Went up in ten minutes on the first try.';
const details =
  'It stayed dry through two nights of heavy rain in the Lake District, and the porch is big enough for two rucksacks and muddy boots.';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Typography variant="body2" component="div" sx={{ maxWidth: 420 }}>
      {summary} {expanded ? `${details} ` : null}
      <Link
        component="button"
        variant="body2"
        aria-expanded={expanded}
        onClick={() => setExpanded((prev) => !prev)}
      >
        {expanded ? 'Show less' : 'Read more'}
      </Link>
    </Typography>
  );
}
