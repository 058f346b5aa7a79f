import { Toggle } from '@base-ui/react/toggle';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

const toggleClasses =
  'm-0 inline-flex size-9 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-gray-900 transition-colors hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transition-none data-[pressed]:bg-blue-600 data-[pressed]:text-white dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[pressed]:bg-blue-400 dark:data-[pressed]:text-gray-900';

export default function AccessibleFormatToggles() {
  return (
    <div
      role="group"
      aria-label="Text formatting"
      className="inline-flex gap-1 rounded-lg border border-gray-300 p-1 dark:border-gray-700"
    >
      <Toggle aria-label="Bold" defaultPressed className={toggleClasses}>
        <FormatBoldIcon fontSize="small" />
      </Toggle>
      <Toggle aria-label="Italic" className={toggleClasses}>
        <FormatItalicIcon fontSize="small" />
      </Toggle>
      <Toggle aria-label="Underline" className={toggleClasses}>
        <FormatUnderlinedIcon fontSize="small" />
      </Toggle>
    </div>
  );
}
