import { Field } from '@base-ui/react/field';
import { styled } from '@mui/system';

const Root = styled(Field.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 256,
});

const Label = styled(Field.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Control = styled(Field.Control)({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: 10,
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
  '&[data-invalid]': { borderColor: 'var(--mui-palette-error-main)' },
});

const Description = styled(Field.Description)({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
});

const ErrorMessage = styled(Field.Error)({
  color: 'var(--mui-palette-error-main)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
});

const takenUsernames = ['admin', 'support', 'grace'];

function checkUsername(value: unknown) {
  if (typeof value === 'string' && takenUsernames.includes(value.toLowerCase())) {
    return `@${value} is already taken.`;
  }
  return null;
}

export default function CustomValidation() {
  return (
    <Root validate={checkUsername} validationMode="onBlur">
      <Label>Username</Label>
      <Control required minLength={3} />
      <Description>Names such as admin and support are already in use.</Description>
      <ErrorMessage match="valueMissing">Choose a username.</ErrorMessage>
      <ErrorMessage match="tooShort">Use at least 3 characters.</ErrorMessage>
      <ErrorMessage match="customError" />
    </Root>
  );
}
