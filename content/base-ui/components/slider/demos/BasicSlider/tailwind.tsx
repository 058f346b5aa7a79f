import { Slider } from '@base-ui/react/slider';

export default function BasicSlider() {
  return (
    <Slider.Root defaultValue={40}>
      <Slider.Control className="flex w-60 touch-none items-center py-3">
        <Slider.Track className="h-1 w-full rounded-sm bg-control">
          <Slider.Indicator className="rounded-sm bg-primary" />
          <Slider.Thumb
            aria-label="Volume"
            className="size-[18px] rounded-full bg-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          />
        </Slider.Track>
      </Slider.Control>
    </Slider.Root>
  );
}
