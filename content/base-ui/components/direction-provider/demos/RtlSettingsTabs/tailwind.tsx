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
    <div
      dir="rtl"
      lang="ar"
      className="w-80 text-sm text-gray-900 dark:text-gray-100"
    >
      <DirectionProvider direction="rtl">
        <Tabs.Root defaultValue="account">
          <Tabs.List
            aria-label="الإعدادات"
            className="flex gap-1 border-b border-solid border-gray-300 dark:border-gray-700"
          >
            {sections.map((section) => (
              <Tabs.Tab
                key={section.value}
                value={section.value}
                className="m-0 cursor-pointer border-0 bg-transparent px-3 py-2 font-[inherit] text-sm text-gray-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 data-[active]:text-blue-700 data-[active]:shadow-[inset_0_-2px_0_currentColor] dark:text-gray-400 dark:focus-visible:outline-blue-400 dark:data-[active]:text-blue-300"
              >
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel
              key={section.value}
              value={section.value}
              className="px-1 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
            >
              {section.text}
            </Tabs.Panel>
          ))}
        </Tabs.Root>
      </DirectionProvider>
    </div>
  );
}
