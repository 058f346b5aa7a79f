import * as React from 'react';
import { Select } from '@base-ui/react/select';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

interface Member {
  id: string;
  name: string;
  role: string;
}

const team: Member[] = [
  { id: 'u1', name: 'Lena Fischer', role: 'Product manager' },
  { id: 'u2', name: 'Amara Okafor', role: 'Designer' },
  { id: 'u3', name: 'Kenji Sato', role: 'Engineer' },
  { id: 'u4', name: 'Sofia Rossi', role: 'Engineer' },
];

// The saved project holds its own copy of the owner, not the object in `team`.
const savedProject = { owner: { id: 'u2', name: 'Amara Okafor', role: 'Designer' } };

export default function ObjectValueSelect() {
  const [owner, setOwner] = React.useState<Member | null>(savedProject.owner);
  return (
    <Field>
      <Select.Root
        value={owner}
        onValueChange={setOwner}
        isItemEqualToValue={(item, value) => item.id === value.id}
        itemToStringLabel={(member) => member.name}
        itemToStringValue={(member) => member.id}
        name="ownerId"
      >
        <Label>Project owner</Label>
        <Trigger>
          <Value placeholder="Choose an owner" />
          <Icon>
            <ChevronUpDownIcon />
          </Icon>
        </Trigger>
        <Select.Portal>
          <Positioner sideOffset={4}>
            <Popup>
              <List>
                {team.map((member) => (
                  <Item key={member.id} value={member}>
                    <Indicator>
                      <CheckIcon />
                    </Indicator>
                    <ItemText>{member.name}</ItemText>
                    <Role>{member.role}</Role>
                  </Item>
                ))}
              </List>
            </Popup>
          </Positioner>
        </Select.Portal>
      </Select.Root>
      <Status>Submitted as ownerId={owner?.id ?? '(empty)'}</Status>
    </Field>
  );
}

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
}));

const Label = styled(Select.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Trigger = styled(Select.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  width: 224,
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Value = styled(Select.Value)(({ theme }) => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-placeholder]': { color: theme.vars.palette.text.secondary },
}));

const Icon = styled(Select.Icon)(({ theme }) => ({
  display: 'flex',
  color: theme.vars.palette.text.secondary,
}));

const Positioner = styled(Select.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
  outline: 'none',
}));

const Popup = styled(Select.Popup)(({ theme }) => ({
  minWidth: 'var(--anchor-width)',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  outline: 'none',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const List = styled(Select.List)(({ theme }) => ({
  maxHeight: 'var(--available-height)',
  paddingBlock: theme.spacing(0.5),
  overflowY: 'auto',
}));

const Item = styled(Select.Item)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '16px 1fr auto',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Indicator = styled(Select.ItemIndicator)(({ theme }) => ({
  gridColumn: 1,
  display: 'flex',
  color: theme.vars.palette.primary.main,
}));

const ItemText = styled(Select.ItemText)({ gridColumn: 2 });

const Role = styled('span')(({ theme }) => ({
  gridColumn: 3,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
}));

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
