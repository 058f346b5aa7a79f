import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from './filters';
import type { Author } from './posts';

interface BylineProps {
  author: Author;
  date: string;
  size?: 'small' | 'medium';
}

/** Author avatar and name with the publication date. */
export default function Byline({ author, date, size = 'small' }: BylineProps) {
  const avatarSize = size === 'small' ? 32 : 44;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={author.avatar}
        alt={author.name}
        sx={{ width: avatarSize, height: avatarSize }}
      />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {author.name}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          <time dateTime={date}>{formatDate(date)}</time>
        </Typography>
      </div>
    </Stack>
  );
}
