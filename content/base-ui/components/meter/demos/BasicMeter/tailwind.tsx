import { Meter } from '@base-ui/react/meter';

export default function BasicMeter() {
  return (
    <Meter.Root
      value={72}
      className="grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
    >
      <Meter.Label className="font-medium text-gray-900 dark:text-gray-100">
        Battery
      </Meter.Label>
      <Meter.Value className="text-gray-600 tabular-nums dark:text-gray-400" />
      <Meter.Track className="col-span-full h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
        <Meter.Indicator className="block bg-green-700 dark:bg-green-400" />
      </Meter.Track>
    </Meter.Root>
  );
}
