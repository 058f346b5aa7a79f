import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

interface QueryOptions {
  minWidth?: number;
  maxWidth?: number;
  orientation?: 'portrait' | 'landscape';
}

// Builds a media query string from an object, e.g.
// { minWidth: 600, orientation: 'landscape' } → '(min-width: 600px) and (orientation: landscape)'.
function toMediaQuery({ minWidth, maxWidth, orientation }: QueryOptions) {
  const parts: string[] = [];
  if (minWidth !== undefined) parts.push(`(min-width: ${minWidth}px)`);
  if (maxWidth !== undefined) parts.push(`(max-width: ${maxWidth}px)`);
  if (orientation) parts.push(`(orientation: ${orientation})`);
  return parts.join(' and ');
}

export default function ComposedMediaQuery() {
  const query = toMediaQuery({ minWidth: 600, orientation: 'landscape' });
  const matches = useMediaQuery(query);

  return (
    <Typography>
      <code>{query}</code> matches: <strong>{String(matches)}</strong>
    </Typography>
  );
}
