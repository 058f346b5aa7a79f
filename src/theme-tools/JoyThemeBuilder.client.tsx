'use client';
/**
 * The Joy theme builder: a ramp for each of Joy's five palette colours (a colour set of @mui/joy or
 * @mui/material, or generated from one hex value), previewed on Joy components in every global variant
 * in light and dark, with the contrast of each variant, the `extendTheme` code, "Apply to the Joy demos"
 * (stored, followed by every Joy demo of every page and tab) and "Reset". Loaded on demand by ThemeTool.
 *
 * Each preview is scoped, not global: Joy's `ThemeProvider` gives the components the builder's theme,
 * and the preview element carries that theme's CSS variables for its scheme inline, so the page's own
 * Joy variables (and the demos elsewhere) are untouched until the reader applies.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import * as joyColorsModule from '@mui/joy/colors';
import Input from '@mui/joy/Input';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import Typography from '@mui/joy/Typography';
import * as materialColors from '@mui/material/colors';
import { useId, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { applyJoyBuilderState, getJoyBuilderState, resetJoyBuilder, subscribeJoyBuilder } from '../demos/joy/joyBuilderStore';
import { t } from '../i18n/translate';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { formatRatio, normalizeHex, WCAG_AA_NORMAL_TEXT } from './color';
import {
  JOY_PALETTE_COLORS,
  JOY_SHADES,
  JOY_VARIANTS,
  joyBuilderCode,
  joyBuilderThemeOptions,
  joyContrastPairs,
  rampFromHex,
  rampFromSet,
  serializeJoyBuilderState,
  type JoyBuilderState,
  type JoyColorChoice,
  type JoyPaletteColor,
  type JoyRamp,
} from './joyBuilder';
import type { ThemeToolProps } from './ThemeTool.client';
import ToolCode from './ToolCode';
import styles from './ThemeTools.module.css';

type Sets = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The package's default export (bundlers give it as `default` of the namespace, Node's CommonJS build too). */
const joyColors = ((joyColorsModule as unknown as { default?: Sets }).default ?? joyColorsModule) as unknown as Sets;
const SETS: Record<'joy' | 'material', Sets> = {
  joy: Object.fromEntries(Object.entries(joyColors).filter(([, set]) => typeof set === 'object' && '500' in set)),
  material: Object.fromEntries(Object.entries(materialColors as unknown as Sets).filter(([, set]) => typeof set === 'object' && '500' in set && '900' in set)),
};

const DEFAULT_THEME = extendTheme();
const DEFAULT_RAMPS = Object.fromEntries(
  JOY_PALETTE_COLORS.map((color) => [color, Object.fromEntries(JOY_SHADES.map((shade) => [shade, DEFAULT_THEME.colorSchemes.light.palette[color][shade].toLowerCase()]))]),
) as Record<JoyPaletteColor, JoyRamp>;

