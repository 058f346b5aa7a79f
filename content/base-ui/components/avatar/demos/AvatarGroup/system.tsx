import { Avatar } from '@base-ui/react/avatar';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const members = [
  { name: 'Ada Okafor', initials: 'AO', photo: '/static/images/avatars/ada.svg' },
  { name: 'Ben Carter', initials: 'BC', photo: '/static/images/avatars/ben.svg' },
  {
    name: 'Chloe Martin',
    initials: 'CM',
    photo: '/static/images/avatars/chloe.svg',
  },
  { name: 'David Levi', initials: 'DL', photo: '/static/images/avatars/david.svg' },
];

const Group = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  '& > * + *': { marginInlineStart: theme.spacing(-1) },
}));

const circle = (theme: CssVarsTheme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    overflow: 'hidden',
    borderRadius: '50%',
    boxShadow: `0 0 0 2px ${theme.vars.palette.background.default}`,
    // Material UI's Avatar colour, which the theme's dark scheme changes.
    background: theme.vars.palette.Avatar.defaultBg,
    color: theme.vars.palette.text.primary,
    fontSize: theme.typography.body2.fontSize,
    lineHeight: 1,
    fontWeight: theme.typography.fontWeightMedium,
    userSelect: 'none',
  }) as const;

const Root = styled(Avatar.Root)(({ theme }) => circle(theme));

const More = styled('span')(({ theme }) => circle(theme));

const Image = styled(Avatar.Image)({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export default function AvatarGroup() {
  return (
    <Group>
      {members.map((member) => (
        <Root key={member.name}>
          <Image src={member.photo} alt={member.name} />
          <Avatar.Fallback>{member.initials}</Avatar.Fallback>
        </Root>
      ))}
      <More>+3</More>
    </Group>
  );
}
