import { Avatar } from '@base-ui/react/avatar';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const people = [
  {
    name: 'Ada Okafor',
    role: 'Product designer',
    initials: 'AO',
    photo: '/static/images/avatars/ada.svg',
  },
  { name: 'Liam Turner', role: 'Engineering lead', initials: 'LT' },
];

const List = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

const Root = styled(Avatar.Root)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  overflow: 'hidden',
  borderRadius: '50%',
  // Material UI's Avatar colour, which the theme's dark scheme changes.
  background: theme.vars.palette.Avatar.defaultBg,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: 1,
  fontWeight: theme.typography.fontWeightMedium,
  userSelect: 'none',
}));

const Image = styled(Avatar.Image)({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

const Name = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
}));

const Role = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

export default function AvatarWithFallback() {
  return (
    <List>
      {people.map((person) => (
        <Row key={person.name}>
          <Root>
            {person.photo && <Image src={person.photo} alt="" />}
            <Avatar.Fallback aria-hidden="true">{person.initials}</Avatar.Fallback>
          </Root>
          <div>
            <Name>{person.name}</Name>
            <Role>{person.role}</Role>
          </div>
        </Row>
      ))}
    </List>
  );
}
