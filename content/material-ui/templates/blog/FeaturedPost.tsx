import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Byline from './Byline';
import type { Post } from './posts';

interface FeaturedPostProps {
  post: Post;
  /** The id of the element that holds the full post. */
  articleId: string;
}

export default function FeaturedPost({ post, articleId }: FeaturedPostProps) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby="featured-title"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        borderRadius: 3,
      }}
    >
      <CardMedia
        component="img"
        image={post.image}
        alt={post.imageAlt}
        width={640}
        height={480}
        sx={{
          width: { xs: '100%', md: '45%' },
          height: 'auto',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          flexShrink: 0,
        }}
      />
      <CardContent
        sx={{
          p: { xs: 2.5, md: 4 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 2,
          minWidth: 0,
        }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label="Featured" color="primary" size="small" />
          {post.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Stack>
        <Typography
          id="featured-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          {post.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{post.excerpt}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Byline author={post.author} date={post.date} size="medium" />
          <Button
            href={`#${articleId}`}
            variant="contained"
            endIcon={
              <ArrowForwardIcon
                sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
              />
            }
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Read the post
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
