'use client';
/**
 * The CSS variables playground island: a slider per variable the component reads, its size where the
 * defaults differ by size, the live component with the variables in its `sx`, and that code. The
 * server renders it at the defaults, so the page's HTML already shows all three.
 */
import { use, useId, useMemo, useState } from 'react';
import { t } from '../i18n/translate';
import { cssVarsElement, cssVarsModules, DEFAULT_SIZE, maxCssVarsLines, setValue, valueOf, type CssVarsConfig, type CssVarValues } from './cssVars';
import { cssVarsConfigs, type CssVarsPlaygroundName } from './cssVarsConfigs';
import { EnumField, SliderField } from './PlaygroundFields.client';
import PlaygroundCode from './PlaygroundCode.client';
import PlaygroundPreview from './PlaygroundPreview.client';
import { playgroundModules } from './playgroundReady';
import { printJsx } from './printJsx';
import { renderJsx } from './renderJsx';
import { size as sizeControl, SIZES, type Size } from './usage';
import styles from './JoyPlayground.module.css';

export interface CssVarsPlaygroundProps {
  component: CssVarsPlaygroundName;
}

const SIZE_CONTROL = sizeControl();

export default function CssVarsPlayground({ component }: CssVarsPlaygroundProps) {
  const config: CssVarsConfig = cssVarsConfigs[component];
  const { modules, lines } = useMemo(() => ({ modules: cssVarsModules(config), lines: maxCssVarsLines(config) }), [config]);
  const { DemoRuntime, components } = use(playgroundModules(`cssVars:${component}`, modules));
  const [size, setSize] = useState<Size>(DEFAULT_SIZE);
  const [values, setValues] = useState<CssVarValues>({});
  const id = useId();
  const element = cssVarsElement(config, values, size);

  return (
    <section className={styles.playground} data-joy-playground="css-vars" data-component={component} aria-label={t('joyPlayground.cssVars', { component })}>
      <div className={styles.layout}>
        <PlaygroundPreview DemoRuntime={DemoRuntime} element={renderJsx(element, components)} label={t('joyPlayground.preview')} height={config.previewHeight} />
        <div className={styles.controls} role="group" aria-label={t('joyPlayground.variables')}>
          {config.sizes ? (
            <EnumField
              control={SIZE_CONTROL}
              value={size}
              id={`${id}-size`}
              onChange={(value) => setSize(SIZES.find((candidate) => candidate === value) ?? DEFAULT_SIZE)}
            />
          ) : null}
          {config.vars.map((control) => (
            <SliderField
              key={control.name}
              control={control}
              value={valueOf(control, values, size)}
              size={size}
              id={`${id}${control.name}`}
              onChange={(value) => setValues((current) => setValue(config, current, size, control.name, value))}
            />
          ))}
          <button
            type="button"
            className={styles.reset}
            disabled={size === DEFAULT_SIZE && Object.keys(values).length === 0}
            onClick={() => {
              setSize(DEFAULT_SIZE);
              setValues({});
            }}
          >
            {t('joyPlayground.reset')}
          </button>
        </div>
      </div>
      <PlaygroundCode code={printJsx(element)} label={t('joyPlayground.cssVarsCode')} lines={lines} />
    </section>
  );
}
