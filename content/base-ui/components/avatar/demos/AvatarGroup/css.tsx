import { Avatar } from '@base-ui/react/avatar';
import classes from './css.module.css';

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

export default function AvatarGroup() {
  return (
    <div className={classes.group}>
      {members.map((member) => (
        <Avatar.Root key={member.name} className={classes.circle}>
          <Avatar.Image
            src={member.photo}
            alt={member.name}
            className={classes.image}
          />
          <Avatar.Fallback>{member.initials}</Avatar.Fallback>
        </Avatar.Root>
      ))}
      <span className={classes.circle}>+3</span>
    </div>
  );
}
