import { Avatar } from '@base-ui/react/avatar';
import classes from './css.module.css';

const people = [
  {
    name: 'Ada Okafor',
    role: 'Product designer',
    initials: 'AO',
    photo: '/static/images/avatars/ada.svg',
  },
  { name: 'Liam Turner', role: 'Engineering lead', initials: 'LT' },
];

export default function AvatarWithFallback() {
  return (
    <div className={classes.list}>
      {people.map((person) => (
        <div key={person.name} className={classes.row}>
          <Avatar.Root className={classes.root}>
            {person.photo && (
              <Avatar.Image src={person.photo} alt="" className={classes.image} />
            )}
            <Avatar.Fallback aria-hidden="true">{person.initials}</Avatar.Fallback>
          </Avatar.Root>
          <div>
            <div className={classes.name}>{person.name}</div>
            <div className={classes.role}>{person.role}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
