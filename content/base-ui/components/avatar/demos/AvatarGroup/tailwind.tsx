import { Avatar } from '@base-ui/react/avatar';

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

const circleClasses =
  'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-avatar text-sm leading-none font-medium text-fg ring-2 ring-canvas select-none not-first:-ms-2';

export default function AvatarGroup() {
  return (
    <div className="flex items-center">
      {members.map((member) => (
        <Avatar.Root key={member.name} className={circleClasses}>
          <Avatar.Image
            src={member.photo}
            alt={member.name}
            className="size-full object-cover"
          />
          <Avatar.Fallback>{member.initials}</Avatar.Fallback>
        </Avatar.Root>
      ))}
      <span className={circleClasses}>+3</span>
    </div>
  );
}
