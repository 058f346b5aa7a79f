'use client';
/**
 * The playgrounds' controls: native radio groups (a few values) or selects (many) for enum props,
 * checkboxes for boolean ones, range inputs for CSS variables. Labelled by the prop or variable name,
 * operable with the keyboard as the browser makes them, and of a fixed size whatever their value.
 */
import { t } from '../i18n/translate';
import { cssValue, defaultOf, type CssVarControl } from './cssVars';
import type { BooleanControl, ControlValue, EnumControl, Size } from './usage';
import styles from './JoyPlayground.module.css';

/** Up to this many options show as radio buttons; more, as a select. */
const MAX_RADIOS = 6;

function optionLabel(option: string | null): string {
  return option ?? t('joyPlayground.unsetOption');
}

/** An enum prop: its values, and "unset" first when the prop is best left unset. */
export function EnumField({ control, value, id, onChange }: { control: EnumControl; value: ControlValue; id: string; onChange: (value: string | null) => void }) {
  const options: (string | null)[] = control.default === null ? [null, ...control.values] : [...control.values];
  const noteId = control.unset ? `${id}-note` : undefined;
  const note = control.unset ? (
    <p id={noteId} className={styles.note}>
      {t(control.unset.key, control.unset.values)}
    </p>
  ) : null;
  if (options.length <= MAX_RADIOS) {
    return (
      <fieldset className={styles.field} aria-describedby={noteId}>
        <legend className={styles.name}>{control.prop}</legend>
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option ?? ''} className={styles.option}>
              <input type="radio" name={id} value={option ?? ''} checked={value === option} onChange={() => onChange(option)} />
              {optionLabel(option)}
            </label>
          ))}
        </div>
        {note}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label className={styles.name} htmlFor={id}>
        {control.prop}
      </label>
      <select id={id} className={styles.select} value={typeof value === 'string' ? value : ''} aria-describedby={noteId} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}>
        {options.map((option) => (
          <option key={option ?? ''} value={option ?? ''}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {note}
    </div>
  );
}

/** A boolean prop. */
export function BooleanField({ control, value, onChange }: { control: BooleanControl; value: ControlValue; onChange: (value: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles.name}>{control.prop}</span>
    </label>
  );
}

/** A CSS variable's slider, its value and the component's default at the current size. */
export function SliderField({ control, value, size, id, onChange }: { control: CssVarControl; value: number; size: Size; id: string; onChange: (value: number) => void }) {
  const text = cssValue(control, value);
  return (
    <div className={styles.slider}>
      <label className={styles.name} htmlFor={id}>
        {control.name}
      </label>
      <input
        id={id}
        type="range"
        min={control.min}
        max={control.max}
        step={control.step}
        value={value}
        aria-valuetext={text}
        aria-describedby={`${id}-default`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id} className={styles.output}>
        {text}
      </output>
      <span id={`${id}-default`} className={styles.default}>
        {t('joyPlayground.defaultValue', { value: cssValue(control, defaultOf(control, size)) })}
      </span>
    </div>
  );
}
