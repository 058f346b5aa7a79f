import { Slider } from '@base-ui/react/slider';

const thumbClasses =
  'size-[18px] rounded-full bg-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

export default function RangeSlider() {
  return (
    <Slider.Root
      defaultValue={[120, 360]}
      max={500}
      step={10}
      format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
      className="grid w-full max-w-70 grid-cols-[1fr_auto] gap-1 text-sm"
    >
      <Slider.Label className="font-medium text-fg">Price per night</Slider.Label>
      <Slider.Value className="text-fg-muted tabular-nums">
        {(formattedValues) => formattedValues.join(' – ')}
      </Slider.Value>
      <Slider.Control className="col-span-full flex touch-none items-center py-3">
        <Slider.Track className="h-1 w-full rounded-sm bg-control">
          <Slider.Indicator className="rounded-sm bg-primary" />
          <Slider.Thumb
            index={0}
            aria-label="Minimum price"
            className={thumbClasses}
          />
          <Slider.Thumb
            index={1}
            aria-label="Maximum price"
            className={thumbClasses}
          />
        </Slider.Track>
      </Slider.Control>
    </Slider.Root>
  );
}
