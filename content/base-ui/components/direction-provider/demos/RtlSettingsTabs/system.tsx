import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Tabs } from '@base-ui/react/tabs';
import { styled } from '@mui/system';

const sections = [
  { value: 'account', label: 'الحساب', text: 'غيّر اسمك وصورتك الشخصية.' },
  {
    value: 'notifications',
    label: 'الإشعارات',
    text: 'اختر متى نرسل إليك رسائل البريد.',
  },
  { value: 'privacy', label: 'الخصوصية', text: 'تحكّم في من يرى نشاطك.' },
];

const Container = styled('div')({
  width: 320,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const List = styled(Tabs.List)({
  display: 'flex',
  gap: 4,
  borderBottom: '1px solid var(--mui-palette-divider)',
});

const Tab = styled(Tabs.Tab)({
  padding: '8px 12px',
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  cursor: 'pointer',
  '&[data-active]': {
    color: 'var(--mui-palette-primary-main)',
    boxShadow: 'inset 0 -2px 0 var(--mui-palette-primary-main)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

const Panel = styled(Tabs.Panel)({
  padding: '12px 4px',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

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
