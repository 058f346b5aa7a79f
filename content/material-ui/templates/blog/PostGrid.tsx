import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PostCard from './PostCard';
import { monthLabel } from './filters';
import type { Post } from './posts';

interface PostGridProps {
  posts: Post[];
  total: number;
  tags: string[];
  selectedTags: string[];
  month: string | null;
  onToggleTag: (tag: string) => void;
  onClearTags: () => void;
  onClearAll: () => void;
}

export default function PostGrid(props: PostGridProps) {
  const {
    posts,
    total,
    tags,
    selectedTags,
    month,
    onToggleTag,
    onClearTags,
    onClearAll,
  } = props;
  const filtered = selectedTags.length > 0 || month !== null;
  const allTopicsRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      component="section"
      id="latest"
      aria-labelledby="latest-title"
      sx={{ scrollMarginTop: 16 }}
    >
      <Typography
        id="latest-title"
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700 }}
      >
        More from the blog
      </Typography>
      <Stack
        role="group"
        aria-label="Filter posts by topic"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', my: 2 }}
      >
        <Chip
          ref={allTopicsRef}
          label="All topics"
          aria-pressed={selectedTags.length === 0}
          color={selectedTags.length === 0 ? 'primary' : 'default'}
          variant={selectedTags.length === 0 ? 'filled' : 'outlined'}
          onClick={onClearTags}
        />
        {tags.map((tag) => {
          const pressed = selectedTags.includes(tag);
          return (
            <Chip
              key={tag}
              label={tag}
              aria-pressed={pressed}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              onClick={() => onToggleTag(tag)}
            />
          );
        })}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 32, mb: 2 }}
      >
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {filtered
            ? `Showing ${posts.length} of ${total} posts${month ? ` from ${monthLabel(month)}` : ''}.`
            : `Showing all ${total} posts.`}
        </Typography>
        {filtered && (
          <Button
            size="small"
            onClick={() => {
              onClearAll();
              // The button goes away, so hand focus to the filter that is now selected.
              allTopicsRef.current?.focus();
            }}
          >
            Clear filters
          </Button>
        )}
      </Stack>
      {posts.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          No posts match these filters yet.
        </Typography>
      ) : (
        <Grid container spacing={3}>
          {posts.map((post) => (
            <Grid key={post.id} size={{ xs: 12, sm: 6 }}>
              <PostCard post={post} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
