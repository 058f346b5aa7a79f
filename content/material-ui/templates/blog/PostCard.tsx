import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Byline from './Byline';
import type { Post } from './posts';

export default function PostCard({ post }: { post: Post }) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`post-${post.id}-title`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
      }}
    >
      <CardMedia
        component="img"
        image={post.image}
        alt={post.imageAlt}
        width={640}
        height={480}
        loading="lazy"
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
        }}
      />
      <CardContent
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Stack
          component="ul"
          aria-label="Tags"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {post.tags.map((tag) => (
            <li key={tag}>
              <Chip label={tag} size="small" variant="outlined" />
            </li>
          ))}
        </Stack>
        <Typography id={`post-${post.id}-title`} variant="h6" component="h3">
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {post.excerpt}
        </Typography>
        <Byline author={post.author} date={post.date} />
      </CardContent>
    </Card>
  );
}
