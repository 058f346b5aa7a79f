'use client';
import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Article from './Article';
import BlogHeader from './BlogHeader';
import FeaturedPost from './FeaturedPost';
import PostGrid from './PostGrid';
import Sidebar from './Sidebar';
import { archiveMonths, collectTags, filterPosts, toggleTag } from './filters';
import { postMarkdown } from './postContent';
import { featuredPost, posts } from './posts';

const ARTICLE_ID = 'post';
// Derived once: the post list never changes while the page is open.
const tags = collectTags(posts);
const months = archiveMonths(posts);

export default function Blog() {
  const [selectedTags, setSelectedTags] = React.useState<string[]>([]);
  const [month, setMonth] = React.useState<string | null>(null);
  const visible = React.useMemo(
    () => filterPosts(posts, { tags: selectedTags, month }),
    [selectedTags, month],
  );

  const selectMonth = (key: string) => {
    setMonth((current) => (current === key ? null : key));
    // On a phone the sidebar sits below the grid: bring the filtered grid into view.
    const grid = document.getElementById('latest');
    if (grid && grid.getBoundingClientRect().top < 0) {
      grid.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <BlogHeader />
      <Container
        component="main"
        id="top"
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 4, md: 6 } }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          Field notes from the engineering team
        </Typography>
        <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary', maxWidth: 640 }}>
          How Saltmarsh builds, tests and runs the software that moves freight,
          written by the people on call for it.
        </Typography>
        <FeaturedPost post={featuredPost} articleId={ARTICLE_ID} />
        <Grid container spacing={{ xs: 6, md: 5 }} sx={{ mt: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={8}>
              <PostGrid
                posts={visible}
                total={posts.length}
                tags={tags}
                selectedTags={selectedTags}
                month={month}
                onToggleTag={(tag) =>
                  setSelectedTags((current) => toggleTag(current, tag))
                }
                onClearTags={() => setSelectedTags([])}
                onClearAll={() => {
                  setSelectedTags([]);
                  setMonth(null);
                }}
              />
              <Article id={ARTICLE_ID} post={featuredPost} markdown={postMarkdown} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Sidebar
              months={months}
              selectedMonth={month}
              onSelectMonth={selectMonth}
            />
          </Grid>
        </Grid>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © 2026 Saltmarsh Logistics. Posts may be shared with a link back.
          </Typography>
          <Link href="#top" variant="body2">
            Back to top
          </Link>
        </Container>
      </Box>
    </Box>
  );
}
