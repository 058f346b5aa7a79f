import { Avatar } from '@base-ui/react/avatar';
import { createTheme, type Theme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// Reads the app's Material UI theme; MUI's default theme stands in when there is no ThemeProvider.
const styled = createStyled<Theme>({ defaultTheme: createTheme() });

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

const circle = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    overflow: 'hidden',
    borderRadius: '50%',
    boxShadow: `0 0 0 2px ${(theme.vars ?? theme).palette.background.default}`,
    // Material UI's Avatar colour: a CSS variable when the theme has them, grey otherwise.
    ...(theme.vars
      ? { background: theme.vars.palette.Avatar.defaultBg }
      : {
          background: theme.palette.grey[400],
          ...theme.applyStyles('dark', { background: theme.palette.grey[600] }),
        }),
    color: (theme.vars ?? theme).palette.text.primary,
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
