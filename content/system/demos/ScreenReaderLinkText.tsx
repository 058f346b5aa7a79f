import Box from '@mui/system/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

const posts = [
  {
    slug: '/system/spacing',
    title: 'Spacing',
    summary: 'Margins and paddings on one scale.',
  },
  {
    slug: '/system/palette',
    title: 'Palette',
    summary: 'Colours that follow the theme.',
  },
];

export default function ScreenReaderLinkText() {
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}
    >
      {posts.map((post) => (
        <Box component="li" key={post.slug}>
          <Box sx={{ fontWeight: 'medium' }}>{post.title}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            {post.summary}
          </Box>
          <Box
            component="a"
            href={post.slug}
            sx={{ color: 'primary.main', typography: 'body2' }}
          >
            Read more
            {/* Screen readers hear "Read more about Spacing"; sighted users see "Read more". */}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              about {post.title}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
