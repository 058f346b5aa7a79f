import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Slider } from '@base-ui/react/slider';

export default function RtlVolumeSlider() {
  return (
    <div
      dir="rtl"
      lang="ar"
      className="w-60 text-sm text-gray-900 dark:text-gray-100"
    >
      <DirectionProvider direction="rtl">
        <Slider.Root defaultValue={30}>
          <div className="mb-1 flex justify-between">
            <Slider.Label>مستوى الصوت</Slider.Label>
            <Slider.Value className="text-gray-600 dark:text-gray-400" />
          </div>
          <Slider.Control className="flex w-full touch-none items-center py-3">
            <Slider.Track className="h-1 w-full rounded-sm bg-gray-400">
              <Slider.Indicator className="rounded-sm bg-blue-600 dark:bg-blue-400" />
              <Slider.Thumb className="size-[18px] rounded-full bg-blue-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 dark:has-[:focus-visible]:outline-blue-400 dark:bg-blue-400" />
            </Slider.Track>
          </Slider.Control>
        </Slider.Root>
      </DirectionProvider>
    </div>
  );
}
