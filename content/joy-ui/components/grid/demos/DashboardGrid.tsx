import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const kpis = [
  { label: 'Revenue', value: '€82,400' },
  { label: 'Orders', value: '1,284' },
  { label: 'Refunds', value: '17' },
  { label: 'New customers', value: '326' },
];
const months = [
  { month: 'Jan', sales: 52 },
  { month: 'Feb', sales: 61 },
  { month: 'Mar', sales: 58 },
  { month: 'Apr', sales: 74 },
  { month: 'May', sales: 82 },
];
const products = ['Trail Lite 2 tent', 'Summit 45L pack', 'Merino base layer'];

export default function DashboardGrid() {
  return (
    <Grid container spacing={2}>
      {kpis.map((kpi) => (
        <Grid key={kpi.label} xs={12} sm={6} lg={3}>
          <Card variant="outlined" size="sm">
            <Typography level="body-sm">{kpi.label}</Typography>
            <Typography level="h3">{kpi.value}</Typography>
          </Card>
        </Grid>
      ))}
      <Grid xs={12} md={8}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <Typography level="title-md">Sales by month (€ thousands)</Typography>
          <Box
            sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5, height: 120 }}
          >
            {months.map(({ month, sales }) => (
              <Box key={month} sx={{ flex: 1, textAlign: 'center' }}>
                <Box
                  sx={{
                    height: sales,
                    bgcolor: 'primary.solidBg',
                    borderRadius: 'xs',
                  }}
                />
                <Typography level="body-xs">
                  {month} {sales}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      </Grid>
      <Grid xs={12} md={4}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <Typography level="title-md">Top products</Typography>
          <Box
            component="ol"
            sx={{ m: 0, paddingInlineStart: 2.5, typography: 'body-sm' }}
          >
            {products.map((product) => (
              <li key={product}>{product}</li>
            ))}
          </Box>
        </Card>
      </Grid>
    </Grid>
  );
}
