import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerCustomization() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography level="body-sm">Order #A-1042 · 3 items</Typography>
      <Divider
        sx={(theme) => ({
          '--Divider-thickness': '2px',
          '--Divider-lineColor': theme.vars.palette.primary.outlinedBorder,
        })}
      />
      <Typography level="title-md">Total: €86.40</Typography>
      <Divider
        sx={(theme) => ({
          '--Divider-lineColor': theme.vars.palette.danger.outlinedBorder,
          '--Divider-gap': '1rem',
        })}
      >
        <Typography level="body-xs" color="danger">
          Payment overdue
        </Typography>
      </Divider>
    </Stack>
  );
}
