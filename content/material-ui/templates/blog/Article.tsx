import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Byline from './Byline';
import MarkdownContent from './MarkdownContent';
import { parseMarkdown } from './markdown';
import type { Post } from './posts';

interface ArticleProps {
  id: string;
  post: Post;
  markdown: string;
}

/** The full post: title (h2), byline, and the Markdown body with its headings from h3 down. */
export default function Article({ id, post, markdown }: ArticleProps) {
  const blocks = React.useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <Box
      component="article"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ scrollMarginTop: 16, minWidth: 0 }}
    >
      <Divider sx={{ mb: 4 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {post.tags.map((tag) => (
          <Chip key={tag} label={tag} size="small" variant="outlined" />
        ))}
      </Stack>
      <Typography
        id={`${id}-title`}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700 }}
      >
        {post.title}
      </Typography>
      <Box sx={{ mt: 2, mb: 4 }}>
        <Byline author={post.author} date={post.date} size="medium" />
      </Box>
      <MarkdownContent blocks={blocks} headingOffset={1} />
    </Box>
  );
}
