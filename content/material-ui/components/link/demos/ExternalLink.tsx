import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ExternalLink() {
  return (
    <Typography>
      The{' '}
      <Link
        href="https://developer.mozilla.org/en-US/docs/Web/HTML/Element/a"
        target="_blank"
        rel="noopener noreferrer"
      >
        MDN reference for the anchor element
        <OpenInNewIcon
          fontSize="inherit"
          titleAccess="opens in a new tab"
          sx={{ ml: 0.5, verticalAlign: 'middle' }}
        />
      </Link>{' '}
      lists every attribute a link can take.
    </Typography>
  );
}
