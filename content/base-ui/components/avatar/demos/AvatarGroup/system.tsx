import { Avatar } from '@base-ui/react/avatar';
import { styled } from '@mui/system';

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

const Group = styled('div')({
  display: 'flex',
  alignItems: 'center',
  '& > * + *': { marginInlineStart: -8 },
});

const circle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  overflow: 'hidden',
  borderRadius: '50%',
  boxShadow: '0 0 0 2px var(--mui-palette-background-default)',
  background: 'var(--mui-palette-Avatar-defaultBg)',
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: 1,
  fontWeight: 500,
  userSelect: 'none',
} as const;

const Root = styled(Avatar.Root)(circle);

const More = styled('span')(circle);

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
