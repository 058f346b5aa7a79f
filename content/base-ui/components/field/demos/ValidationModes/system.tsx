import { Field } from '@base-ui/react/field';
import { styled } from '@mui/system';

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16 });

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

function checkSlug(value: unknown) {
  if (typeof value === 'string' && !/^[a-z0-9-]*$/.test(value)) {
    return 'Use lowercase letters, digits and hyphens only.';
  }
  return null;
}

export default function ValidationModes() {
  return (
    <Stack>
      <Root validate={checkSlug} validationMode="onChange">
        <Label>Page slug (on change)</Label>
        <Control defaultValue="spring-sale" />
        <Description>Checked on every keystroke.</Description>
        <ErrorMessage />
      </Root>
      <Root validate={checkSlug} validationMode="onBlur">
        <Label>Page slug (on blur)</Label>
        <Control defaultValue="spring-sale" />
        <Description>Checked when focus leaves the field.</Description>
        <ErrorMessage />
      </Root>
    </Stack>
  );
}
