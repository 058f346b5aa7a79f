import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const options = [
  { value: 'left', label: 'Align left', d: 'M3 5h14M3 9h9M3 13h14M3 17h9' },
  {
    value: 'center',
    label: 'Align center',
    d: 'M3 5h14M5.5 9h9M3 13h14M5.5 17h9',
  },
  { value: 'right', label: 'Align right', d: 'M3 5h14M8 9h9M3 13h14M8 17h9' },
] as const;

const Editor = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 320,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Group = styled(ToggleGroup)(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.spacing(0.25),
  padding: theme.spacing(0.25),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
}));

const AlignToggle = styled(Toggle)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': {
    background: theme.vars.palette.action.selected,
    color: theme.vars.palette.text.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 0,
  },
  '& svg': {
    width: 20,
    height: 20,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
    strokeLinecap: 'round',
  },
}));

const Preview = styled('div')(({ theme }) => ({
  alignSelf: 'stretch',
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
}));

export default function TextAlignmentGroup() {
  const [alignment, setAlignment] = React.useState(['left']);
  const textAlign = options.find((option) => option.value === alignment[0])?.value;

  return (
    <Editor>
      <Group
        aria-label="Text alignment"
        value={alignment}
        onValueChange={(next) => {
          // Ignore the click that would leave no alignment pressed.
          if (next.length > 0) setAlignment(next);
        }}
      >
        {options.map((option) => (
          <AlignToggle
            key={option.value}
            value={option.value}
            aria-label={option.label}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d={option.d} />
            </svg>
          </AlignToggle>
        ))}
      </Group>
      <Preview style={{ textAlign }}>
        Doors open at 19:00. The talk starts half an hour later.
      </Preview>
    </Editor>
  );
}
