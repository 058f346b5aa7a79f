import { Collapsible } from '@base-ui/react/collapsible';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const lines = [
  { name: 'Linen shirt, size M', price: '£45.00' },
  { name: 'Canvas tote bag', price: '£18.00' },
  { name: 'Wool socks, 2 pairs', price: '£12.00' },
];

export default function HeightTransitionCollapsible() {
  return (
    <Collapsible.Root className="w-[300px] rounded-theme border border-divider text-sm text-fg">
      <Collapsible.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between rounded-theme border-0 bg-transparent px-3.5 py-3 font-[inherit] text-sm font-semibold text-inherit focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        Order 4821 · 3 items
        <ExpandMoreIcon
          fontSize="small"
          className="transition-[rotate] duration-200 group-data-[panel-open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Panel className="h-[var(--collapsible-panel-height)] overflow-hidden transition-[height] duration-200 ease-out data-[ending-style]:h-0 data-[starting-style]:h-0 motion-reduce:transition-none">
        <ul className="m-0 grid list-none gap-1.5 px-3.5 pt-0 pb-3 text-fg-muted">
          {lines.map((line) => (
            <li key={line.name} className="flex justify-between">
              <span>{line.name}</span>
              <span>{line.price}</span>
            </li>
          ))}
        </ul>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
