import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Tabs } from '@base-ui/react/tabs';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const sections = [
  { value: 'account', label: 'الحساب', text: 'غيّر اسمك وصورتك الشخصية.' },
  {
    value: 'notifications',
    label: 'الإشعارات',
    text: 'اختر متى نرسل إليك رسائل البريد.',
  },
  { value: 'privacy', label: 'الخصوصية', text: 'تحكّم في من يرى نشاطك.' },
];

const Container = styled('div')(({ theme }) => ({
  width: 320,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const List = styled(Tabs.List)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
}));

const Tab = styled(Tabs.Tab)(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  margin: 0,
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  cursor: 'pointer',
  '&[data-active]': {
    color: theme.vars.palette.primary.main,
    boxShadow: `inset 0 -2px 0 ${theme.vars.palette.primary.main}`,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Panel = styled(Tabs.Panel)(({ theme }) => ({
  padding: theme.spacing(1.5, 0.5),
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function RtlSettingsTabs() {
  return (
    <Container dir="rtl" lang="ar">
      <DirectionProvider direction="rtl">
        <Tabs.Root defaultValue="account">
          <List aria-label="الإعدادات">
            {sections.map((section) => (
              <Tab key={section.value} value={section.value}>
                {section.label}
              </Tab>
            ))}
          </List>
          {sections.map((section) => (
            <Panel key={section.value} value={section.value}>
              {section.text}
            </Panel>
          ))}
        </Tabs.Root>
      </DirectionProvider>
    </Container>
  );
}
