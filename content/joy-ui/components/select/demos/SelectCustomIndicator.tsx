import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function SelectCustomIndicator() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Report period</FormLabel>
      <Select
        defaultValue="30d"
        indicator={<KeyboardArrowDown />}
        sx={{
          [`& .${selectClasses.indicator}`]: {
            transition: '0.2s',
            [`&.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
          },
        }}
      >
        <Option value="7d">Last 7 days</Option>
        <Option value="30d">Last 30 days</Option>
        <Option value="quarter">This quarter</Option>
        <Option value="year">This year</Option>
      </Select>
    </FormControl>
  );
}
