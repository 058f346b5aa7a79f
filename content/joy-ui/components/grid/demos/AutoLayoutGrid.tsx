import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={1} sx={{ alignItems: 'center', maxWidth: 640 }}>
      <Grid xs>
        <Input
          startDecorator={<SearchIcon />}
          placeholder="Search invoices"
          slotProps={{ input: { 'aria-label': 'Search invoices' } }}
        />
      </Grid>
      <Grid xs="auto">
        <IconButton variant="outlined" aria-label="Filter invoices">
          <FilterListIcon />
        </IconButton>
      </Grid>
      <Grid xs="auto">
        <Button>New invoice</Button>
      </Grid>
    </Grid>
  );
}
