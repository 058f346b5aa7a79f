import { Meter } from '@base-ui/react/meter';

export default function BasicMeter() {
  return (
    <Meter.Root
      value={72}
      locale="en-US"
      className="grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
    >
      <Meter.Label className="font-medium text-fg">Battery</Meter.Label>
      <Meter.Value className="text-fg-muted tabular-nums" />
      <Meter.Track className="col-span-full h-2 overflow-hidden rounded-full bg-selected">
        <Meter.Indicator className="block bg-success" />
      </Meter.Track>
    </Meter.Root>
  );
}
