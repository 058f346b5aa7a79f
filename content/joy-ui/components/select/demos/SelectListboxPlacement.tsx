import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'ja', label: '日本語' },
];

export default function SelectListboxPlacement() {
  return (
    <Sheet
      variant="soft"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        borderRadius: 'sm',
      }}
    >
      <Typography level="title-sm" sx={{ flex: 1 }}>
        Help centre
      </Typography>
      <Select
        size="sm"
        defaultValue="en"
        aria-label="Language"
        sx={{ width: 120 }}
        slotProps={{
          listbox: {
            placement: 'bottom-end',
            sx: { minWidth: 200, maxHeight: 240 },
          },
        }}
      >
        {languages.map((language) => (
          <Option key={language.value} value={language.value} lang={language.value}>
            {language.label}
          </Option>
        ))}
      </Select>
    </Sheet>
  );
}
