import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

interface OtherPageProps {
  label: string;
  onBack: () => void;
}

/** What a destination the template does not build shows, with the way back to the orders. */
export default function OtherPage({ label, onBack }: OtherPageProps) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 480, alignItems: 'flex-start' }}>
      <Typography>
        The {label.toLowerCase()} page is not part of this template. The orders page
        shows the table with its search, filters and row actions.
      </Typography>
      <Button onClick={onBack}>Go to orders</Button>
    </Card>
  );
}
