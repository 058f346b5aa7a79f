import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function UsageSx() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        // Spacing units (1 = 8px), theme tokens and breakpoints, all in one object.
        p: 2,
        gap: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        borderRadius: 'md',
        boxShadow: 'sm',
        maxWidth: 520,
      }}
    >
      <div style={{ flex: 1 }}>
        <Typography level="title-md">Storage almost full</Typography>
        <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
          18.6 GB of 20 GB used. Old invoices are archived first.
        </Typography>
      </div>
      <Button variant="soft" sx={{ flexShrink: 0, borderRadius: 'xl' }}>
        Upgrade plan
      </Button>
    </Sheet>
  );
}
