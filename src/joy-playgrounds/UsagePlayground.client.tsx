'use client';
/**
 * The usage playground island: a component's visual props as controls, the live component, and the
 * TSX of the props that differ from their defaults. The server renders it at the defaults, so the
 * page's HTML already shows the controls, the component and its code.
 */
import { use, useId, useMemo, useState } from 'react';
import { t } from '../i18n/translate';
import { BooleanField, EnumField } from './PlaygroundFields.client';
import PlaygroundCode from './PlaygroundCode.client';
import PlaygroundPreview from './PlaygroundPreview.client';
import { playgroundModules } from './playgroundReady';
import { printJsx } from './printJsx';
import { renderJsx } from './renderJsx';
import { defaultValues, maxUsageLines, usageElement, usageModules, type ControlValue, type UsageConfig, type UsageValues } from './usage';
import { usageConfigs, type UsagePlaygroundName } from './usageConfigs';
import styles from './JoyPlayground.module.css';

export interface UsagePlaygroundProps {
  component: UsagePlaygroundName;
}

export default function UsagePlayground({ component }: UsagePlaygroundProps) {
  const config: UsageConfig = usageConfigs[component];
  const { modules, lines, defaults } = useMemo(() => ({ modules: usageModules(config), lines: maxUsageLines(config), defaults: defaultValues(config) }), [config]);
  const { DemoRuntime, components } = use(playgroundModules(`usage:${component}`, modules));
  const [values, setValues] = useState<UsageValues>(defaults);
  const id = useId();
  const element = usageElement(config, values);
  const set = (prop: string, value: ControlValue) => setValues((current) => ({ ...current, [prop]: value }));
  const changed = config.controls.some((control) => values[control.prop] !== control.default);

  return (
    <section className={styles.playground} data-joy-playground="usage" data-component={component} aria-label={t('joyPlayground.usage', { component })}>
      <div className={styles.layout}>
        <PlaygroundPreview
          DemoRuntime={DemoRuntime}
          element={renderJsx(element, components)}
          label={t('joyPlayground.preview')}
          height={config.previewHeight}
          hint={config.onInteraction ? t('joyPlayground.hoverHint') : undefined}
          hintId={`${id}-hint`}
        />
        <div className={styles.controls} role="group" aria-label={t('joyPlayground.props')}>
          {config.controls.map((control) =>
            control.kind === 'boolean' ? (
              <BooleanField key={control.prop} control={control} value={values[control.prop] ?? false} onChange={(value) => set(control.prop, value)} />
            ) : (
              <EnumField key={control.prop} control={control} value={values[control.prop] ?? control.default} id={`${id}-${control.prop}`} onChange={(value) => set(control.prop, value)} />
            ),
          )}
          <button type="button" className={styles.reset} disabled={!changed} onClick={() => setValues(defaults)}>
            {t('joyPlayground.reset')}
          </button>
        </div>
      </div>
      <PlaygroundCode code={printJsx(element)} label={t('joyPlayground.usageCode')} lines={lines} />
    </section>
  );
}
