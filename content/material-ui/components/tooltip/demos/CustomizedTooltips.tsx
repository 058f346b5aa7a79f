import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function CustomizedTooltips() {
  return (
    <Tooltip
      describeChild
      title={
        <>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
            Free returns
          </Typography>
          Send any item back within 30 days of delivery at no cost.
        </>
      }
      slotProps={{
        tooltip: {
          sx: {
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            boxShadow: 3,
            fontSize: 13,
            p: 1.5,
          },
        },
      }}
    >
      <Button>Returns policy</Button>
    </Tooltip>
  );
}
