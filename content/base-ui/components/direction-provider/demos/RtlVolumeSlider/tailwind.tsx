import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Slider } from '@base-ui/react/slider';

export default function RtlVolumeSlider() {
  return (
    <div dir="rtl" lang="ar" className="w-60 text-sm text-fg">
      <DirectionProvider direction="rtl">
        <Slider.Root defaultValue={30}>
          <div className="mb-1 flex justify-between">
            <Slider.Label>مستوى الصوت</Slider.Label>
            <Slider.Value className="text-fg-muted" />
          </div>
          <Slider.Control className="flex w-full touch-none items-center py-3">
            <Slider.Track className="h-1 w-full rounded-sm bg-control">
              <Slider.Indicator className="rounded-sm bg-primary" />
              <Slider.Thumb className="size-[18px] rounded-full bg-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary" />
            </Slider.Track>
          </Slider.Control>
        </Slider.Root>
      </DirectionProvider>
    </div>
  );
}
