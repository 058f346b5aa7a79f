import { Progress } from '@base-ui/react/progress';

export default function IndeterminateProgress() {
  return (
    <Progress.Root value={null} className="flex w-full max-w-80 flex-col gap-2">
      <Progress.Label className="text-sm font-medium text-fg">
        Checking for updates…
      </Progress.Label>
      <Progress.Track className="h-1.5 overflow-hidden rounded-full bg-selected">
        <Progress.Indicator className="block bg-primary data-[indeterminate]:size-full motion-safe:data-[indeterminate]:animate-pulse" />
      </Progress.Track>
    </Progress.Root>
  );
}
