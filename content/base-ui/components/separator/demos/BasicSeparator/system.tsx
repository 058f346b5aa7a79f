import { Separator } from '@base-ui/react/separator';
import { styled } from '@mui/system';

const Card = styled('div')({
  width: '100%',
  maxWidth: 320,
  padding: 16,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Title = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontWeight: 500,
});

const Text = styled('div')({ color: 'var(--mui-palette-text-secondary)' });

const Line = styled(Separator)({
  height: 1,
  margin: '12px 0',
  background: 'var(--mui-palette-divider)',
});

export default function BasicSeparator() {
  return (
    <Card>
      <Title>Shipping address</Title>
      <Text>14 Rue des Lilas, 69003 Lyon</Text>
      <Line />
      <Title>Payment method</Title>
      <Text>Visa ending in 4821</Text>
    </Card>
  );
}
