import { Avatar } from '@base-ui/react/avatar';
import { styled } from '@mui/system';

const people = [
  {
    name: 'Ada Okafor',
    role: 'Product designer',
    initials: 'AO',
    photo: '/static/images/avatars/ada.svg',
  },
  { name: 'Liam Turner', role: 'Engineering lead', initials: 'LT' },
];

const List = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16 });

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12 });

const Root = styled(Avatar.Root)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  overflow: 'hidden',
  borderRadius: '50%',
  background: 'var(--mui-palette-Avatar-defaultBg)',
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: 1,
  fontWeight: 500,
  userSelect: 'none',
});

const Image = styled(Avatar.Image)({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

const Name = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
});

const Role = styled('div')({
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

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
