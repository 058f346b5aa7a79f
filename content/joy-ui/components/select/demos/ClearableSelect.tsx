import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function ClearableSelect() {
  const [assignee, setAssignee] = React.useState<string | null>('grace');
  const action = React.useRef<{ focusVisible(): void }>(null);

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Assignee</FormLabel>
      <Select
        action={action}
        value={assignee}
        placeholder="Unassigned"
        sx={{ '--Select-placeholderOpacity': 0.75 }}
        onChange={(_event, newValue) => setAssignee(newValue)}
        endDecorator={
          assignee && (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear assignee"
              // Keep the press from reaching handlers on the Select's root or its parents.
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => {
                setAssignee(null);
                // The button is about to unmount: move focus back to the select.
                action.current?.focusVisible();
              }}
            >
              <CloseRounded />
            </IconButton>
          )
        }
      >
        <Option value="ada">Ada Lovelace</Option>
        <Option value="grace">Grace Hopper</Option>
        <Option value="hiro">Hiro Tanaka</Option>
      </Select>
    </FormControl>
  );
}
