import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function HorizontalRadioGroup() {
  return (
    <FormControl>
      <FormLabel>Preferred contact method</FormLabel>
      <RadioGroup
        orientation="horizontal"
        defaultValue="email"
        name="contact-method"
      >
        <Radio value="email" label="Email" />
        <Radio value="phone" label="Phone call" />
        <Radio value="sms" label="Text message" />
      </RadioGroup>
    </FormControl>
  );
}
