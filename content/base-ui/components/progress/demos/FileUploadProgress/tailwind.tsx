import { Progress } from '@base-ui/react/progress';

export default function FileUploadProgress() {
  return (
    <Progress.Root
      value={64}
      className="grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
    >
      <Progress.Label className="font-medium text-gray-900 dark:text-gray-100">
        Uploading quarterly-report.pdf
      </Progress.Label>
      <Progress.Value className="text-gray-600 tabular-nums dark:text-gray-400" />
      <Progress.Track className="col-span-full h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
        <Progress.Indicator className="block bg-blue-600 transition-[width] duration-300 dark:bg-blue-400" />
      </Progress.Track>
    </Progress.Root>
  );
}
