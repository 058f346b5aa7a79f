import * as React from 'react';
import { Select } from '@base-ui/react/select';
import classes from './css.module.css';

const fonts = {
  sans: { label: 'Sans-serif', stack: 'system-ui, sans-serif' },
  serif: { label: 'Serif', stack: 'Georgia, serif' },
  mono: { label: 'Monospace', stack: 'ui-monospace, monospace' },
};

type Font = keyof typeof fonts;

const fontKeys = Object.keys(fonts) as Font[];

export default function ControlledSelect() {
  const [font, setFont] = React.useState<Font | null>('serif');

  return (
    <div className={classes.demo}>
      <Select.Root value={font} onValueChange={setFont}>
        <div className={classes.field}>
          <Select.Label className={classes.label}>Heading font</Select.Label>
          <Select.Trigger className={classes.trigger}>
            <Select.Value className={classes.value}>
              {(value: Font | null) =>
                value ? (
                  <span style={{ fontFamily: fonts[value].stack }}>
                    {fonts[value].label}
                  </span>
                ) : (
                  'Choose a font'
                )
              }
            </Select.Value>
            <Select.Icon className={classes.icon}>
              <ChevronUpDownIcon />
            </Select.Icon>
          </Select.Trigger>
        </div>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className={classes.positioner}>
            <Select.Popup className={classes.popup}>
              <Select.List className={classes.list}>
                {fontKeys.map((key) => (
                  <Select.Item key={key} value={key} className={classes.item}>
                    <Select.ItemIndicator className={classes.indicator}>
                      <CheckIcon />
                    </Select.ItemIndicator>
                    <Select.ItemText
                      className={classes.itemText}
                      style={{ fontFamily: fonts[key].stack }}
                    >
                      {fonts[key].label}
                    </Select.ItemText>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      <p
        className={classes.preview}
        style={{ fontFamily: font ? fonts[font].stack : undefined }}
      >
        Quarterly report
      </p>
      <button
        type="button"
        disabled={font === null}
        onClick={() => setFont(null)}
        className={classes.reset}
      >
        Reset font
      </button>
    </div>
  );
}

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
