import Article from '@mui/icons-material/Article';
import Home from '@mui/icons-material/Home';
import MenuBook from '@mui/icons-material/MenuBook';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Routing guide breadcrumb">
      <Link color="neutral" href="/" startDecorator={<Home />}>
        Home
      </Link>
      <Link
        color="neutral"
        href="/material-ui/getting-started"
        startDecorator={<MenuBook />}
      >
        Material UI
      </Link>
      <Typography aria-current="page" startDecorator={<Article />}>
        Routing guide
      </Typography>
    </Breadcrumbs>
  );
}
