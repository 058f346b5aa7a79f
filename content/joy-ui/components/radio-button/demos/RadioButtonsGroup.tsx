import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel>Delivery speed</FormLabel>
      <RadioGroup defaultValue="standard" name="delivery-speed">
        <Radio value="standard" label="Standard, 3 to 5 business days" />
        <Radio value="express" label="Express, 1 to 2 business days" />
        <Radio value="pickup" label="Pick up in store" />
      </RadioGroup>
    </FormControl>
  );
}
