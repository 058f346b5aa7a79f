import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Tabs } from '@base-ui/react/tabs';

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
    <div dir="rtl" lang="ar" className="w-80 text-sm text-fg">
      <DirectionProvider direction="rtl">
        <Tabs.Root defaultValue="account">
          <Tabs.List
            aria-label="الإعدادات"
            className="flex gap-1 border-b border-solid border-divider"
          >
            {sections.map((section) => (
              <Tabs.Tab
                key={section.value}
                value={section.value}
                className="m-0 cursor-pointer border-0 bg-transparent px-3 py-2 font-[inherit] text-sm text-fg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary data-[active]:text-primary data-[active]:shadow-[inset_0_-2px_0_currentColor]"
              >
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel
              key={section.value}
              value={section.value}
              className="px-1 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {section.text}
            </Tabs.Panel>
          ))}
        </Tabs.Root>
      </DirectionProvider>
    </div>
  );
}
