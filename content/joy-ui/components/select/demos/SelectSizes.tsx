import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SelectSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 240 }}>
      {sizes.map((size) => (
        <Select
          key={size}
          size={size}
          defaultValue="25"
          aria-label={`Rows per page (${size})`}
        >
          <Option value="10">10 rows</Option>
          <Option value="25">25 rows</Option>
          <Option value="50">50 rows</Option>
        </Select>
      ))}
    </Stack>
  );
}
