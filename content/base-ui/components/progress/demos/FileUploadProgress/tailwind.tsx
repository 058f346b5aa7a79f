import { Progress } from '@base-ui/react/progress';

export default function FileUploadProgress() {
  return (
    <Progress.Root
      value={64}
      locale="en-US"
      className="grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
    >
      <Progress.Label className="font-medium text-fg">
        Uploading quarterly-report.pdf
      </Progress.Label>
      <Progress.Value className="text-fg-muted tabular-nums" />
      <Progress.Track className="col-span-full h-1.5 overflow-hidden rounded-full bg-selected">
        <Progress.Indicator className="block bg-primary transition-[width] duration-300" />
      </Progress.Track>
    </Progress.Root>
  );
}
