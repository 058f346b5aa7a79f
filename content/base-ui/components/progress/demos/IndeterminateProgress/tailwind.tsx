import { Progress } from '@base-ui/react/progress';

export default function IndeterminateProgress() {
  return (
    <Progress.Root value={null} className="flex w-full max-w-80 flex-col gap-2">
      <Progress.Label className="text-sm font-medium text-gray-900 dark:text-gray-100">
        Checking for updates…
      </Progress.Label>
      <Progress.Track className="h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
        <Progress.Indicator className="block bg-blue-600 data-[indeterminate]:size-full motion-safe:data-[indeterminate]:animate-pulse dark:bg-blue-400" />
      </Progress.Track>
    </Progress.Root>
  );
}
