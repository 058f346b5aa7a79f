import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function InputValidation() {
  const [email, setEmail] = React.useState('ada@northwind');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <FormControl error={invalid} sx={{ maxWidth: 360 }}>
      <FormLabel>Work email</FormLabel>
      <Input
        type="email"
        value={email}
        error={invalid}
        onChange={(event) => {
          setEmail(event.target.value);
          setTouched(false);
        }}
        onBlur={() => setTouched(true)}
        placeholder="name@company.com"
      />
      <FormHelperText sx={{ color: invalid ? 'danger.plainColor' : undefined }}>
        {invalid ? (
          <React.Fragment>
            <InfoOutlined />
            Enter a full address, such as ada@northwind.com.
          </React.Fragment>
        ) : (
          'We send the sign-in link to this address.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
