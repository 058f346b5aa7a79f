import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function BasicSelect() {
  return (
    <Select defaultValue="newest" aria-label="Sort orders" sx={{ minWidth: 220 }}>
      <Option value="newest">Newest first</Option>
      <Option value="oldest">Oldest first</Option>
      <Option value="total-desc">Highest total</Option>
      <Option value="total-asc">Lowest total</Option>
    </Select>
  );
}
