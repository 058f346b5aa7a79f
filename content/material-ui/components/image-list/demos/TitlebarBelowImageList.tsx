import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const products = [
  {
    src: '/static/images/products/headphones.svg',
    alt: 'Black over-ear headphones with orange cushions',
    name: 'Studio headphones',
    price: '€129',
  },
  {
    src: '/static/images/products/backpack.svg',
    alt: 'Teal backpack with a front pocket and side pockets',
    name: 'Day backpack',
    price: '€64',
  },
  {
    src: '/static/images/products/sneaker.svg',
    alt: 'Blue sneaker with white laces and a white sole',
    name: 'City sneaker',
    price: '€89',
  },
];

export default function TitlebarBelowImageList() {
  return (
    <ImageList sx={{ width: 500, maxWidth: '100%' }} cols={3} gap={12}>
      {products.map((product) => (
        <ImageListItem key={product.name}>
          <img
            src={product.src}
            alt={product.alt}
            width={400}
            height={400}
            loading="lazy"
          />
          <ImageListItemBar
            position="below"
            title={product.name}
            subtitle={product.price}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
