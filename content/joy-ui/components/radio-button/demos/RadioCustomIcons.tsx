import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircle from '@mui/icons-material/CheckCircle';

export default function RadioCustomIcons() {
  return (
    <FormControl>
      <FormLabel>Meeting length</FormLabel>
      <RadioGroup orientation="horizontal" defaultValue="30" name="meeting-length">
        {['15', '30', '45', '60'].map((minutes) => (
          <Radio
            key={minutes}
            value={minutes}
            label={`${minutes} min`}
            checkedIcon={<CheckCircle />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
