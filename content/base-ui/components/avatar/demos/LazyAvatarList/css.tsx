import { Avatar } from '@base-ui/react/avatar';
import classes from './css.module.css';

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

export default function LazyAvatarList() {
  return (
    <ul aria-label="Design team" className={classes.list}>
      {team.map((person) => (
        <li key={person.name} className={classes.person}>
          <Avatar.Root className={classes.root}>
            {/* In the page from the first render, so the browser can load it lazily. */}
            <Avatar.Image
              keepMounted
              loading="lazy"
              src={`/static/images/avatars/${person.photo}.svg`}
              alt=""
              className={classes.image}
            />
            <Avatar.Fallback aria-hidden="true">{person.initials}</Avatar.Fallback>
          </Avatar.Root>
          {person.name}
        </li>
      ))}
    </ul>
  );
}
