import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

const sections = [
  { value: 'account', label: 'الحساب', text: 'غيّر اسمك وصورتك الشخصية.' },
  {
    value: 'notifications',
    label: 'الإشعارات',
    text: 'اختر متى نرسل إليك رسائل البريد.',
  },
  { value: 'privacy', label: 'الخصوصية', text: 'تحكّم في من يرى نشاطك.' },
];

export default function RtlSettingsTabs() {
  return (
    <div dir="rtl" lang="ar" className={classes.container}>
      <DirectionProvider direction="rtl">
        <Tabs.Root defaultValue="account">
          <Tabs.List aria-label="الإعدادات" className={classes.list}>
            {sections.map((section) => (
              <Tabs.Tab
                key={section.value}
                value={section.value}
                className={classes.tab}
              >
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel
              key={section.value}
              value={section.value}
              className={classes.panel}
            >
              {section.text}
            </Tabs.Panel>
          ))}
        </Tabs.Root>
      </DirectionProvider>
    </div>
  );
}
