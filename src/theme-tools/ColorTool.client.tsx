'use client';
/**
 * The colour tool: primary and secondary from the package's colour sets (or a hex value), previewed on
 * a few components in light and dark, with WCAG contrast figures, "Apply to the site's demos" (the theme
 * reducer's CHANGE action, stored for every page and tab), "Reset" (RESET_COLORS) and the theme code.
 * Loaded on demand by ThemeTool, so its MUI preview costs nothing on other pages.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import * as colors from '@mui/material/colors';
import Slider from '@mui/material/Slider';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import { useId, useMemo, useState } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { t } from '../i18n/translate';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import type { CustomizableColor } from '../theme/themeCustomization';
import { dispatchSiteTheme } from '../theme/themeCustomizationStore';
import { useThemeCustomization } from '../theme/useThemeCustomization';
import { colorThemeCode, contrastRatio, formatRatio, normalizeHex, WCAG_AA_NORMAL_TEXT, type ColorChoice } from './color';
import type { ThemeToolProps } from './ThemeTool.client';
import ToolCode from './ToolCode';
import styles from './ThemeTools.module.css';

type Hue = Record<string, string>;

/** The package's colour sets: every export of `@mui/material/colors` with a 500 shade (not `common`). */
const HUES: ReadonlyArray<[string, Hue]> = Object.entries(colors as unknown as Record<string, Hue>).filter(([, hue]) => typeof hue === 'object' && '500' in hue);


function setChoice(hue: string, shade: string): ColorChoice {
  const found = HUES.find(([name]) => name === hue)?.[1];
  return { kind: 'set', hue, shade, hex: (found?.[shade] ?? found?.['500'] ?? '#000000').toLowerCase() };
}

/** What the tool starts from: the colours the site's demos use now, as a set shade when one matches. */
function choiceFor(hex: string | undefined, fallback: ColorChoice): ColorChoice {
  if (!hex) return fallback;
  for (const [hue, shades] of HUES) {
    for (const [shade, value] of Object.entries(shades)) if (value.toLowerCase() === hex) return { kind: 'set', hue, shade, hex };
  }
  return { kind: 'hex', hex };
}

/** The library's default colours (blue 700 and purple 500 in v9), read from the package, not written here. */
const DEFAULT_PALETTE = createTheme().palette;
const DEFAULTS: Record<CustomizableColor, ColorChoice> = {
  primary: choiceFor(DEFAULT_PALETTE.primary.main.toLowerCase(), { kind: 'hex', hex: DEFAULT_PALETTE.primary.main.toLowerCase() }),
  secondary: choiceFor(DEFAULT_PALETTE.secondary.main.toLowerCase(), { kind: 'hex', hex: DEFAULT_PALETTE.secondary.main.toLowerCase() }),
};

const caches = {
  ltr: createCache({ key: 'color-tool' }),
  rtl: createCache({ key: 'color-tool-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

const BACKGROUNDS = { light: '#ffffff', dark: '#121212' } as const;

function ColorPicker({ name, choice, onChange }: { name: CustomizableColor; choice: ColorChoice; onChange: (choice: ColorChoice) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const hue = choice.kind === 'set' ? HUES.find(([hueName]) => hueName === choice.hue)?.[1] : undefined;
  const invalid = draft !== null && normalizeHex(draft) === null;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t(name === 'primary' ? 'themeTools.primary' : 'themeTools.secondary')}</legend>
      <div className={styles.row}>
        <span className={styles.swatchLarge} style={{ background: choice.hex }} aria-hidden />
        <label className={styles.field}>
          {t('themeTools.colorSet')}
          <select
            value={choice.kind === 'set' ? choice.hue : ''}
            onChange={(event) => {
              setDraft(null);
              if (event.target.value) onChange(setChoice(event.target.value, choice.kind === 'set' ? choice.shade : '500'));
            }}
          >
            {choice.kind === 'hex' ? <option value="">{t('themeTools.customHex')}</option> : null}
            {HUES.map(([hueName]) => (
              <option key={hueName} value={hueName}>
                {hueName}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('themeTools.shade')}
          <select value={choice.kind === 'set' ? choice.shade : ''} disabled={!hue} onChange={(event) => choice.kind === 'set' && onChange(setChoice(choice.hue, event.target.value))}>
            {hue ? (
              Object.keys(hue).map((shade) => (
                <option key={shade} value={shade}>
                  {shade}
                </option>
              ))
            ) : (
              <option value="">—</option>
            )}
          </select>
        </label>
        <label className={styles.field}>
          {t('themeTools.hex')}
          <input
            className={styles.hex}
            value={draft ?? choice.hex}
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              const hex = normalizeHex(event.target.value);
              if (hex) onChange(choiceFor(hex, { kind: 'hex', hex }));
            }}
            onBlur={() => {
              if (!invalid) setDraft(null);
            }}
          />
        </label>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {t('themeTools.hexError')}
        </p>
      ) : null}
    </fieldset>
  );
}

