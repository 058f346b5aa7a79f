import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function DisabledRadio() {
  return (
    <FormControl>
      <FormLabel>Shipping method</FormLabel>
      <RadioGroup defaultValue="ground" name="shipping-method">
        <Radio value="ground" label="Ground, $4.99" />
        <Radio value="air" label="Two-day air, $14.99" />
        <Radio
          value="same-day"
          label="Same-day courier (not available for your postcode)"
          disabled
        />
      </RadioGroup>
    </FormControl>
  );
}
