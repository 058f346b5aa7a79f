import { Toggle } from '@base-ui/react/toggle';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import classes from './css.module.css';

export default function AccessibleFormatToggles() {
  return (
    <div role="group" aria-label="Text formatting" className={classes.group}>
      <Toggle aria-label="Bold" defaultPressed className={classes.toggle}>
        <FormatBoldIcon fontSize="small" />
      </Toggle>
      <Toggle aria-label="Italic" className={classes.toggle}>
        <FormatItalicIcon fontSize="small" />
      </Toggle>
      <Toggle aria-label="Underline" className={classes.toggle}>
        <FormatUnderlinedIcon fontSize="small" />
      </Toggle>
    </div>
  );
}
