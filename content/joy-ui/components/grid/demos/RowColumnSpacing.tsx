import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';

const fields = [
  { label: 'First name', autoComplete: 'given-name', span: 6 },
  { label: 'Last name', autoComplete: 'family-name', span: 6 },
  { label: 'Email', autoComplete: 'email', span: 12 },
  { label: 'Postcode', autoComplete: 'postal-code', span: 4 },
  { label: 'City', autoComplete: 'address-level2', span: 8 },
];

export default function RowColumnSpacing() {
  return (
    <Grid container rowSpacing={1.5} columnSpacing={3} sx={{ maxWidth: 520 }}>
      {fields.map((field) => (
        <Grid key={field.label} xs={12} sm={field.span}>
          <FormControl>
            <FormLabel>{field.label}</FormLabel>
            <Input autoComplete={field.autoComplete} />
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}
