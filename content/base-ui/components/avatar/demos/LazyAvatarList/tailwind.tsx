import { Avatar } from '@base-ui/react/avatar';

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
    <ul
      aria-label="Design team"
      className="m-0 grid w-full max-w-90 list-none grid-cols-[repeat(auto-fill,minmax(160px,1fr))] gap-x-4 gap-y-3 p-0"
    >
      {team.map((person) => (
        <li key={person.name} className="flex items-center gap-2 text-sm text-fg">
          <Avatar.Root className="relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-avatar text-xs leading-none font-medium text-fg select-none">
            {/* In the page from the first render, so the browser can load it lazily. */}
            <Avatar.Image
              keepMounted
              loading="lazy"
              src={`/static/images/avatars/${person.photo}.svg`}
              alt=""
              className="absolute inset-0 size-full object-cover data-[error]:invisible data-[loading]:invisible"
            />
            <Avatar.Fallback aria-hidden="true">{person.initials}</Avatar.Fallback>
          </Avatar.Root>
          {person.name}
        </li>
      ))}
    </ul>
  );
}
