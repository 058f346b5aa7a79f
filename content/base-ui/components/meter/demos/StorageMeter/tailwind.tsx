import { Meter } from '@base-ui/react/meter';

const used = 12.4;
const capacity = 15;
const nearlyFull = used / capacity > 0.8;

export default function StorageMeter() {
  return (
    <Meter.Root
      value={used}
      max={capacity}
      locale="en-US"
      format={{ style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }}
      getAriaValueText={(formattedValue) =>
        `${formattedValue} of ${capacity} GB used`
      }
      className="grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
    >
      <Meter.Label className="font-medium text-fg">Cloud storage</Meter.Label>
      <Meter.Value className="text-fg-muted">
        {(formattedValue) => `${formattedValue} of ${capacity} GB`}
      </Meter.Value>
      <Meter.Track className="col-span-full h-2 overflow-hidden rounded-full bg-selected">
        <Meter.Indicator
          className={nearlyFull ? 'block bg-warning' : 'block bg-primary'}
        />
      </Meter.Track>
    </Meter.Root>
  );
}