function Preview({ scheme, primary, secondary }: { scheme: 'light' | 'dark'; primary: string; secondary: string }) {
  const theme = useMemo(() => createTheme({ palette: { mode: scheme, primary: { main: primary }, secondary: { main: secondary } } }), [scheme, primary, secondary]);
  const label = t(scheme === 'light' ? 'themeTools.previewLight' : 'themeTools.previewDark');
  return (
    <ThemeProvider theme={theme}>
      <div role="group" aria-label={label} className={styles.preview} style={{ background: theme.palette.background.default, color: theme.palette.text.primary }}>
        <p className={styles.previewTitle}>{label}</p>
        <div className={styles.row}>
          <Button variant="contained">{t('themeTools.sampleSave')}</Button>
          <Button variant="contained" color="secondary">
            {t('themeTools.sampleCancel')}
          </Button>
          <Chip color="primary" label={t('themeTools.sampleChip')} />
        </div>
        <div className={styles.row}>
          <Checkbox defaultChecked slotProps={{ input: { 'aria-label': `${t('themeTools.sampleCheckbox')} (${label})` } }} />
          <Switch defaultChecked color="secondary" slotProps={{ input: { 'aria-label': `${t('themeTools.sampleSwitch')} (${label})` } }} />
          <Slider defaultValue={40} aria-label={`${t('themeTools.sampleSlider')} (${label})`} sx={{ maxInlineSize: 160 }} />
        </div>
      </div>
    </ThemeProvider>
  );
}

function ContrastRows({ name, hex, contrastText }: { name: string; hex: string; contrastText: string }) {
  const rows: Array<[string, number]> = [
    [t('themeTools.contrastLabel', { name }), contrastRatio(contrastText, hex)],
    [t('themeTools.contrastOnLight', { name }), contrastRatio(hex, BACKGROUNDS.light)],
    [t('themeTools.contrastOnDark', { name }), contrastRatio(hex, BACKGROUNDS.dark)],
  ];
  return rows.map(([label, ratio]) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td>
        <code>{formatRatio(ratio)}</code>
      </td>
      <td>{ratio < WCAG_AA_NORMAL_TEXT ? <span className={styles.warning}>{t('themeTools.belowAA')}</span> : <span className={styles.pass}>{t('themeTools.passesAA')}</span>}</td>
    </tr>
  ));
}

export default function ColorTool(_props: ThemeToolProps) {
  const { direction } = useDisplaySettings();
  const applied = useThemeCustomization().paletteColors;
  const [primary, setPrimary] = useState(() => choiceFor(applied.primary?.main, DEFAULTS.primary));
  const [secondary, setSecondary] = useState(() => choiceFor(applied.secondary?.main, DEFAULTS.secondary));
  // MUI picks each colour's text colour (white or 87 % black) by its own contrast rule: show what it picked.
  const contrastTexts = useMemo(() => {
    const palette = createTheme({ palette: { primary: { main: primary.hex }, secondary: { main: secondary.hex } } }).palette;
    return { primary: palette.primary.contrastText, secondary: palette.secondary.contrastText };
  }, [primary.hex, secondary.hex]);
  const isApplied = applied.primary?.main === primary.hex && applied.secondary?.main === secondary.hex;
  const anyApplied = Object.keys(applied).length > 0;

  return (
    <CacheProvider value={caches[direction]}>
      <div className={styles.stack}>
        <div className={styles.columns}>
          <ColorPicker name="primary" choice={primary} onChange={setPrimary} />
          <ColorPicker name="secondary" choice={secondary} onChange={setSecondary} />
        </div>
        <div className={styles.columns}>
          <Preview scheme="light" primary={primary.hex} secondary={secondary.hex} />
          <Preview scheme="dark" primary={primary.hex} secondary={secondary.hex} />
        </div>
        <div className={styles.scroller} role="region" aria-label={t('themeTools.contrastTable')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('themeTools.contrastPair')}</th>
                <th scope="col">{t('themeTools.contrastRatio')}</th>
                <th scope="col">{t('themeTools.contrastAA')}</th>
              </tr>
            </thead>
            <tbody>
              <ContrastRows name={t('themeTools.primary')} hex={primary.hex} contrastText={contrastTexts.primary} />
              <ContrastRows name={t('themeTools.secondary')} hex={secondary.hex} contrastText={contrastTexts.secondary} />
            </tbody>
          </table>
        </div>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={isApplied}
            onClick={() => dispatchSiteTheme({ type: 'CHANGE', payload: { paletteColors: { primary: { main: primary.hex }, secondary: { main: secondary.hex } } } })}
          >
            {t('themeTools.apply')}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={!anyApplied}
            onClick={() => {
              dispatchSiteTheme({ type: 'RESET_COLORS' });
              setPrimary(DEFAULTS.primary);
              setSecondary(DEFAULTS.secondary);
            }}
          >
            {t('themeTools.resetColors')}
          </button>
          <p className={styles.status} role="status">
            {anyApplied ? t(isApplied ? 'themeTools.colorsApplied' : 'themeTools.colorsAppliedOther') : t('themeTools.colorsDefault')}
          </p>
        </div>
        <ToolCode code={colorThemeCode({ primary, secondary })} label={t('themeTools.colorCode')} />
      </div>
    </CacheProvider>
  );
}
