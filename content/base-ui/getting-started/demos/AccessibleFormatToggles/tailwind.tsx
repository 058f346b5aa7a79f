import { Toggle } from '@base-ui/react/toggle';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

const toggleClasses =
  'm-0 inline-flex size-9 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-fg transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary motion-reduce:transition-none data-[pressed]:bg-primary data-[pressed]:text-on-primary';

export default function AccessibleFormatToggles() {
  return (
    <div
      role="group"
      aria-label="Text formatting"
      className="inline-flex gap-1 rounded-theme border border-divider p-1"
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
