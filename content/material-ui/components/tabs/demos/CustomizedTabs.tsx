import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import { tabClasses } from '@mui/material/Tab';
import { styled } from '@mui/material/styles';

// Segmented tabs: the selected tab is filled instead of underlined.
const SegmentedTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 0,
  padding: theme.spacing(0.5),
  borderRadius: 999,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  [`& .${tabsClasses.indicator}`]: {
    display: 'none',
  },
}));

const SegmentedTab = styled(Tab)(({ theme }) => ({
  minHeight: 0,
  minWidth: 0,
  padding: theme.spacing(1, 2),
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  [`&.${tabClasses.selected}`]: {
    color: (theme.vars ?? theme).palette.primary.contrastText,
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <SegmentedTabs
      value={value}
      onChange={(_event, newValue: number) => setValue(newValue)}
      aria-label="Billing period"
      sx={{ display: 'inline-flex' }}
    >
      <SegmentedTab label="Monthly" />
      <SegmentedTab label="Yearly" />
      <SegmentedTab label="Lifetime" />
    </SegmentedTabs>
  );
}
