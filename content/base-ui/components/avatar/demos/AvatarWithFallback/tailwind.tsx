import { Avatar } from '@base-ui/react/avatar';

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
    <div className="flex flex-col gap-4">
      {people.map((person) => (
        <div key={person.name} className="flex items-center gap-3">
          <Avatar.Root className="inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-avatar text-sm leading-none font-medium text-fg select-none">
            {person.photo && (
              <Avatar.Image
                src={person.photo}
                alt=""
                className="size-full object-cover"
              />
            )}
            <Avatar.Fallback aria-hidden="true">{person.initials}</Avatar.Fallback>
          </Avatar.Root>
          <div>
            <div className="text-sm font-medium text-fg">{person.name}</div>
            <div className="text-sm text-fg-muted">{person.role}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
