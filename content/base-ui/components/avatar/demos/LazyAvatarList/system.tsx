import { Avatar } from '@base-ui/react/avatar';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const team = [
  { name: 'Ada Okafor', initials: 'AO', photo: 'ada' },
  { name: 'Ben Carter', initials: 'BC', photo: 'ben' },
  { name: 'Chloé Martin', initials: 'CM', photo: 'chloe' },
  { name: 'David Cohen', initials: 'DC', photo: 'david' },
  { name: 'Elena Petrova', initials: 'EP', photo: 'elena' },
  { name: 'Farid Haddad', initials: 'FH', photo: 'farid' },
  { name: 'Grace Mensah', initials: 'GM', photo: 'grace' },
  { name: 'Hiro Tanaka', initials: 'HT', photo: 'hiro' },
];

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: theme.spacing(1.5, 2),
  width: '100%',
  maxWidth: 360,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Person = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Root = styled(Avatar.Root)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  overflow: 'hidden',
  borderRadius: '50%',
  // Material UI's Avatar colour, which the theme's dark scheme changes.
  background: theme.vars.palette.Avatar.defaultBg,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: 1,
  fontWeight: theme.typography.fontWeightMedium,
  userSelect: 'none',
}));

// The image sits over the initials; hidden, not removed, until it has loaded.
const Image = styled(Avatar.Image)({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '&[data-loading], &[data-error]': { visibility: 'hidden' },
});

export default function LazyAvatarList() {
  return (
    <List aria-label="Design team">
      {team.map((person) => (
        <Person key={person.name}>
          <Root>
            {/* In the page from the first render, so the browser can load it lazily. */}
            <Image
              keepMounted
              loading="lazy"
              src={`/static/images/avatars/${person.photo}.svg`}
              alt=""
            />
            <Avatar.Fallback aria-hidden="true">{person.initials}</Avatar.Fallback>
          </Root>
          {person.name}
        </Person>
      ))}
    </List>
  );
}