const caches = {
  ltr: createCache({ key: 'joy-builder' }),
  rtl: createCache({ key: 'joy-builder-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

type Choices = Partial<Record<JoyPaletteColor, JoyColorChoice>>;

function rampOf(choice: JoyColorChoice): JoyRamp {
  return choice.kind === 'hex' ? rampFromHex(choice.hex) : rampFromSet(choice.hue, SETS[choice.source][choice.hue] ?? {});
}

function stateOf(choices: Choices): JoyBuilderState {
  return Object.fromEntries(JOY_PALETTE_COLORS.flatMap((color) => (choices[color] ? [[color, { choice: choices[color], ramp: rampOf(choices[color]) }]] : [])));
}

function colorName(color: JoyPaletteColor): string {
  return t(`joyBuilder.color.${color}`);
}

function ColorPicker({ color, choice, onChange }: { color: JoyPaletteColor; choice: JoyColorChoice | undefined; onChange: (choice: JoyColorChoice | undefined) => void }) {
  const id = useId();
  const ramp = choice ? rampOf(choice) : DEFAULT_RAMPS[color];
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && normalizeHex(draft) === null;
  const selectValue = !choice ? 'default' : choice.kind === 'set' ? `${choice.source}:${choice.hue}` : 'hex';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{colorName(color)}</legend>
      <div className={styles.row}>
        <label className={styles.field}>
          {t('joyBuilder.source')}
          <select
            value={selectValue}
            onChange={(event) => {
              setDraft(null);
              const [source, hue] = event.target.value.split(':') as ['joy' | 'material' | 'default', string];
              onChange(source === 'default' ? undefined : { kind: 'set', source, hue });
            }}
          >
            <option value="default">{t('joyBuilder.default')}</option>
            {choice?.kind === 'hex' ? <option value="hex">{t('themeTools.customHex')}</option> : null}
            <optgroup label={t('joyBuilder.joySets')}>
              {Object.keys(SETS.joy).map((hue) => (
                <option key={hue} value={`joy:${hue}`}>
                  {hue}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('joyBuilder.materialSets')}>
              {Object.keys(SETS.material).map((hue) => (
                <option key={hue} value={`material:${hue}`}>
                  {hue}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <label className={styles.field}>
          {t('joyBuilder.hex500')}
          <input
            className={styles.hex}
            value={draft ?? ramp['500']}
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              const hex = normalizeHex(event.target.value);
              if (hex) onChange({ kind: 'hex', hex });
            }}
            onBlur={() => {
              if (!invalid) setDraft(null);
            }}
          />
        </label>
      </div>
      <div className={styles.ramp} aria-hidden>
        {JOY_SHADES.map((shade) => (
          <span key={shade} className={styles.rampShade} style={{ background: ramp[shade] }} title={`${shade} ${ramp[shade]}`} />
        ))}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {t('themeTools.hexError')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The theme's variables for one scheme as an inline style: the preview element scopes them. */
function schemeVariables(theme: ReturnType<typeof extendTheme>, scheme: 'light' | 'dark'): CSSProperties {
  return { ...theme.generateCssVars().css, ...theme.generateCssVars(scheme).css } as CSSProperties;
}

function Preview({ scheme, state, focus }: { scheme: 'light' | 'dark'; state: JoyBuilderState; focus: JoyPaletteColor }) {
  const options = useMemo(() => joyBuilderThemeOptions(state), [state]);
  const variables = useMemo(() => schemeVariables(extendTheme(options), scheme), [options, scheme]);
  const label = t(scheme === 'light' ? 'themeTools.previewLight' : 'themeTools.previewDark');
  return (
    <ThemeProvider theme={{ [THEME_ID]: options }}>
      <div
        role="group"
        aria-label={label}
        // `dark` is the class Joy's colour-scheme selectors look for on this site (see joyTheme.ts).
        className={`${styles.joyPreview} ${scheme === 'dark' ? 'dark' : ''}`}
        style={{ ...variables, background: 'var(--joy-palette-background-surface)', color: 'var(--joy-palette-text-primary)' }}
        data-joy-builder-preview={scheme}
      >
        <p className={styles.previewTitle}>{label}</p>
        {JOY_VARIANTS.map((variant) => (
          <div key={variant} className={styles.row}>
            <span className={styles.variantName}>{variant}</span>
            {JOY_PALETTE_COLORS.map((color) => (
              <Button key={color} size="sm" variant={variant} color={color}>
                {colorName(color)}
              </Button>
            ))}
            {JOY_PALETTE_COLORS.map((color) => (
              <Chip key={color} size="sm" variant={variant} color={color}>
                {colorName(color)}
              </Chip>
            ))}
          </div>
        ))}
        <div className={styles.columns}>
          {JOY_VARIANTS.map((variant) => (
            <Input key={variant} size="sm" variant={variant} color={focus} placeholder={t('joyBuilder.samplePlaceholder')} slotProps={{ input: { 'aria-label': `${t('joyBuilder.sampleInput', { variant })} (${label})` } }} />
          ))}
        </div>
        {JOY_VARIANTS.map((variant) => (
          <Alert key={variant} size="sm" variant={variant} color={focus}>
            {t('joyBuilder.sampleAlert', { variant })}
          </Alert>
        ))}
        <Card variant="outlined" color={focus} size="sm">
          <CardContent>
            <Typography level="title-md">{t('joyBuilder.sampleCardTitle')}</Typography>
            <Typography level="body-sm">{t('joyBuilder.sampleCardBody')}</Typography>
          </CardContent>
          <CardActions>
            <Button size="sm" variant="solid" color={focus}>
              {t('joyBuilder.sampleCardAction')}
            </Button>
            <Button size="sm" variant="plain" color="neutral">
              {t('joyBuilder.sampleCardLater')}
            </Button>
          </CardActions>
        </Card>
      </div>
    </ThemeProvider>
  );
}

function ContrastReport({ state }: { state: JoyBuilderState }) {
  const theme = useMemo(() => extendTheme(joyBuilderThemeOptions(state)), [state]);
  const failing = (['light', 'dark'] as const).flatMap((scheme) =>
    joyContrastPairs(theme.colorSchemes[scheme].palette as unknown as Record<string, unknown>)
      .filter((pair) => pair.ratio < WCAG_AA_NORMAL_TEXT)
      .map((pair) => ({ ...pair, scheme })),
  );
  if (failing.length === 0) return <p className={styles.status}>{t('joyBuilder.contrastAllPass')}</p>;
  return (
    <div className={styles.scroller} role="region" aria-label={t('joyBuilder.contrastTable')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('joyBuilder.contrastCaption', { count: String(failing.length) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('joyBuilder.contrastWhere')}</th>
            <th scope="col">{t('themeTools.contrastRatio')}</th>
          </tr>
        </thead>
        <tbody>
          {failing.map((pair) => (
            <tr key={`${pair.scheme}-${pair.color}-${pair.variant}`}>
              <th scope="row">{t('joyBuilder.contrastPair', { scheme: t(pair.scheme === 'light' ? 'themeTools.light' : 'themeTools.dark'), color: colorName(pair.color), variant: pair.variant })}</th>
              <td>
                <span className={styles.warning}>
                  <code>{formatRatio(pair.ratio)}</code> {t('themeTools.belowAA')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const serverState = (): JoyBuilderState => ({});

export default function JoyThemeBuilder(_props: ThemeToolProps) {
  const { direction } = useDisplaySettings();
  const applied = useSyncExternalStore(subscribeJoyBuilder, getJoyBuilderState, serverState);
  const [choices, setChoices] = useState<Choices>(() => Object.fromEntries(Object.entries(getJoyBuilderState()).map(([color, entry]) => [color, entry.choice])));
  const [focus, setFocus] = useState<JoyPaletteColor>('primary');
  const idPrefix = useId();
  const state = useMemo(() => stateOf(choices), [choices]);
  const isApplied = serializeJoyBuilderState(state) === serializeJoyBuilderState(applied);
  const anyApplied = Object.keys(applied).length > 0;

  return (
    <CacheProvider value={caches[direction]}>
      <div className={styles.stack}>
        <div className={styles.columns}>
          {JOY_PALETTE_COLORS.map((color) => (
            <ColorPicker key={color} color={color} choice={choices[color]} onChange={(choice) => setChoices((previous) => ({ ...previous, [color]: choice }))} />
          ))}
        </div>
        <fieldset className={styles.inlineFieldset}>
          <legend>{t('joyBuilder.focus')}</legend>
          {JOY_PALETTE_COLORS.map((color) => (
            <label key={color} className={styles.check}>
              <input type="radio" name={`${idPrefix}-focus`} value={color} checked={focus === color} onChange={() => setFocus(color)} />
              {colorName(color)}
            </label>
          ))}
        </fieldset>
        <div className={styles.columns}>
          <Preview scheme="light" state={state} focus={focus} />
          <Preview scheme="dark" state={state} focus={focus} />
        </div>
        <ContrastReport state={state} />
        <div className={styles.row}>
          <button type="button" className={styles.primaryButton} disabled={isApplied} onClick={() => applyJoyBuilderState(state)}>
            {t('joyBuilder.apply')}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={!anyApplied && Object.keys(state).length === 0}
            onClick={() => {
              resetJoyBuilder();
              setChoices({});
            }}
          >
            {t('joyBuilder.reset')}
          </button>
          <p className={styles.status} role="status">
            {anyApplied ? t(isApplied ? 'joyBuilder.applied' : 'joyBuilder.appliedOther') : t('joyBuilder.defaults')}
          </p>
        </div>
        <ToolCode code={joyBuilderCode(state)} label={t('joyBuilder.code')} />
      </div>
    </CacheProvider>
  );
}
