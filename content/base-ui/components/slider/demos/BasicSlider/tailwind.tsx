import { Slider } from '@base-ui/react/slider';

export default function BasicSlider() {
  return (
    <Slider.Root defaultValue={40}>
      <Slider.Control className="flex w-60 touch-none items-center py-3">
        <Slider.Track className="h-1 w-full rounded-sm bg-gray-400">
          <Slider.Indicator className="rounded-sm bg-blue-600 dark:bg-blue-400" />
          <Slider.Thumb
            aria-label="Volume"
            className="size-[18px] rounded-full bg-blue-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 dark:bg-blue-400 dark:has-[:focus-visible]:outline-blue-400"
          />
        </Slider.Track>
      </Slider.Control>
    </Slider.Root>
  );
}
